'use server';
import 'server-only';

import {
  cancelCheckRequest,
  checkDefaultsRequest,
  type CheckDefaultsResult,
  pollCheckRequest,
  startCheckRequest,
  type CancelCheckResult,
  type PollCheckResult,
  type StartCheckResult,
} from '@/lib/node/jobs';
import { accessRefusal } from './guard';

/**
 * Queues `check` with the format's optional layers for a pack in the workspace (PACKS_DIR, else ./packs): the
 * studio's one job queue runs at most STUDIO_MAX_JOBS (default: the cores) at once, first come, first served, and
 * an identical request (same pack, file versions and options) joins the job already there.
 * Input: { packId, layers? } (the format's optional layers by id, PackFormat.optionalLayers; one left unsaid runs). Returns { ok: true, jobId, joined } or { ok: false, error }.
 */
export async function startCheck(input: unknown): Promise<StartCheckResult> {
  const refusal = await accessRefusal();
  if (refusal) return { ok: false, error: refusal };
  return startCheckRequest(input);
}

/**
 * Progress of a check job: status (queued with its place in the line, running, done, failed, cancelled), each
 * layer's items done so far (HCP: probes, eval cases), and the final CheckReport when done. Input: { jobId }.
 */
export async function pollCheck(input: unknown): Promise<PollCheckResult> {
  const refusal = await accessRefusal();
  if (refusal) return { ok: false, error: refusal };
  return pollCheckRequest(input);
}

/** Cancels a check: a queued one leaves the line, a running one has its process groups killed. Input: { jobId }. */
export async function cancelCheck(input: unknown): Promise<CancelCheckResult> {
  const refusal = await accessRefusal();
  if (refusal) return { ok: false, error: refusal };
  return cancelCheckRequest(input);
}

/**
 * What the dashboard ticks until the person chooses: every optional layer of the pack's format when its CLI resolves
 * here (looked up, never run), none with the reason when it does not. Input: { packId }. Answers { layers, reason }.
 */
export async function checkDefaults(input: unknown): Promise<CheckDefaultsResult> {
  const refusal = await accessRefusal();
  if (refusal) return { ok: false, error: refusal };
  return checkDefaultsRequest(input);
}
