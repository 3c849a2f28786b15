import { z } from 'zod';
import { EDITABLE_FILES, PACK_ID_PATTERN } from './limits';

export { EDITABLE_FILES, MAX_STUDIO_FILE_BYTES, PACK_ID_PATTERN, RECUED_FILE, STUDIO_FILES, formatBytes, utf8Bytes, type EditableFile, type StudioFile } from './limits';

export const PackIdSchema = z
  .string({ error: 'pack id must be a string' })
  .regex(PACK_ID_PATTERN, { error: (issue) => `${JSON.stringify(issue.input)} is not a pack id: use 1–128 lower-case letters, digits, ".", "_" or "-", starting with a letter or digit` })
  .refine((id) => !id.includes('..'), { error: 'a pack id must not contain ".."' });

export const FileNameSchema = z.enum(EDITABLE_FILES, {
  error: `file must be one of ${EDITABLE_FILES.join(', ')}`,
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
  const where = issue.path.length ? issue.path.join('.') : 'input';
  return `invalid ${where}: ${issue.message.replace(/^Invalid input: /i, '')}`;
}
