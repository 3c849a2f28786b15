import { dereference, parse, type ParserOptions } from '@readme/openapi-parser';
import { hasExternalRefs, lazyRefs } from './lazy-refs';

/**
 * Reads an API description (JSON or YAML) and resolves its `$ref`s with @readme/openapi-parser, from text held in
 * memory: the document and the files beside it that its `$ref`s name. Browser-safe (nothing here touches a disk
 * or the network); the command line's loader, for paths and URLs, is lib/node/import-openapi.ts.
 */

export type LoadOutcome = { ok: true; doc: unknown } | { ok: false; error: string };

/** Where the texts are served from: a root no real file is at, so every `$ref` lands in the map or nowhere. */
const ROOT = '/packstudio-import/';

const NO_NETWORK = { canRead: () => false };

/** Every parse / resolve failure as one line, with where when the parser says it. */
export function loadFailure(error: unknown, network = false): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = line[0] ?? 'it could not be read';
  const at = /\((\d+):(\d+)\)/.exec(message) ?? /line (\d+), column (\d+)/i.exec(message);
  if (network && /Unable to resolve \$ref pointer "(https?:[^"]+)"/.test(first))
    return `${/"([^"]+)"/.exec(first)![1]} could not be fetched: it is unreachable or missing, or a loopback or private address, which the parser refuses`;
  if (/Unable to resolve \$ref pointer "(https?:[^"]+)"/.test(first))
    return `a $ref points at ${/"([^"]+)"/.exec(first)![1]}; nothing is fetched from the network for a document given as a file or text`;
  if (/Missing \$ref pointer/i.test(first))
    return `a $ref points at nothing: ${first.replace(/^Missing \$ref pointer /i, '')}`;
  if (/YAML|JSON|Unexpected|parse|syntax/i.test(error instanceof Error ? `${error.name} ${first}` : first))
    return `it does not parse as JSON or YAML${at ? ` at line ${at[1]}, column ${at[2]}` : ''}: ${first}`;
  return first;
}

/**
 * The document at `source`, its `$ref`s resolved: read once by the parser, then, when every `$ref` stays inside it
 * (most real documents), resolved lazily as the import reads (GitHub's 13 MB: a few times JSON.parse instead of
 * eight or more); a document with `$ref`s to other files or URLs is dereferenced whole by the parser.
 */
export async function readApi(source: string, options: ParserOptions): Promise<unknown> {
  const parsed = await parse(source, options);
  return hasExternalRefs(parsed) ? dereference(source, options) : lazyRefs(parsed);
}

/**
 * `text` is the document, named `name` (its extension tells JSON from YAML only as a hint: both are tried);
 * `beside` are the other files its `$ref`s may name, by path relative to it or by file name.
 */
export async function loadApiText(
  text: string,
  name: string,
  beside: Record<string, string> = {},
): Promise<LoadOutcome> {
  const rootName = name.split(/[\\/]/).pop() || 'api.yaml';
  const missing: string[] = [];
  const file = {
    order: 1,
    canRead: true,
    read(info: { url: string }) {
      const path = decodeURIComponent(new URL(info.url, 'file:///').pathname);
      if (path === ROOT + rootName) return text;
      const relative = relativeTo(path);
      const found = beside[relative] ?? beside[path.split('/').pop() ?? ''];
      if (found !== undefined) return found;
      missing.push(relative);
      throw new Error(`${relative} was not given`);
    },
  };
  try {
    const doc = await readApi(`file://${ROOT}${rootName}`, {
      resolve: { file: file as never, http: NO_NETWORK as never },
    });
    return { ok: true, doc };
  } catch (error) {
    if (missing.length)
      return {
        ok: false,
        error: `a $ref points at "${missing[0]}", a file beside the document that was not given: add it with the document`,
      };
    return { ok: false, error: loadFailure(error) };
  }
}

function relativeTo(path: string): string {
  if (path.startsWith(ROOT)) return path.slice(ROOT.length);
  const up = ROOT.split('/').filter(Boolean).length;
  return `${'../'.repeat(up)}${path.replace(/^\//, '')}`;
}
