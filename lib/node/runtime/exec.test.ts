import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixture, type FixturePackSpec } from '../fixtures/make-pack';
import { loadPackFromDir } from '../load-dir';
import { hcpRunner } from '../../hcp/runner';
import { withRuntime, type RuntimeOptions } from './exec';

const LEDGER = resolve(fileURLToPath(new URL('../../../packs/ledger', import.meta.url)));
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

async function fixture(spec: FixturePackSpec) {
  const f = await loadFixture(spec);
  cleanups.push(f.cleanup);
  return f;
}

/** A CLI that records every start in a marker file: proves a refusal happened before any process started. */
const MARKER_CLI = `#!/usr/bin/env node
import { appendFileSync } from 'node:fs';
appendFileSync(new URL('../started.txt', import.meta.url), process.argv.slice(2).join(' ') + '\\n');
process.stdout.write(JSON.stringify({ ok: true, argv: process.argv.slice(2) }) + '\\n');
`;

const markerPack = (extra: Partial<FixturePackSpec> = {}) =>
  fixture({
    cliBin: 'marker',
    source: MARKER_CLI,
    verbs: {
      list: { cli: ['marker', 'list'] },
      show: {
        cli: ['marker', 'show', '{{id}}', '--state', '{{state}}'],
        args: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            state: { type: 'string', enum: ['open', 'closed'] },
            limit: { type: 'integer' },
          },
          required: ['id'],
        },
      },
      pay: {
        cli: ['marker', 'pay', '{{amount}}', '--yes'],
        risk: 'write',
        confirm: 'always',
        args: { type: 'object', properties: { amount: { type: 'string' } }, required: ['amount'] },
      },
      purge: { cli: ['marker', 'purge'], risk: 'write' },
    },
    ...extra,
  });

const started = (dir: string) => existsSync(join(dir, 'started.txt'));

async function exec(
  dir: string,
  verb: string,
  args: Record<string, unknown> = {},
  options: Partial<RuntimeOptions> = {},
  consent = false,
) {
  const pack = await loadPackFromDir(dir);
  return withRuntime({ runner: hcpRunner(pack), packDir: dir, timeoutMs: 8000, ...options }, (rt) =>
    rt.exec(verb, args, { consent }),
  );
}

describe('exec pipeline: refusals before any process starts', () => {
  it('denies a read without the read grant, naming the capability', async () => {
    const r = await exec(LEDGER, 'list', {}, { grants: [] });
    expect(r).toEqual({ ok: false, code: 'denied', error: 'denied: missing verb.exec.read for ledger.list' });
  });

  it('denies a write with only the read grant', async () => {
    const r = await exec(
      LEDGER,
      'transfer',
      { amount: '2.80', payee: 'demo-transit', confirm: true },
      { grants: ['verb.exec.read'] },
    );
    expect(r.error).toBe('denied: missing verb.exec.write for ledger.transfer');
  });

  it('refuses unknown and missing arguments by name, and wrong types and enums', async () => {
    const { dir } = await markerPack();
    expect((await exec(dir, 'show', { id: '1', colour: 'red' })).error).toBe(
      'unknown argument "colour" for marker.show',
    );
    expect((await exec(dir, 'show', {})).error).toBe('missing required argument "id" for marker.show');
    expect((await exec(dir, 'show', { id: 1 })).error).toBe('argument "id" must be a string, got 1 for marker.show');
    expect((await exec(dir, 'show', { id: '1', state: 'lost' })).error).toContain(
      'argument "state" must be one of "open", "closed"',
    );
    expect((await exec(dir, 'show', { id: '1', limit: 2.5 })).error).toContain('argument "limit" must be an integer');
    expect(started(dir)).toBe(false);
  });

  it("masks what a refusal quotes: the pack's agent_env values, the caller's secrets and credential shapes", async () => {
    const { dir } = await markerPack({ wrap: { agent_env: { MARKER_TOKEN: 'tok-7f3a9c2e51' } } });
    const byEnv = await exec(dir, 'show', { id: '1', state: 'tok-7f3a9c2e51' });
    expect(byEnv.error).toBe('argument "state" must be one of "open", "closed", got "••••" for marker.show');
    const marked = await exec(dir, 'show', { id: '1', state: 'correct-horse' }, { secrets: ['correct-horse'] });
    expect(marked.error).toBe('argument "state" must be one of "open", "closed", got "••••" for marker.show');
    const shaped = await exec(dir, 'show', { id: '1', state: 'ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8' });
    expect(shaped.error).toBe('argument "state" must be one of "open", "closed", got "••••" for marker.show');
    expect(started(dir)).toBe(false);
  });

  it('the confirm gate refuses a gated write without consent, before the adapter', async () => {
    const { dir } = await markerPack();
    expect(await exec(dir, 'pay', { amount: '5' })).toEqual({
      ok: false,
      code: 'confirm_required',
      error: 'confirm required',
    });
    expect(await exec(dir, 'pay', { amount: '5', confirm: 'yes' })).toMatchObject({ error: 'confirm required' });
    expect(started(dir)).toBe(false);
  });

  it('an argument named confirm is never consent, for either gate: only the caller’s consent option is', async () => {
    const { dir } = await markerPack();
    expect(await exec(dir, 'pay', { amount: '5', confirm: true })).toMatchObject({ code: 'confirm_required' });
    const studio = { approval: 'every-write' } as const;
    expect(await exec(dir, 'purge', { confirm: true }, studio)).toMatchObject({ code: 'approval_required' });
    expect(await exec(dir, 'pay', { amount: '5', confirm: true }, studio)).toMatchObject({ code: 'confirm_required' });
    expect(started(dir)).toBe(false);
  });

  it("the spec's gate (the default) runs a write that policy.json does not confirm-gate, as an agent's host would", async () => {
    const { dir } = await markerPack();
    expect(await exec(dir, 'purge')).toMatchObject({ ok: true, result: { argv: ['purge', '--json'] } });
  });

  it('approval "every-write" refuses every write without consent, before any process, and runs it with it', async () => {
    const { dir } = await markerPack();
    const studio = { approval: 'every-write' } as const;
    expect(await exec(dir, 'purge', {}, studio)).toEqual({
      ok: false,
      code: 'approval_required',
      error:
        'approval required: marker.purge is a write (policy.json risk "write"), and this runtime runs a write only once a person approves it (its approval card\'s approve button; a "confirm" argument is not an approval)',
    });
    expect(await exec(dir, 'pay', { amount: '5' }, studio)).toMatchObject({ code: 'confirm_required' });
    expect(started(dir)).toBe(false);
    expect(await exec(dir, 'list', {}, studio)).toMatchObject({ ok: true });
    expect(await exec(dir, 'purge', {}, studio, true)).toMatchObject({
      ok: true,
      result: { argv: ['purge', '--json'] },
    });
  });

  it('runs the consented write and never passes confirm to the CLI', async () => {
    const { dir } = await markerPack();
    const r = await exec(dir, 'pay', { amount: '5', confirm: true }, {}, true);
    expect(r).toMatchObject({ ok: true, result: { argv: ['pay', '5', '--yes', '--json'] } });
  });

  it('sandbox: a bare bin not allow-listed fails closed, never falling back to PATH', async () => {
    const { dir } = await markerPack({ bin: 'node' });
    const r = await exec(dir, 'list', {}, { allowlist: [] });
    expect(r).toEqual({ ok: false, code: 'sandbox', error: 'sandbox: bin "node" not allowlisted' });
  });

  it('sandbox: an allow-listed bare bin runs from PATH', async () => {
    const { dir } = await fixture({
      cliBin: 'node',
      verbs: { version: { cli: ['node', '--version'], risk: 'read' } },
      bin: 'node',
      source: '',
      wrap: { json_flag: [] },
    });
    const r = await exec(dir, 'version', {}, { allowlist: ['node'] });
    expect(r.ok).toBe(true);
    expect(r.run?.stdout).toMatch(/^v\d+/);
  });

  it('sandbox: a bin path outside the pack is refused, also through a symlink', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    cleanups.push(() => rmSync(outside, { recursive: true, force: true }));
    writeFileSync(join(outside, 'evil.mjs'), MARKER_CLI);
    const { dir } = await markerPack({ bin: `../${outside.split('/').pop()}/evil.mjs` });
    expect((await exec(dir, 'list')).error).toMatch(/^sandbox: bin ".*evil\.mjs" resolves outside the pack$/);
    const linked = await markerPack({ bin: './bin/link.mjs' });
    symlinkSync(join(outside, 'evil.mjs'), join(linked.dir, 'bin', 'link.mjs'));
    expect((await exec(linked.dir, 'list')).error).toBe('sandbox: bin "./bin/link.mjs" resolves outside the pack');
    const absolute = await markerPack({ bin: join(outside, 'evil.mjs') });
    expect((await exec(absolute.dir, 'list')).error).toContain('resolves outside the pack');
    expect(existsSync(join(outside, '..', 'started.txt'))).toBe(false);
  });

  it('sandbox: a bin missing from the pack is refused', async () => {
    const { dir } = await markerPack({ bin: './bin/nope.mjs' });
    expect((await exec(dir, 'list')).error).toBe('sandbox: bin "./bin/nope.mjs" not found in the pack');
  });
});

describe('exec pipeline: runs', () => {
  it('returns the parsed JSON result and the run', async () => {
    const r = await exec(LEDGER, 'status');
    expect(r.ok).toBe(true);
    expect(r.result).toMatchObject({ currency: 'EUR', payees: expect.arrayContaining(['demo-transit']) });
    expect(r.run).toMatchObject({ argv: ['ledger', 'status', '--json'], exit_code: 0, timed_out: false });
  });

  it('a failing command is ok: false with its own explanation', async () => {
    const { dir } = await fixture({ cliBin: 'well', script: 'well.mjs', verbs: { fail: { cli: ['well', 'fail'] } } });
    const r = await exec(dir, 'fail');
    expect(r).toMatchObject({ ok: false, code: 'failed', error: 'exit 1: well: backend unavailable' });
  });

  it('keeps state in one fresh HCP_HOME per runtime', async () => {
    const pack = await loadPackFromDir(LEDGER);
    const homes = await Promise.all(
      [0, 1].map(() =>
        withRuntime({ runner: hcpRunner(pack), packDir: LEDGER }, async (rt) => {
          await rt.exec('transfer', { amount: '1.00', payee: 'demo-grocer' }, { consent: true });
          const list = await rt.exec('list');
          return (list.result as { total: number }).total;
        }),
      ),
    );
    expect(homes).toEqual([1, 1]);
  });
});

describe('working directory by wrap.workspace.mode', () => {
  const cwdOf = async (mode: string | undefined, options: Partial<RuntimeOptions> = {}) => {
    const { dir } = await fixture({
      cliBin: 'well',
      script: 'well.mjs',
      verbs: { cwd: { cli: ['well', 'cwd'] } },
      wrap: mode ? { workspace: { mode } } : {},
    });
    const pack = await loadPackFromDir(dir);
    return withRuntime({ runner: hcpRunner(pack), packDir: dir, ...options }, async (rt) => {
      const a = (await rt.exec('cwd')).result as { cwd: string };
      const b = (await rt.exec('cwd')).result as { cwd: string };
      return { dir: realpathSync(dir), a: a.cwd, b: b.cwd };
    });
  };

  it("none (the default): the scratch folder given, else one of the runtime's own; never the pack directory", async () => {
    const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'scratch-')));
    cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
    expect((await cwdOf(undefined, { scratchDir: scratch })).a).toBe(scratch);
    const own = await cwdOf(undefined);
    expect(own.a).not.toBe(own.dir);
    expect(own.a).toMatch(/packstudio-run-.*\/scratch$/);
    expect(existsSync(own.a)).toBe(false); // removed with the runtime
  });

  it("project: the run's project folder, else its scratch folder; never the caller's working directory", async () => {
    const project = realpathSync(mkdtempSync(join(tmpdir(), 'project-')));
    const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'scratch-')));
    cleanups.push(
      () => rmSync(project, { recursive: true, force: true }),
      () => rmSync(scratch, { recursive: true, force: true }),
    );
    expect((await cwdOf('project', { projectDir: project, scratchDir: scratch })).a).toBe(project);
    expect((await cwdOf('project', { scratchDir: scratch })).a).toBe(scratch);
    const none = await cwdOf('project', { env: { ...process.env, HCP_PROJECT_DIR: project } });
    expect([project, process.cwd()]).not.toContain(none.a);
  });

  it('project: the folder is checked again at every start; a link swapped in, the checkout or / starts nothing', async () => {
    const { dir } = await fixture({
      cliBin: 'well',
      script: 'well.mjs',
      verbs: { cwd: { cli: ['well', 'cwd'] } },
      wrap: { workspace: { mode: 'project' } },
    });
    const pack = await loadPackFromDir(dir);
    const base = realpathSync(mkdtempSync(join(tmpdir(), 'swap-')));
    cleanups.push(() => rmSync(base, { recursive: true, force: true }));
    const project = join(base, 'project');
    mkdirSync(project);
    await withRuntime({ runner: hcpRunner(pack), packDir: dir, projectDir: project }, async (rt) => {
      expect(((await rt.exec('cwd')).result as { cwd: string }).cwd).toBe(project);
      // Chosen, then swapped for a link to the studio's checkout between two starts.
      rmSync(project, { recursive: true });
      symlinkSync(process.cwd(), project);
      const swapped = await rt.exec('cwd');
      expect(swapped).toMatchObject({ ok: false, code: 'sandbox' });
      expect(swapped.ok ? '' : swapped.error).toContain('nothing was run');
      expect(swapped.run).toBeUndefined();
    });
    for (const projectDir of [process.cwd(), '/', dirname(process.cwd()), dir])
      await withRuntime({ runner: hcpRunner(pack), packDir: dir, projectDir }, async (rt) => {
        const refused = await rt.exec('cwd');
        expect(refused).toMatchObject({ ok: false, code: 'sandbox' });
        expect(refused.ok ? '' : refused.error).toMatch(/checkout|root of the file system|pack folder/);
      });
  });

  it('workspace: a private directory for the pack under HCP_HOME, kept between calls', async () => {
    const r = await cwdOf('workspace');
    expect(r.a).toMatch(/pack-home\/workspaces\/well$/);
    expect(r.b).toBe(r.a);
  });

  it('ephemeral: a fresh directory for each command, removed afterwards', async () => {
    const r = await cwdOf('ephemeral');
    expect(r.a).not.toBe(r.b);
    expect(existsSync(r.a)).toBe(false);
    expect(dirname(r.a)).toBe(dirname(r.b));
  });

  it('uses a given HCP_HOME and leaves it in place', async () => {
    const home = mkdtempSync(join(tmpdir(), 'given-home-'));
    cleanups.push(() => rmSync(home, { recursive: true, force: true }));
    mkdirSync(join(home, 'x'));
    const r = await cwdOf('workspace', { packHome: home });
    expect(r.a).toBe(join(realpathSync(home), 'workspaces', 'well'));
    expect(existsSync(join(home, 'x'))).toBe(true);
  });
});
