import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIS } from '../fixtures/make-pack';
import { childEnv } from './env';
import { parseJsonOutput, runProcess } from './process';

const node = (script: string, args: string[] = [], extra: Partial<Parameters<typeof runProcess>[0]> = {}) =>
  runProcess({ file: process.execPath, args: [join(CLIS, script), ...args], cwd: CLIS, env: { PATH: process.env.PATH ?? '' }, timeoutMs: 5000, ...extra });

/** Alive and not a zombie (an orphan killed here is reparented to init, which may be slow to reap it). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function waitDead(pid: number, ms = 1000) {
  const end = Date.now() + ms;
  while (alive(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return !alive(pid);
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
    const pid = (JSON.parse(r.stdout.split('\n')[0]) as { grandchild: number }).grandchild;
    expect(await waitDead(pid)).toBe(true);
  });

  it('times out a hanging child and its grandchild within the timeout, killing the whole group', async () => {
    const started = Date.now();
    const r = await node('grandchild.mjs', ['hang', '--json'], { timeoutMs: 1500 });
    const elapsed = Date.now() - started;
    expect(r.timed_out).toBe(true);
    expect(r.exit_code).toBeNull();
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(1500 + 700);
    const pid = (JSON.parse(r.stdout.split('\n')[0]) as { grandchild: number }).grandchild;
    expect(await waitDead(pid)).toBe(true);
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

  it('runs the child with only the minimal environment', async () => {
    process.env.PACKSTUDIO_TEST_SECRET = 'sk-should-not-leak';
    try {
      const env = childEnv({ home: '/tmp/h', hcpHome: '/tmp/hcp', agentEnv: { TOOL_MODE: 'paper', PATH: '/evil', NO_COLOR: '0' } });
      const r = await node('well.mjs', ['env', '--json'], { env });
      const seen = (r.json as { env: Record<string, string> }).env;
      expect(seen.PACKSTUDIO_TEST_SECRET).toBeUndefined();
      expect(seen).toMatchObject({ NO_COLOR: '1', TERM: 'dumb', HOME: '/tmp/h', HCP_HOME: '/tmp/hcp', TOOL_MODE: 'paper', PATH: process.env.PATH });
      expect(Object.keys(seen).sort()).toEqual(expect.arrayContaining(['HCP_HOME', 'HOME', 'LANG', 'NO_COLOR', 'PATH', 'TERM', 'TOOL_MODE']));
      expect(Object.keys(seen).filter((k) => !['HCP_HOME', 'HOME', 'LANG', 'LC_ALL', 'NO_COLOR', 'PATH', 'TERM', 'TOOL_MODE', 'TZ'].includes(k))).toEqual([]);
    } finally {
      delete process.env.PACKSTUDIO_TEST_SECRET;
    }
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
