import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { leftoverDaemons } from '../fixtures/leftovers';
import { anyAlive, processesWith } from '../fixtures/processes';
import { CLIS } from '../fixtures/make-pack';
import { CancelledError, Semaphore } from '../pool';
import { childEnv } from './env';
import { LAUNCHER_VARS } from './launchers';
import { parseJsonOutput, runProcess } from './process';

const node = (script: string, args: string[] = [], extra: Partial<Parameters<typeof runProcess>[0]> = {}) =>
  runProcess({
    file: process.execPath,
    args: [join(CLIS, script), ...args],
    cwd: CLIS,
    env: { PATH: process.env.PATH ?? '' },
    timeoutMs: 5000,
    ...extra,
  });

/** The processes started by the ones holding `marker` that do not hold it themselves (a fixture's grandchild). */
function childrenOf(marker: string): number[] {
  const parents = new Set(processesWith(marker));
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && !parents.has(Number(name)))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // "pid (comm) state ppid …": the name in brackets may hold spaces, so read after its closing bracket.
        return parents.has(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        return false; // exited while we looked
      }
    })
    .map(Number);
}

/** The `grandchild-…` marker in the command line of one of these processes. */
function grandchildMarker(pids: readonly number[]): string {
  for (const pid of pids) {
    try {
      const word = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .find((w) => w.startsWith('grandchild-'));
      if (word) return word;
    } catch {
      // exited while we looked
    }
  }
  throw new Error(`no grandchild marker in the command lines of ${pids.join(', ')}`);
}

/** True once no process holds the marker a fixture printed (its pids are its PID namespace's). */
async function waitDead(marker: string, ms = 1000) {
  const end = Date.now() + ms;
  while (anyAlive(marker) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return !anyAlive(marker);
}

describe('runProcess', () => {
  it('reports exit code, ms, tokens and parsed JSON', async () => {
    const r = await node('well.mjs', ['list', '--json']);
    expect(r).toMatchObject({ exit_code: 0, timed_out: false, truncated: false, stderr: '' });
    expect(r.json).toMatchObject({ ok: true, items: [{ id: 'a1' }, { id: 'b2' }] });
    expect(r.tokens).toBe(Math.ceil(r.stdout.length / 4));
    expect(r.ms).toBeGreaterThan(0);
  });

  it('kills a grandchild that outlives its parent and holds stdout, and returns at once', async () => {
    const started = Date.now();
    const r = await node('grandchild.mjs', ['list', '--json'], { timeoutMs: 4000 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r.exit_code).toBe(0);
    const marker = (JSON.parse(r.stdout.split('\n')[0]) as { grandchild: string }).grandchild;
    expect(await waitDead(marker)).toBe(true);
  });

  it('times out a hanging child and its grandchild within the timeout, killing the whole group', async () => {
    const started = Date.now();
    const r = await node('grandchild.mjs', ['hang', '--json'], { timeoutMs: 1500 });
    const elapsed = Date.now() - started;
    expect(r.timed_out).toBe(true);
    expect(r.exit_code).toBeNull();
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(1500 + 700);
    const marker = (JSON.parse(r.stdout.split('\n')[0]) as { grandchild: string }).grandchild;
    expect(await waitDead(marker)).toBe(true);
  });

  it('kills daemons the run started in sessions of their own (double fork, setsid): none is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daemon-'));
    try {
      copyFileSync(join(CLIS, 'daemon.mjs'), join(dir, 'daemon.mjs'));
      const r = await runProcess({
        file: process.execPath,
        args: [join(dir, 'daemon.mjs'), 'list'],
        cwd: dir,
        env: { PATH: process.env.PATH ?? '' },
        timeoutMs: 8000,
      });
      expect(r).toMatchObject({ exit_code: 0, timed_out: false });
      const left = await leftoverDaemons(join(dir, 'daemon.pids'));
      expect(left.started).toBeGreaterThanOrEqual(1);
      expect(left.alive).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('closes stdin: a prompt that waits forever is cut by the timeout', async () => {
    const r = await node('stdin-wait.mjs', ['list'], { timeoutMs: 2500 });
    expect(r).toMatchObject({ timed_out: true, exit_code: null });
    expect(r.stdout).toContain('[y/N]');
  });

  it('caps output and says it was cut', async () => {
    const r = await node('big.mjs', ['list', '--json'], { maxOutputBytes: 50000 });
    expect(r.truncated).toBe(true);
    expect(r.stdout.length).toBe(50000);
    expect(r.json).toBeUndefined();
    const full = await node('big.mjs', ['list', '--json']);
    expect(full.truncated).toBe(false);
    expect(full.stdout.length).toBeGreaterThan(200000);
  });

  it('reports a process that cannot start instead of throwing', async () => {
    const r = await runProcess({ file: '/nonexistent/bin', args: [], cwd: CLIS, env: {}, timeoutMs: 1000 });
    expect(r.exit_code).toBeNull();
    expect(r.spawn_error).toMatch(/ENOENT/);
  });

  it('an argument over the kernel limit (an agent value of 200 KB) is a clear refusal, not a thrown spawn E2BIG', async () => {
    const value = 'x'.repeat(200_000);
    const r = await runProcess({
      file: process.execPath,
      args: ['-e', '0', value],
      cwd: CLIS,
      env: {},
      timeoutMs: 5000,
    });
    expect(r.exit_code).toBeNull();
    expect(r.spawn_error).toMatch(
      /^E2BIG: the command line is too long for the system \(\d+ bytes, the longest argument 200000;/,
    );
    // The refusal names sizes, never the value.
    expect(r.spawn_error).not.toContain('xxxx');
    // The slot was given back: the next run starts.
    const next = await runProcess({ file: process.execPath, args: ['-e', '0'], cwd: CLIS, env: {}, timeoutMs: 5000 });
    expect(next.exit_code).toBe(0);
  });

  it('runs the child with only the minimal environment', async () => {
    process.env.PACKSTUDIO_TEST_SECRET = 'sk-should-not-leak';
    try {
      const env = childEnv({
        home: '/tmp/h',
        packHome: '/tmp/hcp',
        homeVariables: ['HCP_HOME'],
        agentEnv: { TOOL_MODE: 'paper', PATH: '/evil', NO_COLOR: '0', HCP_HOME: '/evil' },
      });
      const r = await node('well.mjs', ['env', '--json'], { env });
      const seen = (r.json as { env: Record<string, string> }).env;
      expect(seen.PACKSTUDIO_TEST_SECRET).toBeUndefined();
      expect(seen).toMatchObject({
        NO_COLOR: '1',
        TERM: 'dumb',
        HOME: '/tmp/h',
        HCP_HOME: '/tmp/hcp',
        TOOL_MODE: 'paper',
        PATH: process.env.PATH,
      });
      expect(Object.keys(seen).sort()).toEqual(
        expect.arrayContaining(['HCP_HOME', 'HOME', 'LANG', 'NO_COLOR', 'PATH', 'TERM', 'TOOL_MODE']),
      );
      // PACKSTUDIO_RUN marks every process of the run, so none can outlive it (./contain.ts).
      expect(seen.PACKSTUDIO_RUN).toMatch(/^[0-9a-f-]{36}$/);
      expect(
        Object.keys(seen).filter(
          (k) =>
            ![
              'HCP_HOME',
              'HOME',
              'LANG',
              'LC_ALL',
              'NO_COLOR',
              'PACKSTUDIO_RUN',
              'PATH',
              'TERM',
              'TOOL_MODE',
              'TZ',
              ...LAUNCHER_VARS,
            ].includes(k),
        ),
      ).toEqual([]);
    } finally {
      delete process.env.PACKSTUDIO_TEST_SECRET;
    }
  });
});

/** A node process that sleeps `ms` then prints "slept". */
const sleeper = (ms: number, extra: Partial<Parameters<typeof runProcess>[0]> = {}) =>
  runProcess({
    file: process.execPath,
    args: ['-e', `setTimeout(() => console.log("slept"), ${ms})`],
    cwd: CLIS,
    env: { PATH: process.env.PATH ?? '' },
    timeoutMs: 5000,
    ...extra,
  });

describe('runProcess under the process bound', () => {
  it('waits for a slot, and its timeout and ms count from the spawn, never from the wait', async () => {
    const slots = new Semaphore(() => 1);
    const started = performance.now();
    const first = sleeper(1200, { slots });
    // Queued behind 1.2 s of work with a 900 ms timeout: it must not time out, and its ms must not include the wait.
    const second = sleeper(150, { slots, timeoutMs: 900 });
    const [a, b] = await Promise.all([first, second]);
    const wall = performance.now() - started;
    expect(a).toMatchObject({ exit_code: 0, timed_out: false });
    expect(b).toMatchObject({ exit_code: 0, timed_out: false, stdout: 'slept\n' });
    expect(wall).toBeGreaterThan(a.ms + 100);
    expect(b.ms).toBeLessThan(800);
    expect(b.ms).toBeGreaterThanOrEqual(150);
    expect(slots.running).toBe(0);
  });

  it('never runs more processes than the slots allow', async () => {
    const slots = new Semaphore(() => 2);
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, slots.running)), 5);
    const runs = await Promise.all(Array.from({ length: 5 }, () => sleeper(100, { slots })));
    clearInterval(watch);
    expect(runs.every((r) => r.exit_code === 0)).toBe(true);
    expect(peak).toBe(2);
  });

  it('a run cancelled while it waits never starts', async () => {
    const slots = new Semaphore(() => 1);
    const release = await slots.acquire();
    const controller = new AbortController();
    const waiting = sleeper(100, { slots, signal: controller.signal });
    controller.abort(new CancelledError());
    const r = await waiting;
    release();
    expect(r).toMatchObject({ cancelled: true, exit_code: null, ms: 0, stdout: '' });
  });

  it('cancelling a running process kills its whole group, grandchildren too', async () => {
    const controller = new AbortController();
    // An argument the fixture ignores, so this run's processes are found in the process table.
    const token = `cancel-${randomUUID()}`;
    const run = node('grandchild.mjs', ['hang', '--json', token], { timeoutMs: 8000, signal: controller.signal });
    // Cancelled once the grandchild is forked (waited for in the process table, not for a fixed time).
    await vi.waitFor(() => expect(childrenOf(token)).not.toEqual([]), { timeout: 5000, interval: 20 });
    // The grandchild's marker is read from its own command line: the fixture may not have printed it yet.
    const marker = grandchildMarker(childrenOf(token));
    controller.abort(new CancelledError());
    const r = await run;
    // Ended by the cancel, not by its 8 s timeout (`timed_out: false`): no wall clock, which a busy machine stretches.
    expect(r).toMatchObject({ cancelled: true, timed_out: false, exit_code: null });
    expect(await waitDead(marker)).toBe(true);
  });
});

describe('parseJsonOutput', () => {
  it('parses one document or JSON lines, else undefined', () => {
    expect(parseJsonOutput('{"a":1}\n')).toEqual({ a: 1 });
    expect(parseJsonOutput('{"a":1}\n{"a":2}\n')).toEqual([{ a: 1 }, { a: 2 }]);
    expect(parseJsonOutput('hello\n{"a":1}')).toBeUndefined();
    expect(parseJsonOutput('')).toBeUndefined();
  });
});
