import { z } from 'zod';

/** The four files the studio edits; pack.json (Recued) is not edited here. */
export const STUDIO_FILES = ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const;
export type StudioFile = (typeof STUDIO_FILES)[number];

/** Files over this size are refused when loading and when saving. */
export const MAX_STUDIO_FILE_BYTES = 1024 * 1024;

/** The same rule lib/node/workspace.ts enforces, so a bad id is refused before any file system call. */
export const PACK_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export const PackIdSchema = z
  .string({ error: 'pack id must be a string' })
  .regex(PACK_ID_PATTERN, 'pack id: use 1–128 lower-case letters, digits, ".", "_" or "-", starting with a letter or digit')
  .refine((id) => !id.includes('..'), 'pack id must not contain ".."');

export const FileNameSchema = z.enum(STUDIO_FILES, {
  error: `file must be one of ${STUDIO_FILES.join(', ')}`,
});

/** sha256 of the content as lower-case hex, or null for "the file did not exist". */
export const VersionSchema = z.string().regex(/^[0-9a-f]{64}$/, 'version must be a sha256 hex digest').nullable();

export const PackInput = z.object({ packId: PackIdSchema });

export const SaveFileInput = z.object({
  packId: PackIdSchema,
  file: FileNameSchema,
  text: z.string({ error: 'text must be a string' }),
  /** The version the edit started from; the save is refused when the disk has moved on. */
  baseVersion: VersionSchema,
});

export const DeletePackInput = z.object({
  packId: PackIdSchema,
  /** The pack id typed again: a delete never happens by a stray call. */
  confirm: z.string(),
}).refine((v) => v.confirm === v.packId, { message: 'confirm must repeat the pack id', path: ['confirm'] });

/** The first problem of a failed parse, as one sentence. */
export function inputError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `invalid input: ${where}${issue.message.replace(/^Invalid input: /i, '')}`;
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
