// The studio's one Monaco setup (themes, workers, HCP schemas) first, then the Recued pack.json schema beside them.
import '../editor/monaco-setup';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { recuedPackJsonSchema } from '@/lib/recued/schema';
import { RECUED_FILE } from '@/lib/studio/limits';

const uri = 'inmemory://packstudio/schemas/pack.schema.json';
const current = jsonDefaults.diagnosticsOptions;
jsonDefaults.setDiagnosticsOptions({
  ...current,
  schemas: [...(current.schemas ?? []).filter((s) => s.uri !== uri), { uri, fileMatch: [RECUED_FILE], schema: recuedPackJsonSchema }],
});

export {};
