import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { WorkdirRecord } from '../../core/report';
import { inputError, PackIdSchema } from '../../studio/server/inputs';
import { resolveWorkspacePack } from '../jobs';
import { JOB_TTL_MS, statusOf, studioQueue, type JobQueue, type JobStatus } from '../job-queue';
import { packRunnerOf } from '../pack-runner';
import { withRunFolders } from '../project';
import { Runtime, type ExecErrorCode, type ExecResult } from '../runtime/exec';
import { workspaceDir } from '../workspace';

/**
 * The studio's Run tab: one command of a pack through the reference runtime's `exec` (schema check, grants,
 * confirm gate, sandbox, argv, timeout, kill), as a job in the studio's one queue, so it waits its turn and holds a
 * process slot like checks do. What comes back is masked: agent_env values, credential-shaped strings and the values
 * of arguments the author marked secret show as ••••. The runtime masks a run's output as it captures it
 * (lib/node/runtime/process.ts), so a secret the command prints never reaches the browser (the only copy there is
 * the one the author typed).
 */

export const StartRunInput = z.strictObject({
  packId: PackIdSchema,
  verb: z.string({ error: 'verb must be a string' }).min(1, 'name a command').max(200),
  args: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
  /**
   * The person approved the card (its confirm button): the run's only consent, handed to the runtime as such. A
   * `confirm` inside `args` is an argument like any other, never consent (it never reaches the CLI either).
   */
  confirm: z.boolean().default(false),
  /** Names of the arguments the author marked secret: their values are masked in everything the run returns. */
  secret: z.array(z.string().max(200)).max(100).default([]),
});
export const RunJobInput = z.strictObject({ jobId: z.uuid() });

/** One run as the Run tab shows it; every text in it is masked. */
export interface RunView {
  ok: boolean;
  result?: unknown;
  /** True when the result is stdout parsed as JSON (else it is the text). */
  json: boolean;
  error?: string;
  code?: ExecErrorCode;
  exitCode: number | null;
  ms: number;
  tokens: number;
  /** The argv as run (the bin as the pack names it); empty when the runtime refused before any process. */
  argv: string[];
  stdout: string;
  stderr: string;
  truncated: boolean;
  /** Where the command ran (the server adds it; runView leaves it out). */
  workdir?: WorkdirRecord;
}

export type StartRunResult = { ok: true; jobId: string } | { ok: false; error: string };
export type PollRunResult =
  { ok: true; status: JobStatus; ahead: number | null; run?: RunView; error?: string } | { ok: false; error: string };
export type StopRunResult = { ok: true; status: JobStatus } | { ok: false; error: string };

/**
 * Where a pack's runs keep their store (under the variable its format names) across the session (ledger's store, so
 * `list` shows what `transfer` recorded): one folder per workspace and pack under the system temp dir, never inside
 * the pack.
 */
export function runHome(root: string, packId: string): string {
  const workspace = createHash('sha256').update(root).digest('hex').slice(0, 16);
  return join(tmpdir(), 'packstudio-run-home', workspace, packId);
}

/** The values of the arguments marked secret, as the command receives them (numbers and booleans as text). */
export function markedSecrets(
  args: Record<string, string | number | boolean | null>,
  names: readonly string[],
): string[] {
  return names.flatMap((name) =>
    args[name] === undefined || args[name] === null || args[name] === '' ? [] : [String(args[name])],
  );
}

/**
 * An exec result as the tab shows it. Everything in it was masked in the runtime, which was given the marked values:
 * the run's argv, output and result as they entered the engine, a refusal's message as it was made.
 */
export function runView(result: ExecResult): RunView {
  const run = result.run;
  return {
    ok: result.ok,
    ...(result.result !== undefined ? { result: result.result } : {}),
    json: run?.json !== undefined,
    ...(result.error !== undefined ? { error: result.error } : {}),
    ...(result.code ? { code: result.code } : {}),
    exitCode: run?.exit_code ?? null,
    ms: Math.round(run?.ms ?? 0),
    tokens: run?.tokens ?? 0,
    argv: run?.argv ?? [],
    stdout: run?.stdout ?? '',
    stderr: run?.stderr ?? '',
    truncated: run?.truncated ?? false,
  };
}

/** Queues one run and returns its job id at once; poll it for the result, stop it to kill its process group. */
export async function startRunRequest(
  input: unknown,
  root: string = workspaceDir(),
  queue: JobQueue = studioQueue,
): Promise<StartRunResult> {
  const parsed = StartRunInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const { packId, verb, args, confirm, secret } = parsed.data;
  const pack = await resolveWorkspacePack(packId, root);
  if (!pack.ok) return pack;
  const packHome = runHome(root, packId);
  const submitted = queue.trySubmit<null, RunView>({
    kind: 'run',
    key: null,
    data: null,
    pack: packId,
    run: async (signal) => {
      const found = await packRunnerOf(pack.dir);
      if (!found.ok) return runView({ ok: false, code: 'adapter', error: found.error });
      const { runner } = found;
      await mkdir(packHome, { recursive: true });
      const marked = markedSecrets(args, secret);
      // The pack's project folder (the studio's setting) or a scratch folder: never the studio's checkout or the pack.
      return withRunFolders({ packId, packDir: pack.dir }, async (folders) => {
        const runtime = new Runtime({
          runner,
          packDir: pack.dir,
          packHome,
          projectDir: folders.projectDir,
          scratchDir: folders.scratchDir,
          signal,
          // A person runs these by hand: every write waits for its approval card, not only the confirm-gated ones.
          approval: 'every-write',
          secrets: marked,
        });
        try {
          const result = await runtime.exec(verb, args, { consent: confirm });
          return { ...runView(result), workdir: folders.record(runner.workspaceMode) };
        } finally {
          await runtime.dispose();
        }
      });
    },
  });
  return submitted.ok ? { ok: true, jobId: submitted.ticket.id } : submitted;
}

export function pollRunRequest(input: unknown, queue: JobQueue = studioQueue): PollRunResult {
  const parsed = RunJobInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const polled = queue.status<null, RunView>(parsed.data.jobId);
  if (!polled)
    return { ok: false, error: `no run ${parsed.data.jobId} (finished runs are kept ${JOB_TTL_MS / 60000} minutes)` };
  const { job } = polled.ticket;
  return {
    ok: true,
    status: polled.status,
    ahead: polled.ahead,
    ...(job.result ? { run: job.result } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}

/** Stop: a queued run leaves the line, a running one has its process group killed. */
export function stopRunRequest(input: unknown, queue: JobQueue = studioQueue): StopRunResult {
  const parsed = RunJobInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const ticket = queue.ticket(parsed.data.jobId);
  if (!ticket) return { ok: false, error: `no run ${parsed.data.jobId}` };
  queue.cancel(ticket.id);
  return { ok: true, status: statusOf(ticket) };
}
