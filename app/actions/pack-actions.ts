'use server';
import { readPackFiles, savePackFile, deletePackFolder, type PackFileState } from '@/lib/node/files';
import { DeletePackInput, PackInput, SaveFileInput, inputError } from '@/lib/studio/inputs';
import { fail, type ActionResult } from '@/lib/studio/results';
import { guarded } from './guard';

export type LoadPackResult = ActionResult<{ packId: string; files: PackFileState[] }>;

/** The four files of a pack with their versions; the editor starts from this. */
export async function loadPack(input: unknown): Promise<LoadPackResult> {
  return guarded('load pack', async () => {
    const parsed = PackInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    return { ok: true, packId: parsed.data.packId, files: await readPackFiles(parsed.data.packId) };
  });
}

export interface SaveConflict {
  diskVersion: string | null;
  diskText: string | null;
  reason: string;
}

export type SaveFileResult = { ok: true; version: string; bytes: number } | { ok: false; error: string; conflict?: SaveConflict };

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
