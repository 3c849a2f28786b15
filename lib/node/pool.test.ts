import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { CancelledError, maxJobs, mapConcurrent, Semaphore } from './pool';

/** Work that takes `n` turns of the event loop's microtask queue: jobs of different lengths, without a clock. */
async function work(n: number): Promise<void> {
  for (let turn = 0; turn < n; turn++) await Promise.resolve();
}

/** Every callback already queued has run (a macrotask after them): not a wait for time. */
const settled = () => new Promise((done) => setImmediate(done));

describe('mapConcurrent', () => {
  it('never runs more than the limit at once and keeps the order of results', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await mapConcurrent(
      [30, 10, 20, 5, 15],
      2,
      async (ms, i) => {
        started.push(i);
        peak = Math.max(peak, ++running);
        await work(ms);
        running--;
        return ms * 2;
      },
      [2, 0, 1, 3, 4],
    );
    expect(peak).toBe(2);
    expect(results).toEqual([60, 20, 40, 10, 30]);
    expect(started.slice(0, 2)).toEqual([2, 0]);
  });

  it('handles no items', async () => {
    expect(await mapConcurrent([], 4, async () => 1)).toEqual([]);
  });
});

describe('Semaphore', () => {
  it('admits at most the limit, first come first served', async () => {
    const slots = new Semaphore(() => 2);
    const order: string[] = [];
    const releases = await Promise.all([slots.acquire(), slots.acquire()]);
    const c = slots.acquire().then((release) => (order.push('c'), release));
    const d = slots.acquire().then((release) => (order.push('d'), release));
    await settled();
    expect(slots.running).toBe(2);
    expect(slots.waiting).toBe(2);
    expect(order).toEqual([]);
    releases[1]();
    releases[1](); // a second release of the same slot is ignored
    const releaseC = await c;
    expect(order).toEqual(['c']);
    expect(slots.running).toBe(2);
    releases[0]();
    (await d)();
    releaseC();
    expect(slots.running).toBe(0);
  });

  it('a cancelled wait leaves the line and rejects; the next waiter gets the slot', async () => {
    const slots = new Semaphore(() => 1);
    const release = await slots.acquire();
    const controller = new AbortController();
    const cancelled = slots.acquire(controller.signal);
    const next = slots.acquire();
    controller.abort(new CancelledError('stop'));
    await expect(cancelled).rejects.toThrow('stop');
    expect(slots.waiting).toBe(1);
    release();
    (await next)();
    await expect(slots.acquire(controller.signal)).rejects.toThrow('stop');
  });
});

describe('maxJobs', () => {
  it('reads STUDIO_MAX_JOBS, else the cores', () => {
    expect(maxJobs({ STUDIO_MAX_JOBS: '3' })).toBe(3);
    expect(maxJobs({ STUDIO_MAX_JOBS: ' 1 ' })).toBe(1);
    for (const bad of ['0', '-2', '1.5', 'many', ''])
      expect(maxJobs({ STUDIO_MAX_JOBS: bad })).toBe(availableParallelism());
    expect(maxJobs({})).toBe(availableParallelism());
  });
});

describe('mapConcurrent with a signal', () => {
  it('starts nothing more once the signal aborts, and rejects with its reason', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const run = mapConcurrent(
      [1, 2, 3, 4],
      1,
      async (n) => {
        started.push(n);
        if (n === 2) controller.abort(new CancelledError('halt'));
        return n;
      },
      undefined,
      controller.signal,
    );
    await expect(run).rejects.toThrow('halt');
    expect(started).toEqual([1, 2]);
  });
});
