import { basename, dirname } from 'node:path';
import { z } from 'zod';
import type { Report, WorkdirRecord } from '../core/report';
import { allLayers, layersKey, resolveLayers } from '../formats/check-layers';
import type { CheckLayers, PlannedWrite, ProgressEvent } from '../formats/types';
import { runsProcesses, serverPartOf } from '../formats/node';
import { PackIdSchema } from '../studio/server/inputs';
import { recordStudioCheck, type HistoryNote } from './history/studio';
import { JOB_TTL_MS, statusOf, studioQueue, type Job, type JobQueue, type JobStatus } from './job-queue';
import { checkPackFolder, type CheckOptions } from './check-folder';
import { checkOnWorkers, goesToWorkers, type RemoteChecks } from './workers/remote-checks';
import type { RemoteCheckEvent } from './workers/settings';
import { hashPackFolder } from './pack-hash';
import { packSettings } from './project';
import { DEFAULT_TIMEOUT_MS } from './runtime/timeout';
import { formatOfDir, resolvePackDir, workspaceDir, WorkspaceError } from './workspace';
import { readPackTexts } from './load-dir';

export { JOB_TTL_MS };

export type CheckPhase = 'queued' | ProgressEventPhase;
type ProgressEventPhase = Extract<ProgressEvent, { type: 'phase' }>['phase'];

/** How far each of the format's report sections is (a probe layer's runs, an eval's cases), by section key. */
export type SectionProgress = Record<string, { done: number; total: number }>;

export interface CheckProgress {
  sections: SectionProgress;
  phase: CheckPhase;
}

/** Each section's items so far (a probe record, an eval case's result), by section key, in the order they finished. */
export type SectionItems = Record<string, unknown[]>;

/** What a check job reports as it runs: progress, and each report section's items so far. */
export interface CheckJobData {
  packId: string;
  progress: CheckProgress;
  items: SectionItems;
  /** Whether the finished run was stored in the workspace's history. */
  history?: HistoryNote;
  /** Where the CLI runs (known once the job starts): the pack's project folder or the run's scratch folder. */
  workdir?: WorkdirRecord;
  /** The eval cases that will run a write, said before the eval layer runs them. */
  writes: PlannedWrite[];
  /** The worker machine checking the pack (REDIS_URL set): its name, once one has taken the job. */
  worker?: string;
  /** Why the check has not started (REDIS_URL set): no worker is connected to take it. */
  waiting?: string;
}

export type CheckJob = Job<CheckJobData, Report>;

/** A pack id to its folder in the workspace (one resolver for every caller: no `..`, no absolute path, no symlink out). */
export async function resolveWorkspacePack(
  id: string,
  root: string = workspaceDir(),
): Promise<{ ok: true; dir: string } | { ok: false; error: string }> {
  try {
    return { ok: true, dir: await resolvePackDir(id, root) };
  } catch (error) {
    if (error instanceof WorkspaceError) return { ok: false, error: error.message };
    throw error;
  }
}

export interface StartOptions extends CheckOptions {
  /** Whether a layer asked for starts the pack's processes (formats/node runsProcesses): it waits its turn in line. */
  processes: boolean;
}

/**
 * Queues a full check and returns this request's ticket at once. `key` (pack, file hash, options) lets an
 * identical request join a queued, running or just-finished check instead of starting another. A check whose
 * layers start no process (a static check), so it runs at once instead of waiting in the line. Refused (the queue's
 * message) when the line is at its bound.
 */
export function startCheckJob(
  packId: string,
  dir: string,
  options: StartOptions,
  key: string | null = null,
  queue: JobQueue = studioQueue,
  workers: RemoteChecks | null = null,
) {
  const data: CheckJobData = {
    packId,
    progress: { sections: {}, phase: 'queued' },
    items: {},
    writes: [],
  };
  return queue.trySubmit<CheckJobData, Report>({
    kind: 'check',
    key,
    data,
    pack: packId,
    processes: options.processes,
    runsOn: workers ? 'workers' : 'here',
    run: async (signal, job) => {
      const { report, texts } = workers
        ? await checkOnWorkers(workers, packId, dir, options, signal, (event) => applyWorkerEvent(job, event))
        : await checkPackFolder(packId, dir, { ...options, onProgress: (event) => applyProgress(job, event), signal });
      job.history = await recordStudioCheck(texts, dir, report);
      return report;
    },
  });
}

/**
 * What the studio hears of a job on the workers: that none is connected to take it, that one took it (again, after
 * another worker stopped: progress starts over), then progress.
 */
function applyWorkerEvent(job: CheckJobData, event: RemoteCheckEvent): void {
  if (event.type === 'waiting') job.waiting = event.reason;
  else if (event.type !== 'start') applyProgress(job, event);
  else {
    delete job.waiting;
    Object.assign(job, { worker: event.worker, items: {}, writes: [] });
    job.progress = { sections: {}, phase: 'queued' };
  }
}

/** The join key of a check: the same pack, the same versions of every file in its folder, the same options and project folder. */
export async function checkKey(packId: string, dir: string, options: CheckOptions): Promise<string | null> {
  const hash = await hashPackFolder(dir);
  const project = (await projectDirOf(packId, dir)) ?? '';
  // The layers in the format's order (`probe=false\0eval=true`): the key a check had before formats declared them.
  const layers = layersKey(options.layers);
  return hash
    ? `check\0${packId}\0${hash}\0${layers ? `${layers}\0` : ''}timeout=${options.timeoutMs ?? DEFAULT_TIMEOUT_MS}\0project=${project}`
    : null;
}

const projectDirOf = async (packId: string, dir: string) => (await packSettings(dirname(dir), packId)).projectDir;

export function applyProgress(job: CheckJobData, event: ProgressEvent): void {
  const p = job.progress;
  if (event.type === 'phase') p.phase = event.phase;
  else if (event.type === 'workdir') job.workdir = event.workdir;
  else if (event.type === 'writes') job.writes = event.writes;
  else {
    (job.items[event.section] ??= []).push(event.item);
    p.sections[event.section] = { done: event.done, total: event.total };
  }
}

// ---- what the server actions take and return, validated with zod at the boundary

/** `layers`: the format's optional layers by id (formats/check-layers.ts); one not named runs. */
export const StartCheckInput = z.strictObject({
  packId: PackIdSchema,
  layers: z.record(z.string(), z.boolean()).optional(),
});

export const PollCheckInput = z.strictObject({ jobId: z.uuid() });
export const CheckDefaultsInput = z.strictObject({ packId: PackIdSchema });
export const CancelCheckInput = PollCheckInput;

/** `joined`: an identical check (same pack, file versions and options) was already queued, running or just done. */
export type StartCheckResult = { ok: true; jobId: string; joined: boolean } | { ok: false; error: string };

export type CancelCheckResult = { ok: true; status: JobStatus } | { ok: false; error: string };

export type PollCheckResult =
  | {
      ok: true;
      /** This request's view: 'cancelled' once it was cancelled, even while others still hold the job. */
      status: JobStatus;
      /** Queued jobs ahead of this one (0: it starts next); null once it runs. */
      ahead: number | null;
      /** Jobs running now, studio-wide. */
      running: number;
      progress: CheckProgress;
      items: SectionItems;
      /** The eval cases that run a write, known before they run. */
      writes: PlannedWrite[];
      /** Where the CLI runs, once the job has started. */
      workdir?: WorkdirRecord;
      /** The worker machine checking the pack, once one has taken it (REDIS_URL set). */
      worker?: string;
      /** Why the check has not started yet (REDIS_URL set): no worker is connected. */
      waiting?: string;
      /** The finished report; its layers say which ran and why any did not. */
      report?: Report;
      history?: HistoryNote;
      error?: string;
    }
  | { ok: false; error: string };

const invalid = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');

export async function startCheckRequest(
  input: unknown,
  root: string = workspaceDir(),
  queue: JobQueue = studioQueue,
): Promise<StartCheckResult> {
  const parsed = StartCheckInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: invalid(parsed.error) };
  const pack = await resolveWorkspacePack(parsed.data.packId, root);
  if (!pack.ok) return pack;
  const format = await formatOfDir(pack.dir);
  // Each layer the format declares and the input does not name runs, as a full check does.
  const layers = format ? resolveLayers(format, parsed.data.layers, () => true) : {};
  const options = { layers, processes: !!format && runsProcesses(format, layers) };
  const key = await checkKey(parsed.data.packId, pack.dir, options);
  const workers = await goesToWorkers(pack.dir, options, await projectDirOf(parsed.data.packId, pack.dir));
  const submitted = startCheckJob(parsed.data.packId, pack.dir, options, key, queue, workers);
  if (!submitted.ok) return submitted;
  return { ok: true, jobId: submitted.ticket.id, joined: submitted.ticket.joined };
}

/** What the dashboard ticks by default: a full check (every optional layer) when the pack's CLI resolves here. */
export type CheckDefaultsResult =
  { ok: true; layers: CheckLayers; reason: string | null } | { ok: false; error: string };

export async function checkDefaultsRequest(
  input: unknown,
  root: string = workspaceDir(),
): Promise<CheckDefaultsResult> {
  const parsed = CheckDefaultsInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: invalid(parsed.error) };
  const pack = await resolveWorkspacePack(parsed.data.packId, root);
  if (!pack.ok) return pack;
  const format = await formatOfDir(pack.dir);
  const part = format && serverPartOf(format);
  if (!format || !part?.cliResolves)
    return { ok: true, layers: format ? allLayers(format, false) : {}, reason: 'the pack runs no CLI' };
  const texts = await readPackTexts<string>(pack.dir, format.files);
  const found = await part.cliResolves(format.load(texts, basename(pack.dir)), pack.dir);
  return { ok: true, layers: allLayers(format, found.ok), reason: found.ok ? null : found.reason };
}

export async function pollCheckRequest(input: unknown, queue: JobQueue = studioQueue): Promise<PollCheckResult> {
  const parsed = PollCheckInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: invalid(parsed.error) };
  const polled = queue.status<CheckJobData, Report>(parsed.data.jobId);
  if (!polled)
    return {
      ok: false,
      error: `no check job ${parsed.data.jobId} (finished jobs are kept ${JOB_TTL_MS / 60000} minutes)`,
    };
  const { ticket } = polled;
  const { job } = ticket;
  return {
    ok: true,
    status: polled.status,
    ahead: polled.ahead,
    running: queue.running,
    progress: { ...job.data.progress, sections: structuredClone(job.data.progress.sections) },
    items: Object.fromEntries(Object.entries(job.data.items).map(([key, list]) => [key, [...list]])),
    writes: [...job.data.writes],
    ...(job.data.workdir ? { workdir: job.data.workdir } : {}),
    ...(job.data.worker ? { worker: job.data.worker } : {}),
    ...(job.data.waiting ? { waiting: job.data.waiting } : {}),
    ...(job.result && !ticket.cancelled ? { report: job.result } : {}),
    ...(job.data.history && !ticket.cancelled ? { history: job.data.history } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}

/** Cancels this request: a queued check leaves the line; a running one has its processes killed (unless another request shares it). */
export async function cancelCheckRequest(input: unknown, queue: JobQueue = studioQueue): Promise<CancelCheckResult> {
  const parsed = CancelCheckInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: invalid(parsed.error) };
  const ticket = queue.ticket(parsed.data.jobId);
  if (!ticket) return { ok: false, error: `no check job ${parsed.data.jobId}` };
  queue.cancel(ticket.id);
  return { ok: true, status: statusOf(ticket) };
}
