import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeWorkspace, tempWorkspace } from '../../cli/test-cli';
import { checkPackFolder } from '../check-folder';
import { JobQueue } from '../job-queue';
import { CancelledError } from '../pool';
import { pollCheckRequest, startCheckRequest } from '../jobs';
import { startCheckWorker, type CheckWorker } from './check-worker';
import {
  comparableReport,
  dropPrefix,
  redisUnavailable,
  spawnWorker,
  TEST_REDIS_URL,
  uniquePrefix,
  type WorkerProcess,
} from './redis-test-kit';
import { packPayload } from './pack-payload';
import { checkOnWorkers, NoWorkerError, RemoteChecks } from './remote-checks';
import type { RemoteCheckEvent } from './settings';

/**
 * Full checks on worker machines, against the Redis at PACKSTUDIO_TEST_REDIS_URL (else 127.0.0.1:6379): skipped, with the reason
 * printed, when it does not answer. Each run has a queue prefix of its own.
 */
const unavailable = await redisUnavailable();
if (unavailable)
  console.log(
    `workers.test.ts skipped: ${unavailable} (start one, or set PACKSTUDIO_TEST_REDIS_URL: README, "Checks on worker machines")`,
  );

const OPTIONS = { layers: { probe: true, eval: true } };

describe.runIf(!unavailable)('checks on worker machines (Redis)', () => {
  const prefix = uniquePrefix('test');
  const ws = tempWorkspace('workers-', ['ledger']);
  const workerWs = mkdtempSync(join(tmpdir(), 'workers-remote-'));
  const ledger = join(ws, 'ledger');
  let remote: RemoteChecks;
  const processes: WorkerProcess[] = [];
  const inProcess: CheckWorker[] = [];

  beforeAll(() => {
    remote = new RemoteChecks({ url: TEST_REDIS_URL, prefix });
  });
  afterAll(async () => {
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all(inProcess.map((w) => w.close(true)));
    await remote.close();
    await dropPrefix(prefix);
    removeWorkspace(ws);
    rmSync(workerWs, { recursive: true, force: true });
  });

  const worker = async (name: string, concurrency = 1, log?: (line: string) => void) => {
    const started = await startCheckWorker({
      url: TEST_REDIS_URL,
      prefix,
      concurrency,
      workspace: workerWs,
      // Long enough that a busy test machine never makes an in-process worker look dead (no test here kills one).
      lockMs: 10_000,
      name,
      log,
    });
    inProcess.push(started);
    return started;
  };
  const stop = async (w: CheckWorker) => {
    inProcess.splice(inProcess.indexOf(w), 1);
    await w.close();
  };

  it('gives the same report as a check here, minus clocks and scratch folders', async () => {
    const w = await worker('same');
    const events: RemoteCheckEvent[] = [];
    const there = await checkOnWorkers(remote, 'ledger', ledger, OPTIONS, new AbortController().signal, (e) =>
      events.push(e),
    );
    await stop(w);
    const localEvents: RemoteCheckEvent[] = [];
    const here = await checkPackFolder('ledger', ledger, { ...OPTIONS, onProgress: (e) => localEvents.push(e) });
    expect(there.report.layers.map((l) => `${l.layer}:${l.status}`)).toEqual([
      'structure:ran',
      'static:ran',
      'probe:ran',
      'eval:ran',
    ]);
    expect(comparableReport(there.report)).toEqual(comparableReport(here.report));
    expect(there.texts).toEqual(here.texts);
    expect(events[0]).toMatchObject({ type: 'start', worker: 'same' });
    // Every progress event of a local run reaches the studio (the order of parallel probes may differ).
    const kinds = (list: RemoteCheckEvent[]) => list.map((e) => e.type).sort();
    expect(kinds(events.slice(1))).toEqual(kinds(localEvents));
  });

  it('reads a job a studio of before sent, its layers at the top level ({ probe, eval }), as it was asked', async () => {
    const w = await worker('before');
    const request = {
      pack: await packPayload('ledger', ledger),
      options: { probe: true, eval: false, timeoutMs: 5000 },
    };
    const report = await remote.run(request as never, new AbortController().signal, () => {});
    await stop(w);
    expect(report.layers.map((l) => `${l.layer}:${l.status}`)).toEqual([
      'structure:ran',
      'static:ran',
      'probe:ran',
      'eval:not_requested',
    ]);
  });

  it("goes through the studio's queue when REDIS_URL is set: the poll says it waits for a worker, then names it and shows the report", async () => {
    let w: CheckWorker | undefined;
    const saved = { url: process.env.REDIS_URL, prefix: process.env.PACKSTUDIO_QUEUE_PREFIX };
    Object.assign(process.env, { REDIS_URL: TEST_REDIS_URL, PACKSTUDIO_QUEUE_PREFIX: prefix });
    const queue = new JobQueue({ limit: () => 1 });
    try {
      const started = await startCheckRequest({ packId: 'ledger' }, ws, queue);
      if (!started.ok) throw new Error(started.error);
      const ticket = queue.ticket(started.jobId)!;
      expect(ticket.job.status).toBe('running'); // on a worker slot, not waiting for this machine's one
      const poll = () => pollCheckRequest({ jobId: started.jobId }, queue);
      await expect
        .poll(poll)
        .toMatchObject({ waiting: expect.stringMatching(/^no packstudio worker is connected to .*:checks/) });
      w = await worker('studio');
      await queue.settled(ticket.job);
      const polled = await poll();
      expect(polled).toMatchObject({ ok: true, status: 'done', worker: 'studio', report: { pack_id: 'ledger' } });
      expect(polled).not.toHaveProperty('waiting');
    } finally {
      process.env.REDIS_URL = saved.url;
      process.env.PACKSTUDIO_QUEUE_PREFIX = saved.prefix;
      if (saved.url === undefined) delete process.env.REDIS_URL;
      if (saved.prefix === undefined) delete process.env.PACKSTUDIO_QUEUE_PREFIX;
      const slot = globalThis as { __packstudioRemoteChecks?: RemoteChecks };
      await slot.__packstudioRemoteChecks?.close();
      delete slot.__packstudioRemoteChecks;
      if (w) await stop(w);
    }
  });

  it('fails a check no worker takes within the bound, saying so, and takes it out of Redis', async () => {
    const alone = uniquePrefix('pickup');
    const unattended = new RemoteChecks({ url: TEST_REDIS_URL, prefix: alone, pickupMs: 300 });
    try {
      const events: RemoteCheckEvent[] = [];
      await expect(
        checkOnWorkers(unattended, 'ledger', ledger, OPTIONS, new AbortController().signal, (e) => events.push(e)),
      ).rejects.toThrow(
        new NoWorkerError(
          `no worker took the job within 0.3 s: is \`packstudio worker\` running? (queue ${alone}:checks, PACKSTUDIO_WORKER_PICKUP_SECONDS sets the bound)`,
        ),
      );
      expect(events[0]).toMatchObject({ type: 'waiting' });
      // Nothing left for a worker that connects later to run.
      expect(await unattended.queue.getJobCounts('waiting', 'active', 'failed', 'completed')).toEqual({
        waiting: 0,
        active: 0,
        failed: 0,
        completed: 0,
      });
    } finally {
      await unattended.close();
      await dropPrefix(alone);
    }
  });

  it('keeps a check waiting past the bound while a connected worker is busy with others', async () => {
    const busy = new RemoteChecks({ url: TEST_REDIS_URL, prefix, pickupMs: 300 });
    const w = await worker('busy', 1);
    try {
      const signal = new AbortController().signal;
      const reports = await Promise.all(
        Array.from({ length: 3 }, () => checkOnWorkers(busy, 'ledger', ledger, OPTIONS, signal, () => {})),
      );
      expect(reports.map((r) => r.report.pack_id)).toEqual(['ledger', 'ledger', 'ledger']);
    } finally {
      await stop(w);
      await busy.close();
    }
  });

  it("shows in the studio's poll why a check failed when no worker took it", async () => {
    const alone = uniquePrefix('pickup-studio');
    const saved = { ...process.env };
    Object.assign(process.env, {
      REDIS_URL: TEST_REDIS_URL,
      PACKSTUDIO_QUEUE_PREFIX: alone,
      PACKSTUDIO_WORKER_PICKUP_SECONDS: '0.3',
    });
    const queue = new JobQueue({ limit: () => 1 });
    try {
      const started = await startCheckRequest({ packId: 'ledger' }, ws, queue);
      if (!started.ok) throw new Error(started.error);
      await queue.settled(queue.ticket(started.jobId)!.job);
      expect(await pollCheckRequest({ jobId: started.jobId }, queue)).toMatchObject({
        ok: true,
        status: 'failed',
        error: expect.stringMatching(/^no worker took the job within 0\.3 s: is `packstudio worker` running\?/),
      });
    } finally {
      for (const name of ['REDIS_URL', 'PACKSTUDIO_QUEUE_PREFIX', 'PACKSTUDIO_WORKER_PICKUP_SECONDS'])
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      const slot = globalThis as { __packstudioRemoteChecks?: RemoteChecks };
      await slot.__packstudioRemoteChecks?.close();
      delete slot.__packstudioRemoteChecks;
      await dropPrefix(alone);
    }
  });

  it('runs at most --concurrency checks at once on one worker', async () => {
    let running = 0;
    let most = 0;
    const w = await worker('bounded', 2, (line) => {
      if (/ started$/.test(line)) most = Math.max(most, ++running);
      if (/ done in /.test(line)) running--;
    });
    const signal = new AbortController().signal;
    await Promise.all(
      Array.from({ length: 5 }, () => checkOnWorkers(remote, 'ledger', ledger, OPTIONS, signal, () => {})),
    );
    await stop(w);
    expect(most).toBe(2);
  });

  it('gives the job of a worker killed mid-check (SIGKILL) to another worker', { timeout: 120_000 }, async () => {
    const a = spawnWorker({ prefix, name: 'killed', workspace: workerWs });
    processes.push(a);
    await a.waitFor(/taking checks/);
    const events: RemoteCheckEvent[] = [];
    const result = checkOnWorkers(remote, 'ledger', ledger, OPTIONS, new AbortController().signal, (e) =>
      events.push(e),
    );
    await a.waitFor(/ledger started/);
    a.child.kill('SIGKILL');
    await a.exited;
    const b = spawnWorker({ prefix, name: 'survivor', workspace: workerWs });
    processes.push(b);
    const { report } = await result;
    expect(report.layers.find((l) => l.layer === 'eval')?.status).toBe('ran');
    const ranOn = events.flatMap((e) => (e.type === 'start' ? [e.worker] : []));
    expect([ranOn[0], ranOn.at(-1)]).toEqual(['killed', 'survivor']);
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  });

  it('fails a job whose worker was killed twice, with the reason', { timeout: 120_000 }, async () => {
    const result = checkOnWorkers(remote, 'ledger', ledger, OPTIONS, new AbortController().signal, () => {});
    for (const name of ['first', 'second']) {
      const w = spawnWorker({ prefix, name, workspace: workerWs });
      processes.push(w);
      await w.waitFor(/ledger started/);
      w.child.kill('SIGKILL');
      await w.exited;
    }
    const judge = spawnWorker({ prefix, name: 'judge', workspace: workerWs });
    processes.push(judge);
    await expect(result).rejects.toThrow(
      /stopped \(killed, or cut off from Redis\).*stalled more than allowable limit/,
    );
    judge.child.kill('SIGTERM');
  });

  it('stops a running check on its worker when the studio cancels it', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    const w = await worker('cancelled', 1, (line) => lines.push(line));
    const controller = new AbortController();
    // Cancelled as the studio cancels, once the worker's probes are running.
    const result = checkOnWorkers(remote, 'ledger', ledger, OPTIONS, controller.signal, (e) => {
      if (e.type === 'item' && !controller.signal.aborted)
        controller.abort(new CancelledError('cancelled by the user'));
    });
    await expect(result).rejects.toThrow('cancelled by the user');
    await expect
      // A busy machine (the whole suite on two cores) delays the worker's answer; the wait ends on the line.
      .poll(() => lines.find((l) => / failed: /.test(l)), { timeout: 90_000 })
      .toMatch(/job \d+ failed: cancelled by the user/);
    expect(lines.some((l) => / done in /.test(l))).toBe(false);
    await stop(w);
  });
});
