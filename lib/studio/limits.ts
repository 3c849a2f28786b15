import { formatCount } from '../core/number-format';

/** Plain constants the client may import without pulling in zod (the workspace page stays small). */

/** Files over this size are refused when loading and when saving. */
export const MAX_STUDIO_FILE_BYTES = 1024 * 1024;

/**
 * The largest server-action body a save of an allowed file can need: a save posts the text as a JSON string, where
 * a control character is six bytes (`\u0001`) and nothing else more than two, plus the pack id, file name and
 * version. next.config.mjs sets Next's own limit to this (a test holds them together), so a save is refused by
 * the studio's message below, never by Next's 413/500.
 */
export const MAX_SAVE_BODY_BYTES = 6 * MAX_STUDIO_FILE_BYTES + 64 * 1024;

/** The one message for a file over the limit: on load, and on save, whether the browser or the server notices. */
export function tooLargeMessage(file: string, bytes: number): string {
  const exact = (n: number) => `${formatBytes(n)} (${formatCount(n)} bytes)`;
  return `${file} is ${exact(bytes)}; the studio opens and saves files up to ${exact(MAX_STUDIO_FILE_BYTES)}. Shorten it in another editor first.`;
}

/**
 * Why a server action's body is refused before Next reads it (proxy.ts), or null: over MAX_SAVE_BODY_BYTES by its
 * Content-Length, which no save of an allowed file reaches. A script posting 7 MB gets this, not Next's 413/500.
 */
export function actionBodyProblem(contentLength: string | null): string | null {
  const bytes = contentLength === null ? NaN : Number(contentLength);
  if (!Number.isFinite(bytes) || bytes <= MAX_SAVE_BODY_BYTES) return null;
  return `the request is ${formatBytes(bytes)} (${formatCount(bytes)} bytes); the studio takes at most ${formatBytes(MAX_SAVE_BODY_BYTES)} in one request, enough for a file of ${formatBytes(MAX_STUDIO_FILE_BYTES)} however it is escaped. Nothing was written`;
}

/** Why this text cannot be saved as `file`, or null when its size is fine. */
export function saveSizeProblem(file: string, text: string): string | null {
  // Each UTF-16 unit is at most 3 UTF-8 bytes: a short text needs no encoding to pass.
  if (text.length * 3 <= MAX_STUDIO_FILE_BYTES) return null;
  const bytes = utf8Bytes(text);
  return bytes > MAX_STUDIO_FILE_BYTES ? tooLargeMessage(file, bytes) : null;
}

/** A pack id is a folder name: 1–128 lower-case letters, digits, ".", "_" or "-", starting with a letter or digit. */
export const PACK_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,127}$/;

/**
 * Why `id` is not a pack id, or null when it is one: the one rule the actions' input schemas, the workspace's
 * folder guard and the check jobs all apply, so a bad id is refused the same way before any file system call.
 */
export function packIdProblem(id: unknown): string | null {
  if (typeof id !== 'string') return 'pack id must be a string';
  if (!PACK_ID_PATTERN.test(id))
    return `${JSON.stringify(id)} is not a pack id: use 1–128 lower-case letters, digits, ".", "_" or "-", starting with a letter or digit`;
  if (id.includes('..')) return 'a pack id must not contain ".."';
  return null;
}

/**
 * What a "New pack" field says of the id being typed, or null when it may be used: the pack id rule in the form's
 * words, and a clash with an id the page knows (`existing`; the server still refuses one it does not).
 */
export function newPackIdProblem(id: string, existing: readonly string[] = []): string | null {
  if (id === '') return null;
  if (!PACK_ID_PATTERN.test(id) || id.includes('..')) return 'Use lower-case letters, digits, ".", "_" or "-".';
  return existing.includes(id) ? `"${id}" already exists.` : null;
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
