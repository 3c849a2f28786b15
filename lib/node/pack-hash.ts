import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Past these, a folder is not hashed (its checks simply never join): a pack is a handful of small files. */
const MAX_FILES = 500;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_DEPTH = 4;

/**
 * One hash of every file in a pack folder (names and contents; a symlink by its target, never followed), so two
 * requests on the same file versions can share one check. Dot-folders and node_modules are left out. Null when
 * the folder is too big to hash or cannot be read.
 */
export async function hashPackFolder(dir: string): Promise<string | null> {
  const hash = createHash('sha256');
  const budget = { files: 0, bytes: 0 };
  try {
    return (await walk(dir, '', 0, hash, budget)) ? hash.digest('hex') : null;
  } catch {
    return null;
  }
}

async function walk(
  dir: string,
  rel: string,
  depth: number,
  hash: ReturnType<typeof createHash>,
  budget: { files: number; bytes: number },
): Promise<boolean> {
  if (depth > MAX_DEPTH) return false;
  const names = (await readdir(join(dir, rel))).filter((n) => !n.startsWith('.') && n !== 'node_modules').sort();
  for (const name of names) {
    const path = join(rel, name);
    const info = await lstat(join(dir, path));
    if (info.isDirectory()) {
      hash.update(`d\0${path}\0`);
      if (!(await walk(dir, path, depth + 1, hash, budget))) return false;
      continue;
    }
    if (++budget.files > MAX_FILES) return false;
    if (info.isSymbolicLink()) hash.update(`l\0${path}\0${await readlink(join(dir, path))}\0`);
    else if (info.isFile()) {
      budget.bytes += info.size;
      if (budget.bytes > MAX_BYTES) return false;
      const body = await readFile(join(dir, path));
      hash.update(`f\0${path}\0${info.mode & 0o111}\0${body.length}\0`).update(body);
    }
  }
  return true;
}
