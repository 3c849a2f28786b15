/** Plain constants the client may import without pulling in zod (the workspace page stays small). */

/** Files over this size are refused when loading and when saving. */
export const MAX_STUDIO_FILE_BYTES = 1024 * 1024;

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

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
