import './monaco-env';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/markdown/register';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { SUPPRESSIONS_FILE } from '@/lib/core/suppressions-file';
import { editableFiles, packFormats } from '@/lib/formats';
import { suppressionsJsonSchema } from '@/lib/suppress/schema';

/**
 * The one Monaco instance of the studio: the slim editor build with JSON and Markdown only, every format's JSON
 * Schemas (generated from the engine's zod schemas) for completion, hover and schema markers, and two themes on zinc.
 */
jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  enableSchemaRequest: false,
  schemas: [...editorSchemas().entries()].map(([file, schema]) => ({
    uri: `inmemory://packstudio/schemas/${file.replace('.json', '.schema.json')}`,
    fileMatch: [file],
    schema,
  })),
});

/**
 * One schema per file name. packstudio.json's names every format's files: the one editor serves packs of every
 * format by file name, and the check says which of them a pack of its format has.
 */
function editorSchemas(): Map<string, object> {
  const schemas = new Map<string, object>(
    packFormats().flatMap((format) => Object.entries(format.jsonSchemas).filter((e): e is [string, object] => !!e[1])),
  );
  schemas.set(SUPPRESSIONS_FILE, suppressionsJsonSchema(editableFiles().filter((f) => f !== SUPPRESSIONS_FILE)));
  return schemas;
}

monaco.editor.defineTheme('studio-light', {
  base: 'vs',
  inherit: true,
  rules: [],
  colors: {
    'editor.background': '#ffffff',
    'editor.lineHighlightBackground': '#f4f4f5',
    'editorLineNumber.foreground': '#a1a1aa',
    'editorLineNumber.activeForeground': '#3f3f46',
    'editorGutter.background': '#ffffff',
  },
});

monaco.editor.defineTheme('studio-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [],
  colors: {
    'editor.background': '#09090b',
    'editor.lineHighlightBackground': '#18181b',
    'editorLineNumber.foreground': '#52525b',
    'editorLineNumber.activeForeground': '#d4d4d8',
    'editorGutter.background': '#09090b',
    'editorWidget.background': '#18181b',
    'diffEditor.insertedTextBackground': '#10b98126',
    'diffEditor.removedTextBackground': '#ef444426',
  },
});

export function themeName(dark: boolean): string {
  return dark ? 'studio-dark' : 'studio-light';
}

export function modelUri(packId: string, file: string): monaco.Uri {
  return monaco.Uri.parse(`file:///packs/${encodeURIComponent(packId)}/${file}`);
}

export function languageOf(file: string): string {
  return file.endsWith('.md') ? 'markdown' : 'json';
}

export { monaco };
