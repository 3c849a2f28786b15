import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { httpPack } from '../../recued/test-fixtures';
import { runCli } from '../test-cli';

const dir = mkdtempSync(join(tmpdir(), 'cli-composition-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the files into a fresh folder and runs `packstudio composition …` there. */
async function run(args: string[], files: Record<string, string> = {}) {
  const cwd = mkdtempSync(join(dir, 'run-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(cwd, name, '..'), { recursive: true });
    writeFileSync(join(cwd, name), text);
  }
  return { ...(await runCli(['composition', ...args], cwd)), cwd };
}

const clean = httpPack();
const broken = httpPack((p) => {
  p.connection_hints[0].values['config.base_url'] = 'https://localhost:8080';
  p.contents[0].composition.operations[1].approval = 'never';
});
const warnOnly = httpPack((p) => (p.contents[0].composition.operations[1].approval = 'never'));
const noSlug = httpPack((p) => delete (p as { slug?: string }).slug);

describe('composition check', () => {
  it('exits 0 on a clean pack, with the summary line', async () => {
    const r = await run(['check', 'pack.json'], { 'pack.json': clean });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    // The last line is the summary; the agent-readiness layer (not part of the score) is said above it.
    expect(r.stdout.split('\n').at(-1)).toBe('acme-tasks: 0 errors, 0 warnings, 0 notes');
    expect(r.stdout).toContain('agent readiness (not part of the score)');
  });

  it('prints the one Report shape with --json and exits 1 on an error', async () => {
    const r = await run(['check', 'pack.json', '--json'], { 'pack.json': broken });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('\n  "ok": false');
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual([
      'pack_id',
      'format',
      'ok',
      'score',
      'grade',
      'ready',
      'categories',
      'scoreAfterSuppressions',
      'gradeAfterSuppressions',
      'counts',
      'findings',
      'suppressed',
      'unmatchedSuppressions',
      'layers',
      // A composition has no report sections: no probe or eval key (an HCP pack's report has both).
      'policy',
      'agent',
    ]);
    expect(report).toMatchObject({
      pack_id: 'acme-tasks',
      format: 'recued',
      ok: false,
      score: null,
      grade: null,
      ready: null,
      counts: { error: 1, warn: 1, info: 0 },
    });
    expect(report.layers).toEqual([{ layer: 'static', status: 'ran' }]);
    expect(report.findings[0]).toMatchObject({
      id: 'C-hint-endpoint',
      severity: 'error',
      pointer: '/connection_hints/0/values/config.base_url',
      file: 'pack.json',
      docs: '/rules/C-hint-endpoint',
    });
    expect(report.findings[0].line).toBeGreaterThan(1);
    expect(report.findings[1]).toMatchObject({ id: 'C-write-without-approval', severity: 'warn' });
  });

  it('prints each finding as `check` does (severity, id, file pointer:line:col, message, fix), then the counts', async () => {
    const r = await run(['check', 'pack.json'], { 'pack.json': broken });
    expect(r.stdout).toMatch(
      /^error {2}C-hint-endpoint {2}pack\.json \/connection_hints\/0\/values\/config\.base_url:\d+:\d+\n {7}hint values/,
    );
    expect(r.stdout).toContain('\n       fix: ');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('acme-tasks: 1 error, 1 warning, 0 notes');
  });

  // Deliberately changed: one exit policy for every command (composition check exited 0 here, check 2).
  it('exits 2 on warnings only, and 1 with --strict', async () => {
    const r = await run(['check', 'p.json'], { 'p.json': warnOnly });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('C-write-without-approval');
    expect((await run(['check', 'p.json', '--strict'], { 'p.json': warnOnly })).code).toBe(1);
  });

  it('takes the signed-in handle from --publisher', async () => {
    expect((await run(['check', 'p.json', '--publisher', 'bob'], { 'p.json': clean })).code).toBe(1);
    expect((await run(['check', 'p.json', '--publisher=local'], { 'p.json': clean })).code).toBe(0);
  });

  it('names the report after the folder when the document has no slug', async () => {
    const r = await run(['check', 'acme/pack.json', '--json'], { 'acme/pack.json': noSlug });
    expect(JSON.parse(r.stdout).pack_id).toBe('acme');
  });

  it('--agent prints the fix list headed by this tool, with the command to run again', async () => {
    const r = await run(['check', 'pack.json', '--agent'], { 'pack.json': broken });
    expect(r.stdout).toMatch(/^# Pack Studio check: acme-tasks\n\n1 error, 1 warning\.\n/);
    expect(r.stdout).toContain('## Fix now (errors)');
    expect(r.stdout).toContain('run `packstudio composition check pack.json --agent` again');
    expect(r.stdout).not.toContain('Score');
  });

  it.each([
    [[], 'missing subcommand'],
    [['lint', 'x'], 'unknown subcommand "lint"'],
    [['check'], 'missing FILE'],
    [['check', 'a', 'b'], 'one FILE only'],
    [['check', 'a', '--publisher'], '--publisher needs a value'],
    [['check', 'a', '--publisher', '--json'], '--publisher needs a value'],
    [['check', 'a', '--yaml'], 'unknown option --yaml'],
    [['check', 'a', '-j'], 'unknown option -j'],
    [['check', 'a', '--json', '--agent'], '--json and --agent ask for different output formats'],
    // Deliberately changed: sarif is a format now (issue 11); a name no formatter has is still a usage error.
    [['check', 'a', '--format', 'xml'], 'unknown format "xml"'],
  ])('exits 64 on bad usage %j', async (args, message) => {
    const r = await run(args, { a: clean });
    expect(r.code).toBe(64);
    expect(r.stderr).toContain(message);
    // With --json alone the failure is also one JSON object on stdout; otherwise stdout stays empty.
    if (args.includes('--json') && !args.includes('--agent'))
      expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'usage', message: expect.stringContaining(message) });
    else expect(r.stdout).toBe('');
  });

  it('a missing file exits 66 and says so on stderr', async () => {
    const r = await run(['check', 'nope.json']);
    expect(r).toMatchObject({ code: 66, stdout: '' });
    expect(r.stderr).toBe('packstudio composition: cannot read nope.json: no such file');
  });

  it('refuses a pack.json over the pack-file limit before reading it, naming its size and the limit', async () => {
    const cwd = mkdtempSync(join(dir, 'big-'));
    // 50 MB, sparse: the size is real, the disk is not filled.
    writeFileSync(join(cwd, 'pack.json'), '');
    truncateSync(join(cwd, 'pack.json'), 50 * 1024 * 1024);
    const r = await runCli(['composition', 'check', 'pack.json', '--json'], cwd);
    expect(r.code).toBe(66);
    expect(JSON.parse(r.stdout)).toEqual({
      error: {
        code: 'no_input',
        path: 'pack.json',
        message: 'cannot read pack.json: pack.json is 50.00 MB, over the 1.00 MB limit of a pack file',
      },
    });
    const fixed = await runCli(['composition', 'check', 'pack.json', '--fix'], cwd);
    expect(fixed.code).toBe(66);
    expect(fixed.stderr).toContain('over the 1.00 MB limit of a pack file');
  });

  // issue 12: with --json every outcome is one JSON object on stdout.
  it.each([
    [
      'a missing file',
      ['check', 'nope.json', '--json'],
      {},
      { path: 'nope.json', message: 'cannot read nope.json: no such file' },
    ],
    [
      'a folder',
      ['check', 'folder', '--format', 'json'],
      { 'folder/x': '' },
      { path: 'folder', message: 'cannot read folder: it is a folder, not a file' },
    ],
  ])('with --json, %s prints one JSON object on stdout and exits 66', async (_, args, files, error) => {
    const r = await run(args, files);
    expect(r.code).toBe(66);
    expect(JSON.parse(r.stdout)).toEqual({ error: { code: 'no_input', ...error } });
    expect(r.stderr).toContain(error.message);
  });

  it('the packstudio bin itself exits 2 on a composition with warnings only', () => {
    const file = join(mkdtempSync(join(dir, 'bin-')), 'pack.json');
    writeFileSync(file, warnOnly);
    const bin = fileURLToPath(new URL('../bin.mjs', import.meta.url));
    const r = spawnSync(process.execPath, [bin, 'composition', 'check', file, '--json'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ format: 'recued', ok: true, counts: { error: 0, warn: 1 } });
  });
});
