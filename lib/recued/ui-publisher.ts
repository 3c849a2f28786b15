import { DEFAULT_PUBLISHER } from './vocabulary';

/**
 * The studio's signed-in publisher handle (a setting kept in this browser), passed to checkComposition
 * as `publisher`: `publisher` in pack.json must equal it, and only the first-party handle may declare
 * connection_requirements or trust_summary.
 */

export const PUBLISHER_STORAGE_KEY = 'packstudio:publisher';
export const MAX_HANDLE_LENGTH = 64;

export type HandleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A handle as typed, trimmed and bounded; empty means the default ("local"). */
export function normalizeHandle(raw: unknown): string {
  if (typeof raw !== 'string') return DEFAULT_PUBLISHER;
  const handle = raw.trim().replace(/^@/, '').slice(0, MAX_HANDLE_LENGTH);
  return handle || DEFAULT_PUBLISHER;
}

export function readHandle(storage: HandleStorage | undefined): string {
  try {
    return normalizeHandle(storage?.getItem(PUBLISHER_STORAGE_KEY));
  } catch {
    return DEFAULT_PUBLISHER;
  }
}

/** Stores the handle (the default is stored as no entry); false when the browser refused. */
export function writeHandle(storage: HandleStorage | undefined, raw: string): boolean {
  const handle = normalizeHandle(raw);
  try {
    if (!storage) return false;
    if (handle === DEFAULT_PUBLISHER) storage.removeItem(PUBLISHER_STORAGE_KEY);
    else storage.setItem(PUBLISHER_STORAGE_KEY, handle);
    return true;
  } catch {
    return false;
  }
}
