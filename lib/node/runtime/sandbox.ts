import { constants } from 'node:fs';
import { access, realpath, stat } from 'node:fs/promises';
import type { Env } from './env';
import { delimiter, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ALLOWLIST_ENV, isBareName } from '../../core/allow-list';

/** The studio's allow-list of bare CLI names that may run from PATH: `PACKSTUDIO_ALLOWLIST=gh,git`. */
export { ALLOWLIST_ENV, isBareName };

export function allowlistFromEnv(env: Env = process.env): string[] {
  return (env[ALLOWLIST_ENV] ?? '').split(/[\s,]+/).filter(Boolean);
}

export type BinResolution =
  | { ok: true; path: string; where: 'pack' | 'path' }
  | {
      ok: false;
      code: 'not_allowlisted';
      error: string;
      /** Where PATH has it (looked up, never run): R001 needs no process. */ onPath: string | null;
    }
  | { ok: false; code: 'outside_pack' | 'not_found'; error: string };

/** What a refused bare name needs, said the same way by every layer that could not run. */
export function allowHint(bin: string): string {
  return `allow it with ${ALLOWLIST_ENV}=${bin}`;
}

/**
 * The sandbox: a `wrap.bin` inside the pack is allowed; a bare name runs from PATH only when the allow-list
 * names it; otherwise the call fails closed, before any process starts, never falling back to PATH.
 */
export async function resolveBin(
  bin: string,
  packDir: string,
  allowlist: readonly string[],
  pathEnv = process.env.PATH ?? '',
): Promise<BinResolution> {
  if (isBareName(bin)) {
    // Started by its PATH name, not the link's target: rustup's `cargo` is cargo only when started as cargo.
    const found = await whichOnPath(bin, pathEnv);
    if (!allowlist.includes(bin))
      return { ok: false, code: 'not_allowlisted', error: `sandbox: bin "${bin}" not allowlisted`, onPath: found };
    return found
      ? { ok: true, path: found, where: 'path' }
      : { ok: false, code: 'not_found', error: `sandbox: bin "${bin}" not found on PATH` };
  }
  const root = await realpath(packDir).catch(() => resolve(packDir));
  const candidate = isAbsolute(bin) ? bin : resolve(root, bin);
  if (!inside(root, candidate))
    return { ok: false, code: 'outside_pack', error: `sandbox: bin "${bin}" resolves outside the pack` };
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    return { ok: false, code: 'not_found', error: `sandbox: bin "${bin}" not found in the pack` };
  }
  if (!inside(root, real))
    return { ok: false, code: 'outside_pack', error: `sandbox: bin "${bin}" resolves outside the pack` };
  if (!(await stat(real)).isFile())
    return { ok: false, code: 'not_found', error: `sandbox: bin "${bin}" is not a file` };
  return { ok: true, path: real, where: 'pack' };
}

export function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

/**
 * The first executable file `name` on PATH, as PATH names it (links not followed): a multi-call binary (rustup's
 * `cargo`, busybox) decides what it is from the name it was started by, so wrap starts it by this path.
 */
export async function whichOnPath(name: string, pathEnv: string): Promise<string | null> {
  for (const dir of pathEnv.split(delimiter).filter(Boolean)) {
    const file = join(dir, name);
    try {
      // A file anywhere on PATH, never part of the build: without the comments Turbopack traces the whole project.
      await access(/* turbopackIgnore: true */ file, constants.X_OK);
      if ((await stat(/* turbopackIgnore: true */ file)).isFile()) return file;
    } catch {
      /* next */
    }
  }
  return null;
}

/** How to start a resolved bin without a shell: scripts in JavaScript run on this Node, the rest directly. */
export function launchFor(binPath: string, args: string[]): { file: string; args: string[] } {
  return /\.(m?js|cjs)$/.test(binPath) ? { file: process.execPath, args: [binPath, ...args] } : { file: binPath, args };
}
