import { availableParallelism } from 'node:os';

/** How many processes the probe layer runs at once: the machine's cores. */
export const defaultConcurrency = () => Math.max(1, availableParallelism());

/** The environment variable that bounds how many jobs (and processes) the studio runs at once. */
export const MAX_JOBS_ENV = 'STUDIO_MAX_JOBS';

/** `STUDIO_MAX_JOBS` when it is a whole number of at least 1, else the number of cores. */
export function maxJobs(env: Record<string, string | undefined> = process.env): number {
  const raw = env[MAX_JOBS_ENV]?.trim();
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : defaultConcurrency();
}

/** Thrown (as the AbortSignal's reason when none is given) when a wait or a job is cancelled. */
export class CancelledError extends Error {
  constructor(message = 'cancelled') {
    super(message);
    this.name = 'CancelledError';
  }
}

export const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new CancelledError();

interface Waiter {
  grant: () => void;
  reject: (error: Error) => void;
}

/**
 * A counting semaphore that admits waiters strictly first come, first served. `limit` is read at each admission,
 * so a changed STUDIO_MAX_JOBS takes effect without a restart. A cancelled wait leaves the line at once.
 */
export class Semaphore {
  private active = 0;
  private readonly line: Waiter[] = [];

  constructor(private readonly limit: () => number) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.line.length;
  }

  /** Resolves with a release function once a slot is free; rejects when `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const at = this.line.indexOf(waiter);
        if (at >= 0) this.line.splice(at, 1);
        reject(abortReason(signal!));
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.releaser());
        },
        reject,
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.line.push(waiter);
      this.pump();
    });
  }

  /** Runs `work` holding one slot. */
  async use<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await work();
    } finally {
      release();
    }
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.pump();
    };
  }

  private pump(): void {
    while (this.line.length && this.active < Math.max(1, this.limit())) {
      this.active++;
      this.line.shift()!.grant();
    }
  }
}

/**
 * Every child process the studio starts holds one of these slots while it runs, checks, probes, eval and the live
 * run alike: on a 2-core machine, 50 checks that each start their probes at once would otherwise run 100
 * processes together and blame the pack for the machine's contention. A process's clock (timeouts, `ms`, eval
 * max_ms, R010) starts once it holds a slot. Kept on globalThis so a dev-server reload shares one bound.
 */
export const processSlots: Semaphore = ((
  globalThis as { __packstudioProcessSlots?: Semaphore }
).__packstudioProcessSlots ??= new Semaphore(() => maxJobs()));

/**
 * Runs `work` over every item, at most `limit` at a time; results keep the items' order. `startOrder` (indexes)
 * says which to start first: the longest first keeps the workers busy to the end. Stops starting new items once
 * `signal` aborts, and rejects with its reason.
 */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  startOrder?: readonly number[],
  signal?: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const order = startOrder ?? items.map((_, i) => i);
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      signal?.throwIfAborted();
      const index = order[next++];
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  signal?.throwIfAborted();
  return results;
}
