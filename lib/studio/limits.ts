/** Plain constants the client may import without pulling in zod (the workspace page stays small). */

/** The four files of an HCP pack the studio edits. */
export const STUDIO_FILES = ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const;
export type StudioFile = (typeof STUDIO_FILES)[number];

/** A Recued pack's one file: edited on the composition page (app/compositions), saved with the same version check. */
export const RECUED_FILE = 'pack.json';
export type RecuedFile = typeof RECUED_FILE;
/** Every file name the studio reads and saves: the four HCP files, and pack.json in a Recued pack. */
export const EDITABLE_FILES = [...STUDIO_FILES, RECUED_FILE] as const;
export type EditableFile = StudioFile | RecuedFile;

/** Files over this size are refused when loading and when saving. */
export const MAX_STUDIO_FILE_BYTES = 1024 * 1024;

/** The same rule lib/node/workspace.ts enforces, so a bad id is refused before any file system call. */
export const PACK_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
