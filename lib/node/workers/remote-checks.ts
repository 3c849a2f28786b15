import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Report } from '../../core/report';
import { runsProcesses } from '../../formats/node';
import type { CheckOptions } from '../check-folder';
import { readPackTexts } from '../load-dir';
import { abortReason } from '../pool';
import { DEFAULT_TIMEOUT_MS } from '../runtime/timeout';
import { formatOfDir, WorkspaceError } from '../workspace';
import { packPayload } from './pack-payload';
import {
  cancelChannel,
  CHECK_QUEUE,
  connect,
  DEFAULT_PICKUP_MS,
  failureReason,
  noWorkerReason,
  queueSettings,
  type QueueSettings,
  type RemoteCheckEvent,
  type RemoteCheckRequest,
} from './settings';

/** Finished jobs stay in Redis this long (a record of what ran where), then BullMQ drops them. */
const KEEP_DONE_S = 60 * 60;
const KEEP_FAILED_S = 24 * 60 * 60;

/**
 * The studio's side of the Redis queue: adds a full check, relays what the worker reports, and answers with the
 * worker's report or its failure's reason. Cancelling takes a waiting job out of Redis, and tells the worker that
 * has a running one to stop it (its processes are killed, as a local cancel does).
 */
export class RemoteChecks {
  readonly queue: Queue<RemoteCheckRequest, Report>;
  private readonly events: QueueEvents;
  private readonly publisher: Redis;
  private readonly listeners = new Map<string, (event: RemoteCheckEvent) => void>();
  private readonly ready: Promise<unknown>;
  /** BullMQ leaves a connection it was given open: these are closed here. */
  private readonly clients: Redis[];

  constructor(readonly settings: QueueSettings) {
    const { url, prefix } = settings;
    this.clients = [connect(url), connect(url), connect(url)];
    this.queue = new Queue(CHECK_QUEUE, { connection: this.clients[0], prefix });
    this.events = new QueueEvents(CHECK_QUEUE, { connection: this.clients[1], prefix });
    this.publisher = this.clients[2];
    // Each running check waits on these: as many listeners as checks out on the workers, not a leak.
    this.events.setMaxListeners(0);
    this.queue.setMaxListeners(0);
    this.events.on('progress', ({ jobId, data }) => this.listeners.get(jobId)?.(data as RemoteCheckEvent));
    // QueueEvents reads the events after it connects: ready before the first job, or its first events are missed.
    this.ready = this.events.waitUntilReady();
  }

  /** Runs one check on a worker; rejects with the reason it failed, or the signal's reason once cancelled. */
  async run(
    request: RemoteCheckRequest,
    signal: AbortSignal,
    onEvent: (event: RemoteCheckEvent) => void,
  ): Promise<Report> {
    await this.ready;
    signal.throwIfAborted();
    const job = await this.queue.add('check', request, {
      removeOnComplete: { age: KEEP_DONE_S },
      removeOnFail: { age: KEEP_FAILED_S },
    });
    const id = job.id!;
    this.listeners.set(id, onEvent);
    if ((await this.queue.getWorkersCount().catch(() => 1)) === 0)
      onEvent({
        type: 'waiting',
        reason: `no packstudio worker is connected to ${this.settings.prefix}:${CHECK_QUEUE}: the check starts when one is (REDIS_URL=… packstudio worker)`,
      });
    let onAbort = () => {};
    // A waiting job that is removed never finishes: the abort answers for it.
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        reject(abortReason(signal));
        void this.cancel(id, abortReason(signal).message);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    const pickup = this.pickupBound(id);
    try {
      return (await Promise.race([job.waitUntilFinished(this.events), aborted, pickup.failed])) as Report;
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      if (error instanceof NoWorkerError) throw error;
      throw new Error(failureReason(error instanceof Error ? error.message : String(error)), { cause: error });
    } finally {
      pickup.stop();
      signal.removeEventListener('abort', onAbort);
      this.listeners.delete(id);
    }
  }

  /**
   * Fails a job that is still waiting when the bound is up and no worker is connected: taken out of Redis (so a
   * worker that comes later does not run a check nobody waits for), and the check fails saying why. While workers are
   * connected a waiting job is only queued behind others (the bench keeps hundreds waiting): the bound starts again.
   */
  private pickupBound(jobId: string): { failed: Promise<never>; stop: () => void } {
    const bound = this.settings.pickupMs ?? DEFAULT_PICKUP_MS;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const failed = new Promise<never>((_, reject) => {
      const check = async () => {
        const state = await this.queue.getJobState(jobId).catch(() => 'unknown');
        if (stopped || !['waiting', 'prioritized', 'delayed'].includes(state)) return;
        // Where Redis refuses CLIENT LIST the count is unknown: the bound then holds as it is.
        if ((await this.queue.getWorkersCount().catch(() => 0)) > 0) return arm();
        // remove() refuses a job a worker has locked meanwhile: that one was taken, and runs.
        if (stopped || !(await this.queue.remove(jobId).catch(() => 0))) return;
        reject(new NoWorkerError(noWorkerReason(bound, `${this.settings.prefix}:${CHECK_QUEUE}`)));
      };
      const arm = () => {
        if (!stopped) timer = setTimeout(() => void check(), bound);
      };
      arm();
    });
    failed.catch(() => {});
    return {
      failed,
      stop: () => {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }

  /** Takes a waiting job out of Redis; a running one is stopped by the worker that has it. */
  async cancel(jobId: string, reason: string): Promise<void> {
    const removed = await this.queue.remove(jobId).catch(() => 0);
    if (!removed) await this.publisher.publish(cancelChannel(this.settings.prefix), JSON.stringify({ jobId, reason }));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.events.close(), this.queue.close()]);
    for (const client of this.clients) client.disconnect();
  }
}

/** A check no worker took within the bound (its message is the reason the studio shows). */
export class NoWorkerError extends Error {}

/**
 * The studio's RemoteChecks when REDIS_URL is set, else null (checks run here, as before). One per process, on
 * globalThis so a dev-server reload keeps its connections.
 */
export function remoteChecks(): RemoteChecks | null {
  const settings = queueSettings();
  if (!settings) return null;
  const slot = globalThis as { __packstudioRemoteChecks?: RemoteChecks };
  return (slot.__packstudioRemoteChecks ??= new RemoteChecks(settings));
}

/**
 * A full check of a workspace pack on a worker: its files and hash go in the job, the report comes back. Also returns
 * the texts the report was made from (read when the job was sent), for the studio's history.
 */
export async function checkOnWorkers(
  remote: RemoteChecks,
  packId: string,
  dir: string,
  options: CheckOptions,
  signal: AbortSignal,
  onEvent: (event: RemoteCheckEvent) => void,
): Promise<{ report: Report; texts: Partial<Record<string, string>> }> {
  const format = await formatOfDir(dir);
  if (!format) throw new WorkspaceError(`"${packId}" holds no pack of any format`);
  const [texts, pack] = await Promise.all([readPackTexts<string>(dir, format.files), packPayload(packId, dir)]);
  const request = {
    pack,
    // Each layer at the top level too: a worker of before reads `{ probe, eval }`, one of now reads `layers`.
    options: { ...options.layers, layers: options.layers, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS },
  };
  return { report: await remote.run(request, signal, onEvent), texts };
}

/**
 * Whether this check goes to the workers: REDIS_URL is set, it runs processes (a layer asked for that starts the
 * pack's CLI), and the pack has no project folder (a folder of this machine, which a worker does not have: such a
 * pack is checked here, as before).
 */
export async function goesToWorkers(
  dir: string,
  options: CheckOptions,
  projectDir: string | undefined,
): Promise<RemoteChecks | null> {
  const remote = remoteChecks();
  if (!remote || projectDir) return null;
  const format = await formatOfDir(dir);
  return format && runsProcesses(format, options.layers) ? remote : null;
}
