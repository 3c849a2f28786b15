'use server';
import 'server-only';

import {
  pollRunRequest,
  startRunRequest,
  stopRunRequest,
  type PollRunResult,
  type StartRunResult,
  type StopRunResult,
} from '@/lib/node/run/request';
import { guarded } from './guard';

/** The Run tab: queue one command of a pack through the runtime's exec. Input: { packId, verb, args, confirm }. */
export async function startRun(input: unknown): Promise<StartRunResult> {
  return guarded('run a command', () => startRunRequest(input));
}

/** A run's status and, once finished, its masked result, exit code, duration, tokens, argv and log. Input: { jobId }. */
export async function pollRun(input: unknown): Promise<PollRunResult> {
  return guarded('read a run', async () => pollRunRequest(input));
}

/** Stops a run: its job is cancelled and its process group killed. Input: { jobId }. */
export async function stopRun(input: unknown): Promise<StopRunResult> {
  return guarded('stop a run', async () => stopRunRequest(input));
}
