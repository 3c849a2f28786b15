import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFailure, readApi, type LoadOutcome } from '../recued/import/load';
import { realPathUnder } from './safe-path';

/**
 * The command line's loader for `packstudio import openapi SPEC`: a path (its `$ref`s read only from files under
 * the document's own folder, real paths, links out refused; nothing fetched from the network) or an http(s) URL
 * (fetched, with its `$ref`s, by the parser's own resolver, which refuses private and loopback addresses and reads
 * no file). `missing` marks a path that does not exist (exit 66).
 */
export async function loadApiSpec(spec: string, cwd: string): Promise<LoadOutcome & { missing?: true }> {
  if (/^https?:\/\//i.test(spec)) {
    try {
      return { ok: true, doc: await readApi(spec, { resolve: { file: false, http: { timeout: 15000 } } }) };
    } catch (error) {
      return { ok: false, error: `${spec}: ${loadFailure(error, true)}` };
    }
  }
  const path = resolve(cwd, spec);
  const info = await stat(path).catch(() => null);
  if (!info) return { ok: false, missing: true, error: `${spec}: no such file` };
  if (!info.isFile()) return { ok: false, missing: true, error: `${spec}: not a file` };
  const document = await realpath(path);
  const folder = dirname(document);
  const refused: string[] = [];
  // Every `$ref` the parser follows comes here (http ones too: the network stays closed for a file).
  const file = {
    order: 1,
    canRead: true,
    async read(info: { url: string }) {
      const where = refusal(info.url, folder, document);
      const real = where ? null : await realPathUnder(folder, localPath(info.url));
      if (!real) {
        refused.push(where ?? `a $ref points at "${info.url}", outside the document's folder ${folder}`);
        throw new Error(refused.at(-1));
      }
      return readFile(real);
    },
  };
  try {
    const doc = await readApi(document, { resolve: { file: file as never, http: { canRead: () => false } as never } });
    return { ok: true, doc };
  } catch (error) {
    if (refused.length)
      return {
        ok: false,
        error: `${spec}: ${refused[0]}; only files under the document's own folder are read`,
      };
    return { ok: false, error: `${spec}: ${loadFailure(error)}` };
  }
}

/** Why a `$ref`'s URL is refused before it is looked at on disk: a scheme other than a local file. */
function refusal(url: string, folder: string, document: string): string | null {
  if (url === document) return null;
  if (/^https?:/i.test(url)) return `a $ref points at "${url}"; nothing is fetched from the network for a file`;
  if (/^[a-z][a-z0-9+.-]+:/i.test(url) && !/^file:/i.test(url))
    return `a $ref points at "${url}", which is not a file under the document's folder ${folder}`;
  return null;
}

/** The parser hands a local `$ref` over as a path (percent-encoded) or a file:// URL. */
function localPath(url: string): string {
  try {
    if (/^file:/i.test(url)) return fileURLToPath(url);
    return resolve(decodeURIComponent(url));
  } catch {
    return resolve(url);
  }
}
