'use server';
import { createImportedPack, importedAuthType, type ImportedPackResult } from '@/lib/node/imported-pack';
import type { AuthType } from '@/lib/recued/connection-form';
import { PackInput, inputError } from '@/lib/studio/server/inputs';
import { fail, type ActionResult } from '@/lib/studio/server/results';
import { guarded } from './guard';

/** "New pack from an API description": the pack.json the browser made from the description, written as a new pack. */
export async function saveImportedPack(input: unknown): Promise<ImportedPackResult> {
  return guarded('create the imported pack', () => createImportedPack(input));
}

/** The auth type an imported pack's description declared: its connection form preview opens on it. */
export async function packImportedAuthType(input: unknown): Promise<ActionResult<{ authType: AuthType | null }>> {
  return guarded('read the import note', async () => {
    const parsed = PackInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    return { ok: true, authType: await importedAuthType(parsed.data.packId) };
  });
}
