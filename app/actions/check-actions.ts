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
 * Queues `check` with the probe and eval layers for a pack in the workspace (PACKS_DIR, else ./packs): the
 * studio's one job queue runs at most STUDIO_MAX_JOBS (default: the cores) at once, first come, first served, and
 * an identical request (same pack, file versions and options) joins the job already there.
 * Input: { packId, probe?, eval? }. Returns { ok: true, jobId, joined } or { ok: false, error }.
 */
export async function startCheck(input: unknown): Promise<StartCheckResult> {
  const refusal = await accessRefusal();
  if (refusal) return { ok: false, error: refusal };
  return startCheckRequest(input);
}

/**
 * Progress of a check job: status (queued with its place in the line, running, done, failed, cancelled), probes
 * and eval cases done so far, and the final CheckReport when done. Input: { jobId }.
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
 * What the dashboard ticks until the person chooses: probe and eval when the pack's CLI resolves here (looked up,
 * never run), with the reason when it does not. Input: { packId }.
 */
export async function checkDefaults(input: unknown): Promise<CheckDefaultsResult> {
  const refusal = await accessRefusal();
  if (refusal) return { ok: false, error: refusal };
  return checkDefaultsRequest(input);
}
