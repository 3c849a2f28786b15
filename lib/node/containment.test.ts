import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli/test-cli';
import { runEvalLayer } from './eval';
import { leftoverDaemons } from './fixtures/leftovers';
import { makeFixturePack } from './fixtures/make-pack';
import { JobQueue } from './job-queue';
import { pollCheckRequest, startCheckRequest } from './jobs';
import { loadPackFromDir } from './load-dir';
import { wrapCli } from './wrap';

/**
 * A CLI that leaves daemons behind on every call (fixtures/clis/daemon.mjs: a double fork into a session of its
 * own, and setsid), through every path that runs a pack's CLI: none of them may leave a process alive.
 */

const root = mkdtempSync(join(tmpdir(), 'contain-'));
const made = makeFixturePack({
  script: 'daemon.mjs',
  cliBin: 'daemon',
  verbs: { list: { cli: ['daemon', 'list'] }, status: { cli: ['daemon', 'status'] } },
  eval: {
    cases: [
      { name: 'lists', verb: 'list', expect: { json: true } },
      { name: 'status', verb: 'status' },
    ],
  },
});
const dir = join(root, 'daemon');
renameSync(made.dir, dir);
const pids = join(dir, 'bin', 'daemon.pids');
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => rmSync(pids, { force: true }));

describe('daemons a CLI starts never outlive the run', () => {
  it('packstudio check --probe', async () => {
    const r = await runCli(['check', dir, '--probe', '--no-eval', '--json'], root);
    expect(JSON.parse(r.stdout).layers).toContainEqual({ layer: 'probe', status: 'ran' });
    const left = await leftoverDaemons(pids);
    expect(left.started).toBeGreaterThanOrEqual(4);
    expect(left.alive).toEqual([]);
  });

  it('the eval layer', async () => {
    const { summary } = await runEvalLayer(await loadPackFromDir(dir), dir, { timeoutMs: 10000, projectDir: dir });
    expect(summary.passed).toBe(2);
    const left = await leftoverDaemons(pids);
    expect(left.started).toBeGreaterThanOrEqual(2);
    expect(left.alive).toEqual([]);
  });

  it("the studio's check job (probe and eval)", async () => {
    const queue = new JobQueue();
    const started = await startCheckRequest({ packId: 'daemon' }, root, queue);
    if (!started.ok) throw new Error(started.error);
    for (;;) {
      const r = await pollCheckRequest({ jobId: started.jobId }, queue);
      if (!r.ok) throw new Error(r.error);
      if (r.status !== 'queued' && r.status !== 'running') {
        expect(r.status).toBe('done');
        break;
      }
      await new Promise((res) => setTimeout(res, 50));
    }
    const left = await leftoverDaemons(pids);
    expect(left.started).toBeGreaterThanOrEqual(6);
    expect(left.alive).toEqual([]);
  });

  it('wrap, reading the help', async () => {
    const wrapped = await wrapCli(join(dir, 'bin', 'daemon.mjs'), { cwd: root, id: 'wrapped' });
    expect(wrapped.ok).toBe(true);
    const left = await leftoverDaemons(pids);
    expect(left.started).toBeGreaterThanOrEqual(1);
    expect(left.alive).toEqual([]);
  });
});
