import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript (it runs before any TypeScript can): no declarations
import { buildBundle, cliBuild, freshBundle, prebuiltCli } from './prebuilt.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'lib/cli/bin.mjs');
const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project's entry: a word from another module, and a file read beside the source through import.meta.url. */
const MAIN = `import { word } from './word';\nimport { readFileSync } from 'node:fs';\nexport const main = (): string => word + ' ' + readFileSync(new URL('./data.txt', import.meta.url), 'utf8');\n`;

describe('the prebuilt bundle of a project', () => {
  let project: string;
  let build: { root: string; entry: string; outDir: string };
  const write = (file: string, text: string) => writeFileSync(join(project, file), text);

  beforeAll(() => {
    project = temp('packstudio-prebuilt-');
    mkdirSync(join(project, 'src'));
    write('src/main.ts', MAIN);
    write('src/word.ts', `export const word: string = 'one';\n`);
    write('src/data.txt', 'beside the source');
    build = cliBuild({ root: project, entry: 'src/main.ts', outDir: join(project, 'out') });
  });

  it('is built on first use, then used as it is while no source changes', async () => {
    const first = await prebuiltCli(build);
    expect(first.why).toBe('built (no bundle built yet)');
    expect(first.cli.main()).toBe('one beside the source');
    const again = await prebuiltCli(build);
    expect(again).toMatchObject({ why: 'fresh', bundle: first.bundle });
  });

  it('is built again before it runs when a source changes, so a changed source never runs stale code', async () => {
    await prebuiltCli(build);
    write('src/word.ts', `export const word: string = 'two';\n`);
    expect(freshBundle(build)).toEqual({ bundle: null, why: 'src/word.ts changed' });
    const after = await prebuiltCli(build);
    expect(after.why).toBe('built (src/word.ts changed)');
    expect(after.cli.main()).toBe('two beside the source');
  });

  it('is written already wrapped as a module function, and built again over a bundle an older builder wrote', async () => {
    const built = await prebuiltCli(build);
    const text = readFileSync(built.bundle, 'utf8');
    expect(text.startsWith('(function (exports, require, module, __filename, __dirname) { ')).toBe(true);
    expect(text.endsWith('\n});')).toBe(true);
    const manifest = join(build.outDir, 'manifest.json');
    writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync(manifest, 'utf8')), version: 1 }));
    expect(freshBundle(build)).toEqual({ bundle: null, why: 'the bundle was built by another version' });
    const again = await prebuiltCli(build);
    expect(again.why).toBe('built (the bundle was built by another version)');
    expect(again.cli.main()).toBe(built.cli.main());
  });

  it('notices a source put back to its old size and time (its ctime moves), and one that is gone', async () => {
    await prebuiltCli(build);
    write('src/word.ts', `export const word: string = 'six';\n`);
    const before = new Date('2020-01-01T00:00:00Z');
    utimesSync(join(project, 'src/word.ts'), before, before);
    await prebuiltCli(build);
    expect(freshBundle(build).why).toBe('fresh');
    write('src/word.ts', `export const word: string = 'ten';\n`);
    utimesSync(join(project, 'src/word.ts'), before, before);
    expect(freshBundle(build).why).toBe('src/word.ts changed');
    expect((await prebuiltCli(build)).cli.main()).toBe('ten beside the source');
    write('src/extra.ts', 'export const x = 1;\n');
    write('src/word.ts', `export { x as y } from './extra';\nexport const word: string = 'ten';\n`);
    await prebuiltCli(build);
    unlinkSync(join(project, 'src/extra.ts'));
    expect(freshBundle(build).why).toBe('src/extra.ts is gone');
    write('src/word.ts', `export const word: string = 'one';\n`);
  });

  it('keeps what a CommonJS bundle lacks: import.meta.resolve, and import() of a module left outside, with no warning', () => {
    write(
      'src/late.ts',
      `export async function late(): Promise<string> {\n  const url = import.meta.resolve('./late-module.mjs');\n  const mod = await import(url);\n  return mod.value + ' from ' + url.slice(url.lastIndexOf('/src/'));\n}\n`,
    );
    write('src/late-module.mjs', `export const value = 'loaded late';\n`);
    write('src/main.ts', `export { late } from './late';\nexport const main = (): string => 'main';\n`);
    const script = `
      const { cliBuild, prebuiltCli } = await import(${JSON.stringify(join(root, 'lib/cli/prebuilt.mjs'))});
      const { cli } = await prebuiltCli(cliBuild(${JSON.stringify(build)}));
      console.log(await cli.late());`;
    try {
      // Twice: the second run's functions come from the code cache, where vm.Script's own import() hook is lost.
      for (let run = 0; run < 2; run++) {
        const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
        expect({ stdout: r.stdout, stderr: r.stderr }).toEqual({
          stdout: 'loaded late from /src/late-module.mjs\n',
          stderr: '',
        });
      }
    } finally {
      write('src/main.ts', MAIN);
    }
  });

  it('is ASCII, so it loads as a one-byte string, with regexes and strings that still match what they say', async () => {
    write(
      'src/word.ts',
      `// one word — the first\nexport const word: string = /[’é]/.test('’') && 'café'.length === 4 ? 'one' : 'wrong';\n`,
    );
    try {
      const built = await prebuiltCli(build);
      expect(readFileSync(built.bundle, 'utf8')).not.toMatch(/[\u0080-\uffff]/);
      expect(built.cli.main()).toBe('one beside the source');
    } finally {
      write('src/word.ts', `export const word: string = 'one';\n`);
    }
  });

  it('is no bundle when the source does not build, so the caller runs the source and shows its error', async () => {
    await prebuiltCli(build);
    write('src/word.ts', `export const word: string = ;\n`);
    try {
      const broken = await prebuiltCli(build);
      expect(broken.cli).toBeNull();
      expect(broken.why).toMatch(/^src\/word\.ts changed; the build failed: src\/word\.ts:1:29: Unexpected ";"$/);
    } finally {
      write('src/word.ts', `export const word: string = 'one';\n`);
    }
    expect((await buildBundle(build)).why).toBe('built');
  });
});

describe('packstudio through the prebuilt bundle', () => {
  let dist: string;
  const runBin = (argv: string[], env: Record<string, string> = {}, into = dist) => {
    const r = spawnSync(process.execPath, [bin, ...argv], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, PACKSTUDIO_CLI_DIST: into, PACKSTUDIO_CLI_TRACE: '1', ...env },
    });
    const trace = r.stderr.split('\n').find((l) => l.startsWith('packstudio: ')) ?? '';
    return { code: r.status, stdout: r.stdout, stderr: r.stderr.replace(`${trace}\n`, ''), trace };
  };

  beforeAll(async () => {
    dist = temp('packstudio-dist-');
    expect((await buildBundle(cliBuild({ outDir: dist }))).why).toBe('built');
  });

  it('builds on the first run, then starts from the bundle and its code cache, which learns each command', () => {
    const empty = temp('packstudio-dist-');
    const run = (...argv: string[]) => runBin(argv, {}, empty).trace;
    expect(run('--help')).toMatch(/bundle .*\(built \(no bundle built yet\); code cache written at exit\)$/);
    expect(run('--help')).toMatch(/\(fresh; code cache used\)$/);
    expect(run('check', 'packs/ledger', '--no-eval')).toMatch(
      /\(fresh; code cache used, rewritten at exit with "check"\)$/,
    );
    expect(run('check', 'packs/ledger', '--no-eval')).toMatch(/\(fresh; code cache used\)$/);
  });

  it.each(
    [
      ['--help'],
      ['check', 'packs/ledger', '--no-eval', '--json'],
      ['check', '--workspace', 'packs', '--no-eval', '--format', 'sarif'],
      ['check', 'packs/nope', '--json'],
      ['lint', 'packs/broken-demo'],
      ['merge'],
      // The parser reads the file through a dependency's `await import("fs")`.
      ['import', 'openapi', 'lib/recued/import/fixtures/petstore-expanded.yaml', '--json'],
    ].map((argv) => [argv.join(' '), argv]),
  )(
    '`packstudio %s` prints and exits exactly as the TypeScript source does, with and without the code cache',
    (_, argv) => {
      const source = runBin(argv, { PACKSTUDIO_CLI_SOURCE: '1' });
      expect(source.trace).toBe('packstudio: source through tsx (PACKSTUDIO_CLI_SOURCE=1)');
      // The first run of a command the cache has not seen compiles it; the second runs it from the cache.
      for (const bundled of [runBin(argv), runBin(argv)]) {
        expect(bundled.trace).toMatch(/^packstudio: bundle /);
        expect({ code: bundled.code, stdout: bundled.stdout, stderr: bundled.stderr }).toEqual({
          code: source.code,
          stdout: source.stdout,
          stderr: source.stderr,
        });
      }
    },
  );

  it('runs the source, as before, when the bundle cannot be written', () => {
    const file = join(temp('packstudio-dist-'), 'a-file');
    writeFileSync(file, '');
    const r = runBin(['check', 'packs/ledger', '--no-eval', '--json'], {}, join(file, 'dist'));
    expect(r.trace).toMatch(
      /^packstudio: source through tsx \(no bundle built yet; cannot write .*a-file\/dist: ENOTDIR/,
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ pack_id: 'ledger', ok: true });
  });

  it("loads the process runner (Node's child_process) only for a layer that runs the CLI, not for a static check", () => {
    const probe = `
      const { cliBuild, freshBundle, loadBundle } = await import(${JSON.stringify(join(root, 'lib/cli/prebuilt.mjs'))});
      const { exports } = loadBundle(freshBundle(cliBuild()).bundle);
      const io = { stdout() {}, stderr() {}, cwd: ${JSON.stringify(root)} };
      const loaded = () => process.moduleLoadList.includes('NativeModule child_process');
      await exports.main(['check', 'packs/ledger', '--no-eval'], io);
      const before = loaded();
      await exports.main(['check', 'packs/ledger'], io);
      console.log(JSON.stringify({ before, after: loaded() }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
      encoding: 'utf8',
      env: { ...process.env, PACKSTUDIO_CLI_DIST: dist },
    });
    expect(JSON.parse(r.stdout), r.stderr).toEqual({ before: false, after: true });
  });

  it('loads better-sqlite3 only when a command opens the history (--record), not for a static check', () => {
    const probe = `
      const { cliBuild, freshBundle, loadBundle } = await import(${JSON.stringify(join(root, 'lib/cli/prebuilt.mjs'))});
      const { exports } = loadBundle(freshBundle(cliBuild()).bundle);
      const io = { stdout() {}, stderr: (t) => console.error(t), cwd: ${JSON.stringify(root)} };
      const sqlite = async () => Object.keys((await import('node:module')).default._cache).some((k) => k.includes('better-sqlite3'));
      await exports.main(['check', 'packs/ledger', '--no-eval'], io);
      const before = await sqlite();
      await exports.main(['check', 'packs/ledger', '--no-eval', '--record'], io);
      console.log(JSON.stringify({ before, after: await sqlite() }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
      encoding: 'utf8',
      env: { ...process.env, PACKSTUDIO_CLI_DIST: dist, PACKSTUDIO_DB: join(dist, 'history.db') },
    });
    expect(JSON.parse(r.stdout), r.stderr).toEqual({ before: false, after: true });
  });
});
