import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Past these, a folder is not hashed (its checks simply never join) nor sent to a worker: a pack is a handful of small files. */
export const PACK_FOLDER_LIMITS = { files: 500, bytes: 32 * 1024 * 1024, depth: 4 } as const;

/** One thing in a pack folder, in the walk's order (names sorted, a folder before what it holds). */
export type PackFolderEntry =
  | { kind: 'dir'; path: string }
  | { kind: 'file'; path: string; /** The executable bits (mode & 0o111). */ exec: number; body: Buffer }
  | { kind: 'link'; path: string; target: string };

/**
 * One hash of every file in a pack folder (names and contents; a symlink by its target, never followed), so two
 * requests on the same file versions can share one check. Dot-folders and node_modules are left out. Null when
 * the folder is too big to hash or cannot be read.
 */
export async function hashPackFolder(dir: string): Promise<string | null> {
  const hash = createHash('sha256');
  try {
    return (await walk(dir, '', 0, (entry) => hashEntry(hash, entry), { files: 0, bytes: 0 }))
      ? hash.digest('hex')
      : null;
  } catch {
    return null;
  }
}

/**
 * What hashPackFolder hashes, with the same limits: every entry of the folder, for a job that carries a pack to a
 * worker machine. Null when the folder is too big or cannot be read.
 */
export async function readPackFolder(dir: string): Promise<PackFolderEntry[] | null> {
  const entries: PackFolderEntry[] = [];
  try {
    return (await walk(dir, '', 0, (entry) => entries.push(entry), { files: 0, bytes: 0 })) ? entries : null;
  } catch {
    return null;
  }
}

function hashEntry(hash: ReturnType<typeof createHash>, entry: PackFolderEntry): void {
  if (entry.kind === 'dir') hash.update(`d\0${entry.path}\0`);
  else if (entry.kind === 'link') hash.update(`l\0${entry.path}\0${entry.target}\0`);
  else hash.update(`f\0${entry.path}\0${entry.exec}\0${entry.body.length}\0`).update(entry.body);
}

async function walk(
  dir: string,
  rel: string,
  depth: number,
  visit: (entry: PackFolderEntry) => void,
  budget: { files: number; bytes: number },
): Promise<boolean> {
  if (depth > PACK_FOLDER_LIMITS.depth) return false;
  const names = (await readdir(join(dir, rel))).filter((n) => !n.startsWith('.') && n !== 'node_modules').sort();
  for (const name of names) {
    const path = join(rel, name);
    const info = await lstat(join(dir, path));
    if (info.isDirectory()) {
      visit({ kind: 'dir', path });
      if (!(await walk(dir, path, depth + 1, visit, budget))) return false;
      continue;
    }
    if (++budget.files > PACK_FOLDER_LIMITS.files) return false;
    if (info.isSymbolicLink()) visit({ kind: 'link', path, target: await readlink(join(dir, path)) });
    else if (info.isFile()) {
      budget.bytes += info.size;
      if (budget.bytes > PACK_FOLDER_LIMITS.bytes) return false;
      visit({ kind: 'file', path, exec: info.mode & 0o111, body: await readFile(join(dir, path)) });
    }
  }
  return true;
}
