import { z } from 'zod';
import { PackIdSchema, inputError } from '../studio/server/inputs';
import { MAX_STUDIO_FILE_BYTES, utf8Bytes } from '../studio/limits';
import { AUTH_TYPES, type AuthType } from '../recued/connection-form';
import { createPackFolder } from './files';
import { packSettings, updatePackSettings } from './project/settings';
import { workspaceDir } from './workspace';

/** The imported pack.json as the browser sends it: a JSON object of a Recued pack, no larger than a studio file. */
export const ImportedPackInput = z.strictObject({
  packId: PackIdSchema,
  text: z
    .string({ error: 'text must be a string' })
    .refine((t) => utf8Bytes(t) <= MAX_STUDIO_FILE_BYTES, `pack.json is over ${MAX_STUDIO_FILE_BYTES / 1024 / 1024} MB`)
    .refine(isPackJson, 'text is not a Recued pack.json (a JSON object with "artifact_type": "pack")'),
  /** The auth type the description declared: the pack page's connection form opens on it. */
  authType: z.enum(AUTH_TYPES).optional(),
});

function isPackJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && (value as Record<string, unknown>).artifact_type === 'pack';
  } catch {
    return false;
  }
}

export type ImportedPackResult = { ok: true; packId: string } | { ok: false; error: string };

/** Writes the new pack's one file atomically in a new folder of the workspace; refused when the id is taken. */
export async function createImportedPack(input: unknown, root: string = workspaceDir()): Promise<ImportedPackResult> {
  const parsed = ImportedPackInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const { packId, text, authType } = parsed.data;
  await createPackFolder(packId, { 'pack.json': text }, root);
  // A note beside the pack, not in it (pack.json has no field for it); a note that cannot be written costs the
  // form preview its first guess, never the import.
  if (authType)
    await updatePackSettings(root, packId, (current) => ({ ...current, importedAuthType: authType })).catch(
      () => undefined,
    );
  return { ok: true, packId };
}

/** The auth type the description of an imported pack declared (its studio note), or null. */
export async function importedAuthType(packId: string, root: string = workspaceDir()): Promise<AuthType | null> {
  return (await packSettings(root, packId)).importedAuthType ?? null;
}
