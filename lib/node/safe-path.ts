import { constants } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readFile, realpath } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { inside } from './runtime/sandbox';
import { writeAtomic } from './write-atomic';

/**
 * One rule for every file the studio reads or writes under a workspace (its `.packstudio`: settings, wrap notes,
 * scratch folders, the history's folder): the path lies under the root, and no part of it below the root is a
 * symbolic link, so a cloned workspace whose `.packstudio/wrap` points at `~/.ssh` makes the studio refuse, never
 * write there. Files are opened with O_NOFOLLOW as well, so a link swapped in after the check is not followed.
 * `realPathUnder` is the softer rule for reading a document's neighbours: links are allowed when they stay inside.
 */

/** Thrown when a path leaves its root or passes through a link: the message names the path and the link. */
export class UnsafePathError extends Error {}

/** `path` is `root` or below it (both absolute and resolved): the sandbox's own test, one for the studio. */
export const isUnder = inside;

/** `path`'s real path (links followed) when it lies under `root`'s real path, else null (also when it is missing). */
export async function realPathUnder(root: string, path: string): Promise<string | null> {
  const [realRoot, real] = await Promise.all([realpath(root).catch(() => null), realpath(path).catch(() => null)]);
  return realRoot && real && isUnder(realRoot, real) ? real : null;
}

/**
 * `path` resolved, after checking that it lies under `root` and that none of its existing parts below `root` is a
 * symbolic link (a missing part is fine: it would be made as a plain folder or file). `root` itself may be a link:
 * the person chose it.
 */
export async function noLinksUnder(root: string, path: string): Promise<string> {
  const base = resolve(root);
  const target = resolve(base, path);
  if (!isUnder(base, target)) throw new UnsafePathError(`${target} is outside ${base}; the studio stays inside it`);
  let at = base;
  for (const part of relative(base, target).split(sep).filter(Boolean)) {
    at = join(at, part);
    const info = await lstat(at).catch(() => null);
    if (!info) break;
    if (info.isSymbolicLink())
      throw new UnsafePathError(
        `${at} is a symbolic link; the studio never reads or writes through a link inside ${base} (remove it)`,
      );
  }
  return target;
}

/** Makes the folder `path` under `root` (and the missing ones above it), none of them a link. */
export async function mkdirUnder(root: string, path: string): Promise<string> {
  const target = await noLinksUnder(root, path);
  await mkdir(target, { recursive: true });
  // Checked again once made: a link swapped in between the check and mkdir is found here.
  return noLinksUnder(root, target);
}

/** A fresh empty folder `<parent>/<prefix>XXXXXX` under `root`, no part of the way a link. */
export async function mkdtempUnder(root: string, parent: string, prefix: string): Promise<string> {
  const dir = await mkdirUnder(root, parent);
  return noLinksUnder(root, await mkdtemp(join(dir, prefix)));
}

/** The text of `path` under `root`, null when it does not exist; opened without following a link at its name. */
export async function readFileUnder(root: string, path: string): Promise<string | null> {
  const target = await noLinksUnder(root, path);
  const handle = await open(target, constants.O_RDONLY | constants.O_NOFOLLOW).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    if (error.code === 'ELOOP')
      throw new UnsafePathError(`${target} is a symbolic link; the studio never reads through a link`);
    throw error;
  });
  if (!handle) return null;
  try {
    return await readFile(handle, 'utf8');
  } finally {
    await handle.close();
  }
}

/** Writes `path` under `root` atomically (temp file, rename: a link at the name is replaced, never followed). */
export async function writeFileUnder(root: string, path: string, text: string): Promise<string> {
  const target = await noLinksUnder(root, path);
  await mkdirUnder(root, resolve(target, '..'));
  await writeAtomic(target, text);
  return target;
}
