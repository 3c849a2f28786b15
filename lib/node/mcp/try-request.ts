import { z } from 'zod';
import { agentHostConfigs, HOST_IDS, launchOf, type HostId } from '../../mcp/host-configs';
import { inputError, PackIdSchema } from '../../studio/server/inputs';
import { JOB_TTL_MS, statusOf, studioQueue, type JobQueue, type JobStatus } from '../job-queue';
import { workspaceDir } from '../workspace';
import { tryLaunch, type TryReport } from './doctor';
import { agentLaunchRequest } from './launch';

/**
 * The Agent tab's "Try this config": the configuration is built again here, by the same function the tab shows it
 * with, from the pack id, the host and the grant (never from a command the page sends), read back from its text as
 * a host reads it, and tried as a job in the studio's one queue, so it waits its turn like checks and runs do.
 */

export const TryConfigInput = z.strictObject({
  packId: PackIdSchema,
  host: z.enum(HOST_IDS as [HostId, ...HostId[]], { error: `host must be one of ${HOST_IDS.join(', ')}` }),
  grant: z.enum(['read', 'write'], { error: 'grant must be read or write' }).default('read'),
});
export const TryJobInput = z.strictObject({ jobId: z.uuid() });

export type StartTryResult = { ok: true; jobId: string } | { ok: false; error: string };
export type PollTryResult =
  | { ok: true; status: JobStatus; ahead: number | null; report?: TryReport; error?: string }
  | { ok: false; error: string };

export async function startTryRequest(
  input: unknown,
  root: string = workspaceDir(),
  queue: JobQueue = studioQueue,
): Promise<StartTryResult> {
  const parsed = TryConfigInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const { packId, host, grant } = parsed.data;
  const facts = await agentLaunchRequest({ packId }, root);
  if (!facts.ok) return facts;
  const config = agentHostConfigs(facts, grant).find((c) => c.id === host)!;
  const launch = launchOf(config);
  const submitted = queue.trySubmit<null, TryReport>({
    kind: 'config try',
    key: null,
    data: null,
    pack: packId,
    run: (signal) => tryLaunch(launch, { signal }),
  });
  return submitted.ok ? { ok: true, jobId: submitted.ticket.id } : submitted;
}

export function pollTryRequest(input: unknown, queue: JobQueue = studioQueue): PollTryResult {
  const parsed = TryJobInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const polled = queue.status<null, TryReport>(parsed.data.jobId);
  if (!polled)
    return { ok: false, error: `no try ${parsed.data.jobId} (finished tries are kept ${JOB_TTL_MS / 60000} minutes)` };
  const { job } = polled.ticket;
  return {
    ok: true,
    status: polled.status,
    ahead: polled.ahead,
    ...(job.result ? { report: job.result } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}

/**
 * "Cancel": a queued try leaves the line; a running one is aborted, which kills the server it started with its
 * process group (tryLaunch's signal), so a configuration that hangs never holds a process slot.
 */
export function stopTryRequest(
  input: unknown,
  queue: JobQueue = studioQueue,
): { ok: true; status: JobStatus } | { ok: false; error: string } {
  const parsed = TryJobInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const ticket = queue.ticket(parsed.data.jobId);
  if (!ticket) return { ok: false, error: `no try ${parsed.data.jobId}` };
  queue.cancel(ticket.id);
  return { ok: true, status: statusOf(ticket) };
}
