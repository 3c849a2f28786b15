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

export interface QueueSettings {
  url: string;
  prefix: string;
}

/** The queue the environment names, or null without REDIS_URL (the studio's in-process queue, as before). */
export function queueSettings(env: Record<string, string | undefined> = process.env): QueueSettings | null {
  const url = env[REDIS_URL_ENV]?.trim();
  if (!url) return null;
  return { url, prefix: env[QUEUE_PREFIX_ENV]?.trim() || DEFAULT_QUEUE_PREFIX };
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
