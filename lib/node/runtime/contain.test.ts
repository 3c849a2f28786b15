import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leftoverDaemons } from '../fixtures/leftovers';
import { CLIS } from '../fixtures/make-pack';
import { contain, findCgroupBase, RUN_MARK } from './contain';

const dir = mkdtempSync(join(tmpdir(), 'contain-unit-'));
copyFileSync(join(CLIS, 'daemon.mjs'), join(dir, 'daemon.mjs'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs daemon.mjs under a containment as runProcess does, waits for it to exit, then disposes of it. */
async function daemonRun(useCgroup: boolean) {
  rmSync(join(dir, 'daemon.pids'), { force: true });
  const tree = contain({ cgroup: useCgroup });
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', [RUN_MARK]: tree.id };
  const child = spawn(process.execPath, [join(dir, 'daemon.mjs'), 'list'], {
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: 'ignore',
  });
  tree.adopt(child.pid!);
  await new Promise((resolve) => child.on('exit', resolve));
  const cgroup = tree.cgroup;
  tree.dispose();
  return { cgroup, left: await leftoverDaemons(join(dir, 'daemon.pids')) };
}

describe('containing a run', () => {
  const where = findCgroupBase() ? 'a cgroup and the /proc walk' : 'the /proc walk (no cgroup on this machine)';
  it(`with ${where}: no daemon is left`, async () => {
    const { left, cgroup } = await daemonRun(true);
    expect(left.started).toBeGreaterThanOrEqual(1);
    expect(left.alive).toEqual([]);
    if (cgroup) {
      for (let i = 0; i < 50 && existsSync(cgroup); i++) await new Promise((r) => setTimeout(r, 20));
      expect(existsSync(cgroup)).toBe(false);
    }
  });

  it('with the /proc walk alone, as on a machine without cgroups: no daemon is left', async () => {
    const { left, cgroup } = await daemonRun(false);
    expect(cgroup).toBeNull();
    expect(left.started).toBeGreaterThanOrEqual(1);
    expect(left.alive).toEqual([]);
  });
});
