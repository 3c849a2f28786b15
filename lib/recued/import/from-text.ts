import { importOpenApi, type ImportOptions, type ImportOutcome } from './import';
import { loadApiText } from './load';

/** A file the author picked, dropped or pasted. */
export interface GivenFile {
  name: string;
  text: string;
}

const API_ROOT = /^\s*["']?(?:openapi|swagger)["']?\s*:/m;

/** Which given file is the API description: the one with `openapi:` / `swagger:` at its top, else the first. */
export function rootFile(files: readonly GivenFile[]): GivenFile | undefined {
  return files.find((f) => API_ROOT.test(f.text)) ?? files[0];
}

/**
 * The studio's import, in the browser: the description and the files beside it (its `$ref`s resolved among them,
 * nothing fetched), turned into pack.json text with what was decided and left out.
 */
export async function importFromFiles(
  files: readonly GivenFile[],
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const root = rootFile(files);
  if (!root || !root.text.trim())
    return { ok: false, error: 'nothing to import: pick, drop or paste an API description' };
  const beside = Object.fromEntries(files.filter((f) => f !== root).map((f) => [f.name, f.text]));
  const loaded = await loadApiText(root.text, root.name, beside);
  if (!loaded.ok) return { ok: false, error: `${root.name}: ${loaded.error}` };
  const result = importOpenApi(loaded.doc, options);
  return result.ok ? result : { ...result, error: `${root.name}: ${result.error}` };
}
