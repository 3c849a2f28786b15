import { Redis } from 'ioredis';
import type { ProgressEvent } from '../../formats/types';
import type { CheckOptions } from '../check-folder';
import type { PackPayload } from './pack-payload';

/** With this set (redis://… or rediss://…), the studio's full checks run on `packstudio worker` processes. */
export const REDIS_URL_ENV = 'REDIS_URL';
/** Keys of one installation (or one test run) start with this, so several share one Redis without meeting. */
export const QUEUE_PREFIX_ENV = 'PACKSTUDIO_QUEUE_PREFIX';
export const DEFAULT_QUEUE_PREFIX = 'packstudio';
/** The BullMQ queue full checks go through. */
export const CHECK_QUEUE = 'checks';

/** How long a check may wait while no worker is connected to take it, before it fails saying so. */
export const PICKUP_SECONDS_ENV = 'PACKSTUDIO_WORKER_PICKUP_SECONDS';
export const DEFAULT_PICKUP_MS = 120_000;

export interface QueueSettings {
  url: string;
  prefix: string;
  /** The bound of PICKUP_SECONDS_ENV in ms (DEFAULT_PICKUP_MS when absent). */
  pickupMs?: number;
}

/** The queue the environment names, or null without REDIS_URL (the studio's in-process queue, as before). */
export function queueSettings(env: Record<string, string | undefined> = process.env): QueueSettings | null {
  const url = env[REDIS_URL_ENV]?.trim();
  if (!url) return null;
  return { url, prefix: env[QUEUE_PREFIX_ENV]?.trim() || DEFAULT_QUEUE_PREFIX, pickupMs: pickupMs(env) };
}

function pickupMs(env: Record<string, string | undefined>): number {
  const raw = env[PICKUP_SECONDS_ENV]?.trim();
  if (!raw) return DEFAULT_PICKUP_MS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 24 * 3600)
    throw new Error(`${PICKUP_SECONDS_ENV} is a number of seconds, more than 0 and at most 86400 (not ${raw})`);
  return seconds * 1000;
}

/** The reason a check fails when no worker took it in time (the studio shows it as the check's error). */
export function noWorkerReason(pickupMs: number, queue: string): string {
  return `no worker took the job within ${Number((pickupMs / 1000).toFixed(1))} s: is \`packstudio worker\` running? (queue ${queue}, ${PICKUP_SECONDS_ENV} sets the bound)`;
}

/** Where the studio says "stop this job" to whichever worker has it (Redis pub/sub). */
export const cancelChannel = (prefix: string) => `${prefix}:${CHECK_QUEUE}:cancel`;

/** BullMQ's blocking commands need `maxRetriesPerRequest: null`; the same settings for every connection. */
export function connect(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

/** What a check job carries: the pack and the options of the check. */
export interface RemoteCheckRequest {
  pack: PackPayload;
  options: Required<CheckOptions>;
}

/**
 * What the studio hears of a job: that no worker is connected to take it (said by the studio's side when it sends
 * the job), that a worker started it (again, after another worker stopped), then the check's own progress.
 */
export type RemoteCheckEvent =
  { type: 'waiting'; reason: string } | { type: 'start'; worker: string; attempt: number } | ProgressEvent;

/** BullMQ's words for a job whose worker stopped once too often, in the studio's. */
export function failureReason(raw: string): string {
  if (/stalled more than allowable limit/.test(raw))
    return `the worker checking this pack stopped (killed, or cut off from Redis) and so did the one that took it over: ${raw}`;
  return raw;
}
