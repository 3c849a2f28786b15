import { createReport } from '../../core/report';
import { checkComposition, type CheckOptions } from '../../recued/check';
import { recuedPackJsonSchema } from '../../recued/schema';
import { starterPack } from '../../recued/ui-starter';
import type { PackFormat } from '../types';
import { RECUED_FILE, RECUED_FILES, type RecuedFile } from './files';

export { RECUED_FILE, RECUED_FILES, type RecuedFile } from './files';

/** A Recued pack as loaded: its pack.json text (undefined while the folder has none yet). */
export interface RecuedPack {
  packId: string;
  text: string | undefined;
}

export type RecuedPreview = 'form' | 'operations' | 'approval' | 'install';

/** Recued compositions: one pack.json, checked as publish and install would; not scored. */
export const recuedFormat: PackFormat<'recued', RecuedFile, RecuedPack, CheckOptions, RecuedPreview> = {
  id: 'recued',
  label: 'Recued composition',
  files: RECUED_FILES,
  mainFile: RECUED_FILE,
  route: (id) => `/compositions/${encodeURIComponent(id)}`,
  detect: (names) => names.includes(RECUED_FILE),
  load: (texts, packId) => ({ packId, text: texts[RECUED_FILE] }),
  check(pack, options) {
    if (pack.text !== undefined) return checkComposition(pack.text, { packId: pack.packId, ...options });
    // No pack.json yet: nothing to check until the author creates it.
    return createReport({ pack_id: pack.packId, format: 'recued', scored: false, findings: [], layers: [{ layer: 'static', status: 'not_run', reason: 'the folder has no pack.json yet' }] });
  },
  describe(pack) {
    return { name: nameOf(pack.text), description: null, commands: null };
  },
  jsonSchemas: { [RECUED_FILE]: recuedPackJsonSchema },
  scaffold: (id, options) => ({ [RECUED_FILE]: starterPack(id, options?.publisher) }),
  previews: [
    { id: 'form', label: 'Connection form' },
    { id: 'operations', label: 'Operations' },
    { id: 'approval', label: 'Approval' },
    { id: 'install', label: 'Install' },
  ],
};

/** pack.json's `name`, when it parses and has one (a parse error is the check's finding, not this one's). */
function nameOf(text: string | undefined): string | null {
  if (text === undefined) return null;
  try {
    const value: unknown = JSON.parse(text);
    const name = value && typeof value === 'object' ? (value as Record<string, unknown>).name : undefined;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}
