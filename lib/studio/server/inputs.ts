import { z } from 'zod';
import { editableFiles, formatById, isEditableFile, packFormats, type EditableFile } from '../../formats';
import { packIdProblem } from '../limits';

export { MAX_STUDIO_FILE_BYTES, PACK_ID_PATTERN, formatBytes, utf8Bytes } from '../limits';

export const PackIdSchema = z.string({ error: 'pack id must be a string' }).superRefine((id, ctx) => {
  const problem = packIdProblem(id);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A file some registered format reads and saves (the registry is read at each parse, so a format added later counts). */
export const FileNameSchema = z
  .string({ error: () => `file must be one of ${editableFiles().join(', ')}` })
  .refine((name): name is EditableFile => isEditableFile(name), {
    error: () => `file must be one of ${editableFiles().join(', ')}`,
  });

export const FormatIdSchema = z
  .string({
    error: () =>
      `format must be one of ${packFormats()
        .map((f) => f.id)
        .join(', ')}`,
  })
  .refine((id) => formatById(id) !== null, {
    error: () =>
      `format must be one of ${packFormats()
        .map((f) => f.id)
        .join(', ')}`,
  });

/** sha256 of the content as lower-case hex, or null for "the file did not exist". */
export const VersionSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'version must be a sha256 hex digest')
  .nullable();

export const PackInput = z.object({ packId: PackIdSchema });

/** A pack to open, in the format its studio edits (HCP unless said). */
export const LoadPackInput = z.object({ packId: PackIdSchema, format: FormatIdSchema.default('hcp') });

/** A new pack: its id and format (HCP unless said otherwise, as the workspace's New pack has always made). */
export const CreatePackInput = z.object({ packId: PackIdSchema, format: FormatIdSchema.default('hcp') });

export const SaveFileInput = z.object({
  packId: PackIdSchema,
  file: FileNameSchema,
  text: z.string({ error: 'text must be a string' }),
  /** The version the edit started from; the save is refused when the disk has moved on. */
  baseVersion: VersionSchema,
});

export const DeletePackInput = z
  .object({
    packId: PackIdSchema,
    /** The pack id typed again: a delete never happens by a stray call. */
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.packId, { message: 'confirm must repeat the pack id', path: ['confirm'] });

/** The first problem of a failed parse, as one sentence. */
export function inputError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const where = issue.path.length ? issue.path.join('.') : 'input';
  return `invalid ${where}: ${issue.message.replace(/^Invalid input: /i, '')}`;
}
