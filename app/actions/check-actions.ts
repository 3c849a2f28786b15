'use server';
import 'server-only';

import { pollCheckRequest, startCheckRequest, type PollCheckResult, type StartCheckResult } from '@/lib/node/jobs';
import { accessRefusal } from './guard';

/**
 * Runs `check` with the probe and eval layers for a pack in the workspace (PACKS_DIR, else ./packs), in the
 * background. Input: { packId, probe?, eval? }. Returns { ok: true, jobId } or { ok: false, error }.
 */
export async function startCheck(input: unknown): Promise<StartCheckResult> {
  const refusal = await accessRefusal();
  if (refusal) return { ok: false, error: refusal };
  return startCheckRequest(input);
}

/**
 * Progress of a check job: status, probes and eval cases done so far, and the final CheckReport when done.
 * Input: { jobId }.
 */
export async function pollCheck(input: unknown): Promise<PollCheckResult> {
  const refusal = await accessRefusal();
  if (refusal) return { ok: false, error: refusal };
  return pollCheckRequest(input);
}
