import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FORMATS } from '../formats';

/** Folders that never hold a pack of the repository's own: dependencies, VCS data, the studio's and Next's output. */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', '.git', '.packstudio', '.next']);

/** The file that marks a folder as a pack: each format's main file (surface.json, pack.json), from the registry. */
export const PACK_MARKERS: readonly string[] = FORMATS.map((f) => f.mainFile);

/**
 * `check --workspace DIR`: DIR itself and every folder under it, at any depth, holding a format's main file, sorted
 * by path. Symbolic links are not followed (no loop, nothing outside DIR), nor SKIPPED_FOLDERS entered; a subfolder
 * that cannot be read is passed over. Throws only when DIR itself cannot be read. The walk reads synchronously: a
 * registry of 10,000 packs is 10,000 small folders, and the thread pool's round trip per folder cost more than the read.
 */
export async function findPackDirs(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = (dir: string, isRoot: boolean): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (isRoot) throw error;
      return;
    }
    if (entries.some((e) => e.isFile() && PACK_MARKERS.includes(e.name))) found.push(dir);
    for (const e of entries) if (e.isDirectory() && !SKIPPED_FOLDERS.has(e.name)) visit(join(dir, e.name), false);
  };
  visit(root, true);
  return found.sort();
}
