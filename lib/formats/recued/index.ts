import { createReport } from '../../core/report';
import { SUPPRESSIONS_FILE, type SuppressionsFile } from '../../core/suppressions-file';
import { recuedAgentReadiness } from '../../recued/agent-input';
import { recuedPolicySummary } from '../../recued/policy-summary';
import { checkComposition, type CheckOptions } from '../../recued/check';
import { RECUED_RULES } from '../../recued/checks/index';
import { recuedPackJsonSchema } from '../../recued/schema';
import { starterPack } from '../../recued/ui-starter';
import { suppressionsJsonSchema } from '../../suppress/schema';
import type { PackFormat } from '../types';
import { RECUED_CATEGORY_TABLE, RECUED_LAYERS } from './categories';
import { RECUED_FILE, RECUED_FILES, type RecuedFile } from './files';

export { RECUED_FILE, RECUED_FILES, type RecuedFile } from './files';

/** A Recued pack as loaded: its pack.json text (undefined while the folder has none yet), and packstudio.json's. */
export interface RecuedPack {
  packId: string;
  text: string | undefined;
  suppressions?: string;
}

export type RecuedPreview = 'form' | 'operations' | 'request' | 'approval' | 'install';

/** Recued compositions: one pack.json, checked as publish and install would; not scored. */
let jsonSchemas: Partial<Record<RecuedFile | SuppressionsFile, object>> | undefined;

export const recuedFormat: PackFormat<
  'recued',
  RecuedFile | SuppressionsFile,
  RecuedPack,
  CheckOptions,
  RecuedPreview
> = {
  id: 'recued',
  label: 'Recued composition',
  shortLabel: 'Recued',
  filterLabel: 'Recued',
  noDescription: 'No description in pack.json yet',
  verdict: { pass: 'publishable', fail: 'refused' },
  files: [...RECUED_FILES, SUPPRESSIONS_FILE],
  mainFile: RECUED_FILE,
  detect: (names) => names.includes(RECUED_FILE),
  categories: Object.values(RECUED_CATEGORY_TABLE),
  // Its engine's own findings (syntax, schema) are structure findings, but their ids are composition pages.
  indexOrder: ['composition'],
  layers: RECUED_LAYERS,
  scored: false,
  // In the order the rule index lists them: the engine's own three, then each check as publish runs them.
  rules: RECUED_RULES.map((rule) => rule.meta),
  load: (texts, packId) => ({ packId, text: texts[RECUED_FILE], suppressions: texts[SUPPRESSIONS_FILE] }),
  check(pack, options) {
    if (pack.text !== undefined)
      return checkComposition(pack.text, { packId: pack.packId, suppressions: pack.suppressions, ...options });
    // No pack.json yet: nothing to check until the author creates it.
    return createReport({
      pack_id: pack.packId,
      format: 'recued',
      scoredCategories: null,
      findings: [],
      layers: [{ layer: 'static', status: 'not_run', reason: 'the folder has no pack.json yet' }],
    });
  },
  agentReadiness: (pack) => recuedAgentReadiness(pack.text, pack.suppressions),
  policySummary: (pack) => recuedPolicySummary(parsedOrNull(pack.text)),
  describe(pack) {
    const fields = topLevel(pack.text);
    return { name: stringField(fields, 'name'), description: stringField(fields, 'description'), commands: null };
  },
  // Built on first use (the editor's): a CLI check never reads them, and each start paid for them.
  get jsonSchemas() {
    return (jsonSchemas ??= {
      [RECUED_FILE]: recuedPackJsonSchema(),
      [SUPPRESSIONS_FILE]: suppressionsJsonSchema(RECUED_FILES),
    });
  },
  scaffold: (id, options) => ({ [RECUED_FILE]: starterPack(id, options?.publisher) }),
  previews: [
    { id: 'form', label: 'Connection form' },
    { id: 'operations', label: 'Operations' },
    { id: 'request', label: 'Request' },
    { id: 'approval', label: 'Approval' },
    { id: 'install', label: 'Install' },
  ],
};

/** pack.json parsed, or null while it is missing or does not parse (its policy then lists nothing). */
function parsedOrNull(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** pack.json's top-level fields, when it parses to an object (a parse error is the check's finding, not this one's). */
function topLevel(text: string | undefined): Record<string, unknown> | null {
  const value = parsedOrNull(text);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** A non-empty string field, trimmed (the workspace shows it as the pack's one line). */
function stringField(fields: Record<string, unknown> | null, key: string): string | null {
  const v = fields?.[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}
