import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EvalCaseResult, ProbeRecord, Report } from '../core/report';
import { runFullCheck, type ProgressEvent } from './full-check';
import { loadPackFromDir } from './load-dir';
import { DEFAULT_TIMEOUT_MS } from './runtime/process';
import { resolvePackDir, workspaceDir, WorkspaceError } from './workspace';

/** Finished jobs are forgotten this long after they finish; running ones this long after they start. */
export const JOB_TTL_MS = 15 * 60 * 1000;
export const RUNNING_JOB_TTL_MS = 60 * 60 * 1000;

export type CheckPhase = 'queued' | ProgressEventPhase;
type ProgressEventPhase = Extract<ProgressEvent, { type: 'phase' }>['phase'];

export interface CheckProgress {
  probesDone: number;
  probesTotal: number;
  casesDone: number;
  casesTotal: number;
  phase: CheckPhase;
}

export interface CheckJob {
  id: string;
  packId: string;
  status: 'running' | 'done' | 'failed';
  progress: CheckProgress;
  /** Probe records and eval case results so far, in the order they finished. */
  probes: ProbeRecord[];
  cases: EvalCaseResult[];
  /** The finished report; its layers say which ran and why any did not. */
  report?: Report;
  error?: string;
  startedAt: number;
  finishedAt?: number;
}

/** Module-level, kept on globalThis so a dev-server reload does not lose running jobs. */
const JOBS: Map<string, CheckJob> = ((globalThis as { __packstudioCheckJobs?: Map<string, CheckJob> }).__packstudioCheckJobs ??= new Map());

/** A pack id to its folder in the workspace (one resolver for every caller: no `..`, no absolute path, no symlink out). */
export async function resolveWorkspacePack(id: string, root: string = workspaceDir()): Promise<{ ok: true; dir: string } | { ok: false; error: string }> {
  try {
    return { ok: true, dir: await resolvePackDir(id, root) };
  } catch (error) {
    if (error instanceof WorkspaceError) return { ok: false, error: error.message };
    throw error;
  }
}

export interface StartOptions {
  probe: boolean;
  eval: boolean;
  timeoutMs?: number;
  projectDir?: string;
}

/** Starts a full check in the background and returns its job id at once. */
export function startCheckJob(packId: string, dir: string, options: StartOptions): string {
  sweepJobs();
  const job: CheckJob = {
    id: randomUUID(),
    packId,
    status: 'running',
    progress: { probesDone: 0, probesTotal: 0, casesDone: 0, casesTotal: 0, phase: 'queued' },
    probes: [],
    cases: [],
    startedAt: Date.now(),
  };
  JOBS.set(job.id, job);
  void runJob(job, dir, options);
  return job.id;
}

async function runJob(job: CheckJob, dir: string, options: StartOptions): Promise<void> {
  try {
    const pack = await loadPackFromDir(dir);
    const report = await runFullCheck(pack, dir, {
      probe: options.probe,
      eval: options.eval,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      projectDir: options.projectDir ?? process.cwd(),
      onProgress: (event) => applyProgress(job, event),
    });
    Object.assign(job, { report, status: 'done' as const });
  } catch (error) {
    Object.assign(job, { status: 'failed' as const, error: error instanceof Error ? error.message : String(error) });
  } finally {
    job.finishedAt = Date.now();
  }
}

export function applyProgress(job: CheckJob, event: ProgressEvent): void {
  const p = job.progress;
  if (event.type === 'phase') p.phase = event.phase;
  else if (event.type === 'probe') {
    job.probes.push(event.record);
    Object.assign(p, { probesDone: event.done, probesTotal: event.total });
  } else {
    job.cases.push(event.result);
    Object.assign(p, { casesDone: event.done, casesTotal: event.total });
  }
}

export function getCheckJob(id: string): CheckJob | undefined {
  sweepJobs();
  return JOBS.get(id);
}

export function sweepJobs(now = Date.now()): void {
  for (const [id, job] of JOBS)
    if ((job.finishedAt !== undefined && now - job.finishedAt > JOB_TTL_MS) || now - job.startedAt > RUNNING_JOB_TTL_MS) JOBS.delete(id);
}

// ---- what the server actions take and return, validated with zod at the boundary

export const StartCheckInput = z.strictObject({
  packId: z.string().min(1).max(128),
  probe: z.boolean().default(true),
  eval: z.boolean().default(true),
});

export const PollCheckInput = z.strictObject({ jobId: z.uuid() });

export type StartCheckResult = { ok: true; jobId: string } | { ok: false; error: string };

export type PollCheckResult =
  | {
      ok: true;
      status: CheckJob['status'];
      progress: CheckProgress;
      probes: ProbeRecord[];
      cases: EvalCaseResult[];
      report?: Report;
      error?: string;
    }
  | { ok: false; error: string };

const invalid = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');

export async function startCheckRequest(input: unknown, root: string = workspaceDir()): Promise<StartCheckResult> {
  const parsed = StartCheckInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: invalid(parsed.error) };
  const pack = await resolveWorkspacePack(parsed.data.packId, root);
  if (!pack.ok) return pack;
  return { ok: true, jobId: startCheckJob(parsed.data.packId, pack.dir, { probe: parsed.data.probe, eval: parsed.data.eval }) };
}

export async function pollCheckRequest(input: unknown): Promise<PollCheckResult> {
  const parsed = PollCheckInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: invalid(parsed.error) };
  const job = getCheckJob(parsed.data.jobId);
  if (!job) return { ok: false, error: `no check job ${parsed.data.jobId} (finished jobs are kept ${JOB_TTL_MS / 60000} minutes)` };
  return {
    ok: true,
    status: job.status,
    progress: { ...job.progress },
    probes: [...job.probes],
    cases: [...job.cases],
    ...(job.report ? { report: job.report } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}
