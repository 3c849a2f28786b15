'use server';
import { formatById, withArticle, type EditableFile, type FormatId } from '@/lib/formats';
import { readPackFiles, savePackFile, deletePackFolder, type PackFileState } from '@/lib/node/files';
import { NoSuchPackError, packFormatOf } from '@/lib/node/workspace';
import { DeletePackInput, LoadPackInput, SaveFileInput, inputError } from '@/lib/studio/inputs';
import { fail, type ActionResult } from '@/lib/studio/results';
import { guarded } from './guard';

export type LoadPackResult =
  | { ok: true; packId: string; format: FormatId; files: PackFileState<EditableFile>[] }
  | {
      ok: false;
      error: string;
      /** The folder's format when it is not the one asked for: the page sends the author to its studio. */
      otherFormat?: FormatId;
      /** No pack by that id (not an id, or no such folder): the page answers 404. */
      missing?: true;
    };

/**
 * A pack's files in the format asked for (HCP unless said), each with its version; every studio starts from this.
 * A folder of another format is refused with that format, so the page can redirect; an empty folder loads as asked.
 */
export async function loadPack(input: unknown): Promise<LoadPackResult> {
  let otherFormat: FormatId | undefined;
  let missing = false;
  const result = await guarded('load pack', async (): Promise<ActionResult<Extract<LoadPackResult, { ok: true }>>> => {
    const parsed = LoadPackInput.safeParse(input);
    if (!parsed.success) {
      missing = parsed.error.issues.some((issue) => issue.path[0] === 'packId');
      return fail(inputError(parsed.error));
    }
    const { packId } = parsed.data;
    const format = formatById(parsed.data.format)!;
    const found = await packFormatOf(packId);
    if (found && found !== format) {
      otherFormat = found.id;
      return fail(`"${packId}" is ${withArticle(found)}, not ${withArticle(format)}`);
    }
    try {
      return { ok: true, packId, format: format.id, files: await readPackFiles(packId, undefined, format) };
    } catch (error) {
      missing = error instanceof NoSuchPackError;
      throw error;
    }
  });
  if (result.ok) return result;
  return { ...result, ...(otherFormat ? { otherFormat } : {}), ...(missing ? { missing: true as const } : {}) };
}

export interface SaveConflict {
  diskVersion: string | null;
  diskText: string | null;
  reason: string;
}

export type SaveFileResult =
  { ok: true; version: string; bytes: number } | { ok: false; error: string; conflict?: SaveConflict };

/** Saves one file atomically, refused with the disk's text when the file changed since `baseVersion`. */
export async function saveFile(input: unknown): Promise<SaveFileResult> {
  let conflict: SaveConflict | undefined;
  const result = await guarded('save', async () => {
    const parsed = SaveFileInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    const { packId, file, text, baseVersion } = parsed.data;
    const outcome = await savePackFile(packId, file, text, baseVersion);
    if (!outcome.saved) {
      conflict = outcome.conflict;
      return fail(`not saved: ${outcome.conflict.reason}. Choose which version to keep.`);
    }
    return { ok: true, version: outcome.version, bytes: outcome.bytes };
  });
  return result.ok ? (result as SaveFileResult) : { ok: false, error: result.error, ...(conflict ? { conflict } : {}) };
}

/** Deletes a pack folder; `confirm` must repeat the id. */
export async function deletePack(input: unknown): Promise<ActionResult> {
  return guarded('delete pack', async () => {
    const parsed = DeletePackInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    await deletePackFolder(parsed.data.packId);
    return { ok: true };
  });
}
