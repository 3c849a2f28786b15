import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadFailure, readApi, type LoadOutcome } from '../recued/import/load';

/**
 * The command line's loader for `packstudio import openapi SPEC`: a path (its `$ref`s to files beside it are read,
 * nothing is fetched from the network) or an http(s) URL (fetched, with its `$ref`s, by the parser's own resolver,
 * which refuses private and loopback addresses). `missing` marks a path that does not exist (exit 66).
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
  try {
    const doc = await readApi(path, { resolve: { file: true, http: { canRead: () => false } as never } });
    return { ok: true, doc };
  } catch (error) {
    return { ok: false, error: `${spec}: ${loadFailure(error)}` };
  }
}
