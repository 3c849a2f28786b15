import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/test-cli';
import { lintLoadedPack } from '../../hcp/lint/lint';
import { CLIS, FIXTURE_CLIS } from '../fixtures/make-pack';
import { runFullCheck } from '../../formats/hcp/node';
import { loadPackFromDir } from '../load-dir';
import { wrapCli, writeWrappedPack } from '.';
import { probesOf } from '../../hcp/records';

let work = '';
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'wrap-test-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The fixture CLIs live in the checkout, outside the test's workspace: named on the allow-list, as an author would
// name a CLI from elsewhere on the machine (lib/node/wrap/outside-bin.ts).
const savedAllowlist = process.env.PACKSTUDIO_ALLOWLIST;
beforeAll(() => {
  process.env.PACKSTUDIO_ALLOWLIST = FIXTURE_CLIS;
});
afterAll(() => {
  if (savedAllowlist === undefined) delete process.env.PACKSTUDIO_ALLOWLIST;
  else process.env.PACKSTUDIO_ALLOWLIST = savedAllowlist;
});

/** Runs `packstudio wrap …` in its own empty folder and says what it printed and what it left on disk. */
async function wrap(args: string[], env: Record<string, string | undefined> = {}) {
  const cwd = mkdtempSync(join(work, 'cwd-'));
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    return { ...(await runCli(['wrap', ...args], cwd)), cwd, files: readdirSync(cwd) };
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

const fixture = (name: string) => join(CLIS, name);

describe('bad input: one clear line, no pack written', () => {
  it('a BIN that does not exist: exit 66 (no input)', async () => {
    const run = await wrap(['./no-such-cli']);
    expect(run).toMatchObject({
      code: 66,
      stdout: '',
      stderr: 'packstudio wrap: ./no-such-cli does not exist; no pack written',
      files: [],
    });
  });

  it.each([
    [
      'a bare name that is not allow-listed',
      ['ls'],
      /^packstudio wrap: "ls" is not allow-listed: set PACKSTUDIO_ALLOWLIST=ls to let wrap run it; no pack written$/,
    ],
    [
      'a CLI that hangs on --help',
      [fixture('wrap-hang.mjs'), '--timeout', '700'],
      /^packstudio wrap: `wrap-hang --help` did not finish within 700 ms \(stdin closed; its process group was killed\); no pack written$/,
    ],
    [
      'a CLI that prints nothing',
      [fixture('wrap-silent.mjs')],
      /^packstudio wrap: wrap-silent printed nothing for --help, -h or help; no pack written$/,
    ],
    [
      'a CLI that prints 10 MB',
      [fixture('wrap-flood.mjs')],
      /^packstudio wrap: `wrap-flood --help` printed more than 512 KB: that is not a help page; no pack written$/,
    ],
    [
      'a CLI whose help only fails with an error',
      [fixture('wrap-fails.mjs')],
      /^packstudio wrap: `wrap-fails --help` exited 1: error: no default toolchain is configured; no pack written$/,
    ],
  ])('%s: exit 1', async (_, args, message) => {
    const run = await wrap(args, { PACKSTUDIO_ALLOWLIST: FIXTURE_CLIS });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.split('\n')).toHaveLength(1);
    expect(run.stdout).toBe('');
    expect(run.files).toEqual([]);
  });

  it('with --json, the refusal is also one JSON object on stdout', async () => {
    const run = await wrap(['ls', '--json'], { PACKSTUDIO_ALLOWLIST: undefined });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        code: 'refused',
        message: '"ls" is not allow-listed: set PACKSTUDIO_ALLOWLIST=ls to let wrap run it; no pack written',
      },
    });
    const missing = await wrap(['./gone', '--json']);
    expect(missing.code).toBe(66);
    expect(JSON.parse(missing.stdout)).toEqual({
      error: { code: 'no_input', path: './gone', message: './gone does not exist; no pack written' },
    });
    expect([...run.files, ...missing.files]).toEqual([]);
  });

  it('a path that is not executable', async () => {
    const script = join(work, 'plain.sh');
    writeFileSync(script, '#!/bin/sh\necho usage\n');
    chmodSync(script, 0o644);
    const run = await wrap([script]);
    expect(run.stderr).toBe(`packstudio wrap: ${script} is not executable (chmod +x it); no pack written`);
    expect(run.files).toEqual([]);
  });

  it('an --out folder that is not empty is left alone', async () => {
    const cwd = mkdtempSync(join(work, 'taken-'));
    mkdirSync(join(cwd, 'tasks'));
    writeFileSync(join(cwd, 'tasks', 'keep.txt'), 'mine');
    const run = await wrap([fixture('wrap-tasks.mjs'), '--out', join(cwd, 'tasks')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/already exists and is not empty; choose another --out or --id; no pack written$/);
    expect(readdirSync(join(cwd, 'tasks'))).toEqual(['keep.txt']);
  });
});

describe('a help with no command list', () => {
  it('writes its plain invocation, never the template, and says in one line that it has no commands', async () => {
    const run = await wrap([fixture('wrap-nolist.mjs'), '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ ok: true, pack_id: 'wrap-nolist', shape: 'none' });
    expect(report.commands.map((c: { cli: string[] }) => c.cli)).toEqual([['wrap-nolist', '{{file}}']]);
    expect(report.notes[0]).toBe(
      'wrap-nolist has no commands of its own; add them in the Commands view (the pack holds `wrap-nolist` with what its usage line requires to start from)',
    );
    const pack = await loadPackFromDir(report.dir);
    expect(lintLoadedPack(pack)).toEqual([]);
    expect(pack.model.wrap?.bin).toBe('./bin/wrap-nolist.mjs');
    expect(pack.model.commands.some((c) => c.key.startsWith('example.'))).toBe(false);
    const text = await wrap([fixture('wrap-nolist.mjs'), '--id', 'shrink-text']);
    expect(text.stderr + text.stdout).toContain('1 plain invocation: the CLI has no commands of its own');
  });
});

describe('a CLI with a command list', () => {
  it('writes four files and the copied script, passes lint, and check --probe runs it', async () => {
    const run = await wrap([fixture('wrap-tasks.mjs'), '--id', 'tasks', '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.layout).toBe('cobra');
    expect(
      report.commands.map((c: { key: string; risk: string; confirm?: unknown }) => [c.key, c.risk, c.confirm ?? null]),
    ).toEqual([
      ['status', 'read', null],
      ['list', 'read', null],
      ['show', 'read', null],
      // nothing in its help names a file: adding a task is no plain local edit, so it asks first
      ['add', 'write', true],
      ['remove', 'write', true],
    ]);
    expect(report.left_out.map((l: { name: string }) => l.name)).toEqual(['completion', 'help']);
    expect(report.help_runs).toBeGreaterThanOrEqual(6);
    const dir = join(run.cwd, 'tasks');
    expect(readdirSync(dir).sort()).toEqual(['HARNESS.md', 'bin', 'hcp.eval.json', 'policy.json', 'surface.json']);
    expect(statSync(join(dir, 'bin', 'wrap-tasks.mjs')).mode & 0o111).not.toBe(0);
    const surface = JSON.parse(readFileSync(join(dir, 'surface.json'), 'utf8'));
    expect(surface.wrap).toEqual({ bin: './bin/wrap-tasks.mjs', json_flag: ['-o', 'json'] });
    expect(surface.verbs.remove.cli).toEqual(['wrap-tasks', 'remove', '--yes', '{{id}}']);
    expect(surface.verbs.list.cli).toEqual(['wrap-tasks', 'list', '--limit={{limit}}']);
    expect(surface.verbs.list.args.properties.limit).toEqual({
      type: 'string',
      description: 'How many tasks to list.',
    });

    const pack = await loadPackFromDir(dir);
    expect(lintLoadedPack(pack)).toEqual([]);
    const checked = await runFullCheck(pack, dir, { layers: { probe: true, eval: true }, timeoutMs: 5000 });
    const probed = probesOf(checked).map((p) => p.argv.join(' '));
    expect(probed).toEqual(
      expect.arrayContaining(['wrap-tasks --help', 'wrap-tasks list -o json', 'wrap-tasks status -o json']),
    );
    expect(probesOf(checked).find((p) => p.argv.join(' ') === 'wrap-tasks list -o json')).toMatchObject({
      exit_code: 0,
      json: true,
    });
    expect(checked.findings.filter((f) => f.category === 'probe' && f.severity === 'error')).toEqual([]);
  });

  it('the text report lists the commands, what was left out and what to run next', async () => {
    const run = await wrap([fixture('wrap-tasks.mjs')]);
    expect(run.stdout).toMatch(
      /^wrote .*wrap-tasks: 5 command\(s\) from \d+ help run\(s\) in \d+ ms \(layout: cobra\)/,
    );
    expect(run.stdout).toMatch(/\n {2}remove +write, confirm +wrap-tasks remove --yes \{\{id\}\}/);
    expect(run.stdout).toMatch(/left out \(2\); the studio swaps them in, or by hand:\n {2}completion: /);
    expect(run.stdout).toMatch(/next: packstudio check .*wrap-tasks --probe$/);
  });
});

describe('the process side', () => {
  it('runs a bare name only when the allow-list names it', async () => {
    const bin = mkdtempSync(join(work, 'path-'));
    copyFileSync(fixture('wrap-tasks.mjs'), join(bin, 'tasks'));
    chmodSync(join(bin, 'tasks'), 0o755);
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
    expect(await wrapCli('tasks', { cwd: work, env, allowlist: [] })).toEqual({
      ok: false,
      error: '"tasks" is not allow-listed: set PACKSTUDIO_ALLOWLIST=tasks to let wrap run it',
    });
    expect(await wrapCli('nope', { cwd: work, env, allowlist: ['nope'] })).toEqual({
      ok: false,
      error: '"nope" was not found on PATH',
      missing: true,
    });
    const ok = await wrapCli('tasks', { cwd: work, env, allowlist: ['tasks'] });
    if (!ok.ok) throw new Error(ok.error);
    const surface = JSON.parse(ok.draft.files['surface.json']);
    // a CLI on PATH: its bare name, run in the project (M023)
    expect(surface.wrap).toEqual({ bin: 'tasks', json_flag: ['-o', 'json'], workspace: { mode: 'project' } });
    expect(ok.copyBin).toBeUndefined();
  });

  it('starts a CLI on PATH by its PATH name, so a multi-call program knows what it is', async () => {
    const bin = mkdtempSync(join(work, 'multi-'));
    symlinkSync(fixture('wrap-multicall.mjs'), join(bin, 'tasks'));
    const result = await wrapCli('tasks', {
      cwd: work,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      allowlist: ['tasks'],
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.draft.commands.map((c) => c.key)).toEqual(['status', 'list', 'show']);
  });

  it('stops at the total timeout and says so', async () => {
    const slow = join(work, 'slow.mjs');
    writeFileSync(
      slow,
      `#!/usr/bin/env node
const a = process.argv.slice(2);
if (a[0] === '--help') { process.stdout.write('Usage:\\n  slow [command]\\n\\nAvailable Commands:\\n  list        List things\\n  show        Show a thing\\n  status      Status\\n'); process.exit(0); }
setTimeout(() => process.exit(0), 5000);
`,
    );
    chmodSync(slow, 0o755);
    const started = Date.now();
    const result = await wrapCli(slow, { cwd: work, perCallMs: 3000, totalMs: 1500, concurrency: 1 });
    expect(Date.now() - started).toBeLessThan(4500);
    if (!result.ok) throw new Error(result.error);
    expect(result.draft.notes.some((n) => /stopped reading subcommand help after 1500 ms/.test(n))).toBe(true);
    // in no Fig spec and never checked live: not drafted, and said so (a name is never drafted on the listing's word alone)
    expect(result.draft.shape).toBe('none');
    expect(result.draft.notes).toContainEqual(
      'not drafted: status, list, show (in no Fig spec, and not checked live before the time ran out)',
    );
  });

  it('writes the pack in one step: nothing is left behind when a write fails', async () => {
    const parent = mkdtempSync(join(work, 'atomic-'));
    const result = await wrapCli(fixture('wrap-tasks.mjs'), { cwd: work });
    if (!result.ok) throw new Error(result.error);
    await expect(
      writeWrappedPack(join(parent, 'p'), { ...result, copyBin: { from: join(work, 'missing'), to: 'bin/x' } }),
    ).rejects.toThrow(/ENOENT/);
    expect(readdirSync(parent)).toEqual([]);
    expect(existsSync(join(parent, 'p'))).toBe(false);
  });
});
