import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIS, loadFixture } from '../fixtures/make-pack';
import { anyAlive, processesWith, until } from '../fixtures/processes';
import { hcpRunner } from '../../hcp/runner';
import { withRuntime } from './exec';
import { pidNamespace } from './pid-namespace';
import { runProcess } from './process';

/**
 * A CLI whose survivor escapes every net but one: its process group and session (setsid), its parent chain (a double
 * fork), its cgroup (as root, into the root cgroup) and the run's mark (an empty environment). Its PID namespace
 * (./pid-namespace.ts) is the net it cannot leave: once the run ends, the survivor is gone.
 */
const dir = mkdtempSync(join(tmpdir(), 'escape-'));
copyFileSync(join(CLIS, 'escape.mjs'), join(dir, 'escape.mjs'));
const survivors: string[] = [];
afterAll(() => {
  // Whatever a failing run left alive, ended by pid (processes this test started).
  for (const marker of survivors) for (const pid of processesWith(marker)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const gone = async (survivor: string) => {
  survivors.push(survivor);
  await until(() => !anyAlive(survivor), 3000);
  return !anyAlive(survivor);
};

describe('a CLI that leaves its process group, session, cgroup and environment', () => {
  it('runs in a PID namespace of its own here, or the studio says it cannot', async () => {
    const ns = await pidNamespace();
    // This machine has util-linux and runs the tests as root: the namespace must be there.
    if (existsSync('/usr/bin/unshare') && process.getuid?.() === 0) expect(ns).toMatchObject({ ok: true });
    else expect(ns.ok || ns.why.length > 0).toBe(true);
  });

  it('leaves no survivor behind a run, even one that moved to the root cgroup with an empty environment', async () => {
    const r = await runProcess({
      file: process.execPath,
      args: [join(dir, 'escape.mjs'), 'list'],
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      timeoutMs: 8000,
    });
    const answer = JSON.parse(r.stdout) as { survivor: string; beating: boolean };
    expect(answer.beating).toBe(true);
    expect(await gone(answer.survivor)).toBe(true);
  });

  it('through the exec pipeline (Run, MCP, eval and probes call it): the same', async () => {
    const fixture = await loadFixture({
      cliBin: 'escape',
      script: 'escape.mjs',
      verbs: { list: { cli: ['escape', 'list'] } },
    });
    try {
      const result = await withRuntime(
        { runner: hcpRunner(fixture.pack), packDir: fixture.dir, timeoutMs: 8000 },
        (rt) => rt.exec('list'),
      );
      const answer = result.result as { survivor: string; beating: boolean };
      expect(answer.beating).toBe(true);
      expect(await gone(answer.survivor)).toBe(true);
    } finally {
      fixture.cleanup();
    }
  });

  it('sees only its own processes: the pid it knows is its namespace’s, and /proc shows no one else', async () => {
    const r = await runProcess({
      file: process.execPath,
      args: [
        '-e',
        'process.stdout.write(JSON.stringify({ pid: process.pid, procs: require("fs").readdirSync("/proc").filter((n) => /^\\d+$/.test(n)).length }))',
      ],
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
    });
    const seen = r.json as { pid: number; procs: number };
    if ((await pidNamespace()).ok) {
      expect(seen.pid).toBe(1);
      expect(seen.procs).toBeLessThan(readdirSync('/proc').filter((n) => /^\d+$/.test(n)).length);
    } else expect(seen.pid).toBeGreaterThan(1);
  });
});
