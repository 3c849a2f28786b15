'use server';
import 'server-only';

import { pollCheckRequest, startCheckRequest, type PollCheckResult, type StartCheckResult } from '@/lib/node/jobs';
import { authorized } from './guard';

const NOT_AUTHORISED = { ok: false as const, error: 'not authorised: open the studio with ?token=<STUDIO_TOKEN> first' };

/**
 * Runs `check` with the probe and eval layers for a pack in the workspace (PACKS_DIR, else ./packs), in the
 * background. Input: { packId, probe?, eval? }. Returns { ok: true, jobId } or { ok: false, error }.
 */
export async function startCheck(input: unknown): Promise<StartCheckResult> {
  if (!(await authorized())) return NOT_AUTHORISED;
  return startCheckRequest(input);
}

/**
 * Progress of a check job: status, probes and eval cases done so far, and the final CheckReport when done.
 * Input: { jobId }.
 */
export async function pollCheck(input: unknown): Promise<PollCheckResult> {
  if (!(await authorized())) return NOT_AUTHORISED;
  return pollCheckRequest(input);
}
