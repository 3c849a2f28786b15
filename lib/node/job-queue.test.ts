import { describe, expect, it } from 'vitest';
import { JobQueue, QueueFullError, type JobSpec } from './job-queue';
import { queueText } from '../studio/queue-text';

/** A job whose work waits until the test finishes it; records when it started and whether it saw the abort. */
function controlled(
  queue: JobQueue,
  name: string,
  log: string[],
  key: string | null = null,
  extra: Pick<JobSpec<unknown, unknown>, 'pack' | 'processes' | 'runsOn'> = {},
) {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const seen = { runs: 0, aborted: false };
  const spec: JobSpec<{ name: string }, string> = {
    kind: 'test',
    key,
    data: { name },
    ...extra,
    run: (signal) => {
      seen.runs++;
      log.push(name);
      return new Promise<string>((resolve, reject) => {
        finish = resolve;
        fail = reject;
        signal.addEventListener('abort', () => {
          seen.aborted = true;
          reject(signal.reason);
        });
      });
    },
  };
  const ticket = queue.submit(spec);
  return { ticket, spec, seen, finish: (v = `${name} done`) => finish(v), fail: (m: string) => fail(new Error(m)) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('JobQueue', () => {
  it('runs at most `limit` jobs at once, first come first served, and says how many are ahead', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 2 });
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((n) => controlled(queue, n, log));
    await tick();
    expect(log).toEqual(['a', 'b']);
    expect(queue.running).toBe(2);
    expect(jobs.map((j) => j.ticket.job.status)).toEqual(['running', 'running', 'queued', 'queued', 'queued']);
    expect(jobs.map((j) => queue.ahead(j.ticket.job))).toEqual([null, null, 0, 1, 2]);

    jobs[1].finish();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
    expect(jobs[1].ticket.job).toMatchObject({ status: 'done', result: 'b done' });
    expect(queue.ahead(jobs[4].ticket.job)).toBe(1);

    jobs[0].fail('boom');
    await tick();
    expect(jobs[0].ticket.job).toMatchObject({ status: 'failed', error: 'boom' });
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    for (const j of jobs.slice(2)) j.finish();
    await tick();
    jobs[4].finish();
    await queue.settled(jobs[4].ticket.job);
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.running).toBe(0);
  });

  it('reads the limit at each start, so STUDIO_MAX_JOBS can change', async () => {
    let limit = 1;
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => limit });
    const [a] = ['a', 'b', 'c'].map((n) => controlled(queue, n, log));
    await tick();
    expect(log).toEqual(['a']);
    limit = 3;
    a.finish();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('joins an identical queued, running or just-finished job instead of starting another', async () => {
    let now = 1000;
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1, joinWindowMs: 5000, now: () => now });
    const blocker = controlled(queue, 'blocker', log);
    const first = controlled(queue, 'k1', log, 'same');
    const second = controlled(queue, 'k1-again', log, 'same');
    expect(second.ticket.joined).toBe(true);
    expect(second.ticket.job).toBe(first.ticket.job);
    expect(second.ticket.id).not.toBe(first.ticket.id);
    expect(controlled(queue, 'other', log, 'different').ticket.joined).toBe(false);

    blocker.finish();
    await tick();
    const third = controlled(queue, 'k1-while-running', log, 'same');
    expect(third.ticket.job).toBe(first.ticket.job);
    first.finish('shared');
    await queue.settled(first.ticket.job);
    now += 4000;
    const fourth = controlled(queue, 'k1-just-after', log, 'same');
    expect(fourth.ticket).toMatchObject({ joined: true, job: { status: 'done', result: 'shared' } });
    now += 2000;
    const fifth = controlled(queue, 'k1-later', log, 'same');
    expect(fifth.ticket.joined).toBe(false);
    expect(log.filter((n) => n.startsWith('k1'))).toEqual(['k1']);
    expect(second.seen.runs + third.seen.runs + fourth.seen.runs).toBe(0);
  });

  it('never joins a failed job, and a job without a key never joins', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1 });
    const failing = controlled(queue, 'f', log, 'k');
    await tick();
    failing.fail('nope');
    await queue.settled(failing.ticket.job);
    expect(controlled(queue, 'f2', log, 'k').ticket.joined).toBe(false);
    const a = controlled(queue, 'n1', log, null);
    const b = controlled(queue, 'n2', log, null);
    expect(a.ticket.job).not.toBe(b.ticket.job);
  });

  it('cancels a queued job: it leaves the line and never runs; the ones behind move up', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1 });
    const running = controlled(queue, 'r', log);
    const waiting = controlled(queue, 'w', log);
    const behind = controlled(queue, 'b', log);
    expect(queue.ahead(behind.ticket.job)).toBe(1);
    expect(queue.cancel(waiting.ticket.id)).toBe(true);
    expect(waiting.ticket).toMatchObject({ cancelled: true, job: { status: 'cancelled' } });
    expect(queue.ahead(behind.ticket.job)).toBe(0);
    expect(queue.cancel(waiting.ticket.id)).toBe(false);
    running.finish();
    await tick();
    expect(log).toEqual(['r', 'b']);
    expect(waiting.seen.runs).toBe(0);
  });

  it('cancels a running job through its AbortSignal, and frees its place for the next', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1 });
    const running = controlled(queue, 'r', log);
    const next = controlled(queue, 'n', log);
    await tick();
    queue.cancel(running.ticket.id);
    await queue.settled(running.ticket.job);
    expect(running.seen.aborted).toBe(true);
    expect(running.ticket.job.status).toBe('cancelled');
    await tick();
    expect(log).toEqual(['r', 'n']);
    expect(next.ticket.job.status).toBe('running');
  });

  it('a joined job keeps running until every request that holds it has cancelled', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1 });
    const a = controlled(queue, 'a', log, 'k');
    const b = controlled(queue, 'b', log, 'k');
    await tick();
    expect(queue.cancel(a.ticket.id)).toBe(true);
    expect(a.ticket.cancelled).toBe(true);
    expect(a.seen.aborted).toBe(false);
    expect(b.ticket.job.status).toBe('running');
    expect(queue.cancel(b.ticket.id)).toBe(true);
    await queue.settled(b.ticket.job);
    expect(a.seen.aborted).toBe(true);
    expect(b.ticket.job.status).toBe('cancelled');
    // An aborted job is never joined again.
    expect(controlled(queue, 'c', log, 'k').ticket.joined).toBe(false);
  });

  it('forgets finished jobs and their tickets after the TTL', async () => {
    let now = 0;
    const queue = new JobQueue({ limit: () => 1, ttlMs: 1000, now: () => now });
    const job = controlled(queue, 'x', []);
    await tick();
    job.finish();
    await queue.settled(job.ticket.job);
    now = 900;
    expect(queue.ticket(job.ticket.id)).toBeDefined();
    now = 2500;
    expect(queue.ticket(job.ticket.id)).toBeUndefined();
  });
});

describe('JobQueue bounds', () => {
  it('refuses a new job past the per-pack bound, naming the pack and what waits; other packs still queue', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1, maxQueuedPerPack: 3, maxQueued: 10 });
    const busy = controlled(queue, 'busy', log, null, { pack: 'ledger' });
    const waiting = [1, 2, 3].map((i) => controlled(queue, `w${i}`, log, null, { pack: 'ledger' }));
    expect(() => controlled(queue, 'w4', log, null, { pack: 'ledger' })).toThrow(
      new QueueFullError(
        'the queue is full for ledger: 3 of its jobs are waiting (3 tests), the most one pack may have; try again when one of them has started (1 running now)',
      ),
    );
    expect(queue.queued).toBe(3);
    expect(controlled(queue, 'other', log, null, { pack: 'transit' }).ticket.job.status).toBe('queued');
    // Once one starts there is room again.
    busy.finish();
    await tick();
    expect(controlled(queue, 'w4', log, null, { pack: 'ledger' }).ticket.job.status).toBe('queued');
    for (const j of waiting) queue.cancel(j.ticket.id);
  });

  it('refuses past the overall bound whatever the pack, and never refuses a join', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1, maxQueuedPerPack: 10, maxQueued: 2 });
    controlled(queue, 'busy', log, 'busy-key', { pack: 'a' });
    controlled(queue, 'q1', log, 'same', { pack: 'b' });
    controlled(queue, 'q2', log, null, { pack: 'c' });
    const refused = queue.trySubmit({ kind: 'check', data: null, run: async () => 'x', pack: 'd' });
    expect(refused).toEqual({
      ok: false,
      error:
        'the queue is full: 2 jobs are waiting (2 tests), the most the studio takes; try again when one of them has started (1 running now)',
    });
    const joined = controlled(queue, 'q1 again', log, 'same', { pack: 'b' });
    expect(joined.ticket.joined).toBe(true);
    expect(queue.queued).toBe(2);
  });

  it('runs a job that starts no process at once, outside the bound, even with the line full', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1, maxQueuedPerPack: 1, maxQueued: 1 });
    controlled(queue, 'busy', log, null, { pack: 'ledger' });
    controlled(queue, 'waiting', log, null, { pack: 'ledger' });
    const quick = queue.submit({
      kind: 'check',
      data: null,
      pack: 'ledger',
      processes: false,
      run: async () => 'static',
    });
    await queue.settled(quick.job);
    expect(quick.job).toMatchObject({ status: 'done', result: 'static' });
    expect(log).toEqual(['busy']);
    expect(queue.running).toBe(1);
  });

  it('bounds jobs on worker machines by their own slots: they never wait for the cores, nor hold them', async () => {
    const log: string[] = [];
    const queue = new JobQueue({ limit: () => 1, workerLimit: () => 2 });
    const here = controlled(queue, 'wrap', log);
    const remote = ['c1', 'c2', 'c3'].map((n) => controlled(queue, n, log, null, { runsOn: 'workers' }));
    const waitingHere = controlled(queue, 'run', log);
    await tick();
    expect(log).toEqual(['wrap', 'c1', 'c2']);
    expect(queue.running).toBe(3);
    // Each waits for its own kind of slot: c3 is next for the workers, the Run next for the cores.
    expect(queue.ahead(remote[2].ticket.job)).toBe(0);
    expect(queue.ahead(waitingHere.ticket.job)).toBe(0);

    remote[0].finish();
    await tick();
    expect(log).toEqual(['wrap', 'c1', 'c2', 'c3']);
    expect(waitingHere.ticket.job.status).toBe('queued');
    here.finish();
    await tick();
    expect(log).toEqual(['wrap', 'c1', 'c2', 'c3', 'run']);
  });
});

describe('queueText', () => {
  it('says where a job stands', () => {
    expect(queueText(3, 2)).toBe('queued, 3 ahead (2 running)');
    expect(queueText(0, 2)).toBe('queued, next in line (2 running)');
  });
});
