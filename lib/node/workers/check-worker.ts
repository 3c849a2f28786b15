import { mkdir, realpath, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Report } from '../../core/report';
import { storedLayers } from '../../formats/check-layers';
import { checkPackFolder } from '../check-folder';
import { CancelledError } from '../pool';
import { ensureStudioDir } from '../project';
import { PayloadError, writePackPayload } from './pack-payload';
import { cancelChannel, CHECK_QUEUE, connect, type RemoteCheckEvent, type RemoteCheckRequest } from './settings';

/** How long a worker holds a job without renewing its lock before another worker may take it: BullMQ's default. */
export const DEFAULT_LOCK_MS = 30_000;

export interface CheckWorkerOptions {
  url: string;
  prefix: string;
  /** Checks this worker runs at once (each still takes the machine's process slots for its probes and cases). */
  concurrency: number;
  /** The folder whose `.packstudio/worker` holds the packs of the jobs while they are checked. */
  workspace: string;
  /** A killed worker's job goes to another after this long; a job whose worker stopped twice fails with the reason. */
  lockMs?: number;
  /** Said in the job's progress and in each line the worker prints. */
  name?: string;
  log?: (line: string) => void;
}

export interface CheckWorker {
  worker: Worker<RemoteCheckRequest, Report>;
  /** Stops taking jobs, waits for the running ones (or, `force`, stops them), and disconnects. */
  close(force?: boolean): Promise<void>;
}

/**
 * A `packstudio worker`: takes full checks from the Redis queue, at most `concurrency` at once, writes each job's
 * pack into a fresh folder under its workspace, checks it there exactly as the studio would, and answers the report.
 */
export async function startCheckWorker(options: CheckWorkerOptions): Promise<CheckWorker> {
  const name = options.name ?? `${hostname()}:${process.pid}`;
  const log = options.log ?? (() => {});
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const workspace = await realpath(options.workspace).catch(() => {
    throw new PayloadError(`the worker's workspace ${options.workspace} does not exist: make it, or name another`);
  });
  const jobsDir = join(await ensureStudioDir(workspace), 'worker');
  await mkdir(jobsDir, { recursive: true });

  const processJob = async (job: Job<RemoteCheckRequest, Report>, _token?: string, signal?: AbortSignal) => {
    const report = (event: RemoteCheckEvent) => void job.updateProgress(event).catch(() => {});
    report({ type: 'start', worker: name, attempt: job.attemptsStarted });
    const { pack, options: check } = job.data;
    let written: { root: string; dir: string };
    try {
      written = await writePackPayload(pack, jobsDir);
    } catch (error) {
      // A malformed or tampered pack fails the same way on every worker: no retry.
      if (error instanceof PayloadError) throw new UnrecoverableError(error.message);
      throw error;
    }
    try {
      const started = Date.now();
      log(`${name}: job ${job.id} ${pack.packId} started`);
      const { report: result } = await checkPackFolder(pack.packId, written.dir, {
        // A job a studio of before sent carries each layer at the top level ({ probe, eval }): read either shape.
        layers: storedLayers(check),
        timeoutMs: check.timeoutMs,
        onProgress: report,
        signal,
      });
      log(`${name}: job ${job.id} ${pack.packId} done in ${Date.now() - started} ms: ${result.score} ${result.grade}`);
      return result;
    } catch (error) {
      if (signal?.aborted) throw new UnrecoverableError(String(signal.reason ?? new CancelledError().message));
      throw error;
    } finally {
      await rm(written.root, { recursive: true, force: true });
    }
  };

  const connections: Redis[] = [connect(options.url), connect(options.url)];
  const worker = new Worker<RemoteCheckRequest, Report>(CHECK_QUEUE, processJob, {
    connection: connections[0],
    prefix: options.prefix,
    concurrency: Math.max(1, options.concurrency),
    lockDuration: lockMs,
    stalledInterval: Math.max(500, Math.floor(lockMs / 2)),
    maxStalledCount: 1,
  });
  worker.on('failed', (job, error) => log(`${name}: job ${job?.id ?? '?'} failed: ${error.message}`));
  worker.on('stalled', (jobId) => log(`${name}: job ${jobId} lost its worker; back in the queue`));
  worker.on('error', (error) => log(`${name}: ${error.message}`));

  // The studio says "stop job N" to every worker; the one that has it aborts the check (its processes are killed).
  const subscriber = connections[1];
  await subscriber.subscribe(cancelChannel(options.prefix));
  subscriber.on('message', (_channel, message: string) => {
    try {
      const { jobId, reason } = JSON.parse(message) as { jobId?: unknown; reason?: unknown };
      if (typeof jobId === 'string') worker.cancelJob(jobId, typeof reason === 'string' ? reason : 'cancelled');
    } catch {
      // not a message of ours
    }
  });
  await worker.waitUntilReady();
  log(`${name}: taking checks from ${options.prefix}:${CHECK_QUEUE}, ${Math.max(1, options.concurrency)} at a time`);

  return {
    worker,
    close: async (force = false) => {
      await worker.close(force);
      for (const client of connections) client.disconnect();
    },
  };
}
