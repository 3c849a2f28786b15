'use server';
import { recuedFormat, RECUED_FILE, withArticle, type RecuedFile } from '@/lib/formats';
import { readPackFile, type PackFileState } from '@/lib/node/files';
import { packFormatOf } from '@/lib/node/workspace';
import { PackInput, inputError } from '@/lib/studio/inputs';
import { fail, type ActionResult } from '@/lib/studio/results';
import { guarded } from '../actions/guard';

export type LoadCompositionResult = ActionResult<{ packId: string; file: PackFileState<RecuedFile> }> & { format?: string };

/**
 * A Recued pack's pack.json with its version; the composition page starts from this and saves through
 * saveFile (app/actions/pack-actions.ts), which checks the same version. A folder of another format answers its format.
 */
export async function loadComposition(input: unknown): Promise<LoadCompositionResult> {
  let format: string | undefined;
  const result = await guarded('load composition', async () => {
    const parsed = PackInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    const { packId } = parsed.data;
    const found = await packFormatOf(packId);
    if (found && found !== recuedFormat) {
      format = found.id;
      return fail(`"${packId}" is ${withArticle(found)}, not a Recued composition`);
    }
    return { ok: true, packId, file: await readPackFile(packId, RECUED_FILE) };
  });
  return format ? { ...result, format } : result;
}
