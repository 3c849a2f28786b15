'use server';
import { readPackFile, type PackFileState } from '@/lib/node/files';
import { RECUED_FILE, type RecuedFile } from '@/lib/studio/limits';
import { PackInput, inputError } from '@/lib/studio/inputs';
import { fail, type ActionResult } from '@/lib/studio/results';
import { guarded } from '../actions/guard';
import { packFormatOf } from './format';

export type LoadCompositionResult = ActionResult<{ packId: string; file: PackFileState<RecuedFile> }> & { format?: 'hcp' };

/**
 * A Recued pack's pack.json with its version; the composition page starts from this and saves through
 * saveFile (app/actions/pack-actions.ts), which checks the same version. An HCP folder answers format "hcp".
 */
export async function loadComposition(input: unknown): Promise<LoadCompositionResult> {
  let format: 'hcp' | undefined;
  const result = await guarded('load composition', async () => {
    const parsed = PackInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    const { packId } = parsed.data;
    if ((await packFormatOf(packId)) === 'hcp') {
      format = 'hcp';
      return fail(`"${packId}" is an HCP pack, not a Recued composition`);
    }
    return { ok: true, packId, file: await readPackFile(packId, RECUED_FILE) };
  });
  return format ? { ...result, format } : result;
}
