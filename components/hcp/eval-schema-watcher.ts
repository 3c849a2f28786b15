import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { loadPackFromTexts } from '@/lib/hcp/load';
import { evalSchemaForPack } from '@/lib/hcp/schemas/eval-schema-for-pack';
import { modelUri, monaco } from '../editor/monaco-setup';

/** How long surface.json must rest before the eval schema follows it: rebuilding per keystroke would only churn. */
const SETTLE_MS = 250;

/**
 * Keeps hcp.eval.json's completion on this pack's own commands and argument names: watches the pack's surface.json
 * model and, once it parses, registers a pack-specific eval schema for the pack's eval model. While surface.json does
 * not parse, the last good schema stays.
 */
export function watchEvalSchema(packId: string): monaco.IDisposable {
  const surfaceUri = modelUri(packId, 'surface.json').toString();
  const schemaUri = `inmemory://packstudio/schemas/${encodeURIComponent(packId)}/hcp.eval.schema.json`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let content: monaco.IDisposable | undefined;

  const apply = (text: string) => {
    const { model } = loadPackFromTexts({ 'surface.json': text });
    if (!model.surface) return;
    setSchema(schemaUri, modelUri(packId, 'hcp.eval.json').toString(), evalSchemaForPack(model.commands));
  };
  const attach = (model: monaco.editor.ITextModel) => {
    content?.dispose();
    content = model.onDidChangeContent(() => {
      clearTimeout(timer);
      timer = setTimeout(() => apply(model.getValue()), SETTLE_MS);
    });
    apply(model.getValue());
  };
  const existing = monaco.editor.getModel(monaco.Uri.parse(surfaceUri));
  if (existing) attach(existing);
  const created = monaco.editor.onDidCreateModel((m) => m.uri.toString() === surfaceUri && attach(m));
  return {
    dispose() {
      clearTimeout(timer);
      content?.dispose();
      created.dispose();
      setSchema(schemaUri, undefined, undefined);
    },
  };
}

/** Adds, replaces or (without a schema) removes one schema of Monaco's JSON service, leaving the others. */
function setSchema(uri: string, fileMatch: string | undefined, schema: unknown) {
  const current = jsonDefaults.diagnosticsOptions;
  const others = (current.schemas ?? []).filter((s) => s.uri !== uri);
  jsonDefaults.setDiagnosticsOptions({
    ...current,
    schemas: fileMatch ? [...others, { uri, fileMatch: [fileMatch], schema }] : others,
  });
}
