import { lstatSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { HCP_FILES, type PackFileName } from '../core/finding';
import { SUPPRESSIONS_FILE } from '../formats/suppressions-file';
import { loadPackFromTexts, type LoadedPack, type PackTexts } from '../hcp/load';
import { FileTooLargeError, readTextCapped, readTextCappedSync } from './read-capped';

/** What `check` and `lint` read of an HCP pack folder unless told: its four files and packstudio.json, the suppressions beside them. */
const HCP_READ_FILES: readonly PackFileName[] = [...HCP_FILES, SUPPRESSIONS_FILE];

/**
 * Server-only: read a pack's files from a folder (HCP's unless `files` names another format's). A missing file stays
 * missing (lint reports it); one over the pack-file limit is a FileTooLargeError naming its size and the limit.
 */
export async function readPackTexts<F extends string = PackFileName>(
  dir: string,
  files: readonly F[] = HCP_READ_FILES as unknown as readonly F[],
): Promise<Partial<Record<F, string>>> {
  const texts: Partial<Record<F, string>> = {};
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const info = await lstat(path).catch(() => null);
      if (!info?.isFile()) return; // absent
      try {
        texts[file] = await readTextCapped(path);
      } catch (error) {
        if (error instanceof FileTooLargeError) throw error;
        // unreadable (permissions, a race with a delete): absent, as lint then says
      }
    }),
  );
  return texts;
}

/**
 * As readPackTexts, without leaving the thread: for the CLI, which reads thousands of packs of a few small files
 * each, where the thread pool's round trip per file cost as much as checking the pack (npm run bench:registry).
 */
export function readPackTextsSync<F extends string = PackFileName>(
  dir: string,
  files: readonly F[] = HCP_READ_FILES as unknown as readonly F[],
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const file of files) {
    const path = join(dir, file);
    if (!lstatSync(path, { throwIfNoEntry: false })?.isFile()) continue; // absent
    try {
      texts[file] = readTextCappedSync(path);
    } catch (error) {
      if (error instanceof FileTooLargeError) throw error;
      // unreadable (permissions, a race with a delete): absent, as lint then says
    }
  }
  return texts;
}

export async function loadPackFromDir(dir: string): Promise<LoadedPack> {
  const abs = resolve(dir);
  return loadPackFromTexts(await readPackTexts(abs), basename(abs));
}
