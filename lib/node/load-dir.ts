import { lstat, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { PackFileName } from '../core/finding';
import { HCP_FILES } from '../formats/hcp/files';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { loadPackFromTexts, type LoadedPack } from '../hcp/load';

/** Files over this size are not read: the pack gets a finding instead of a studio that stalls. */
export const MAX_FILE_BYTES = 1024 * 1024 * 10;

/** What `check` and `lint` read of an HCP pack folder unless told: its four files and packstudio.json, the suppressions beside them. */
const HCP_READ_FILES: readonly PackFileName[] = [...HCP_FILES, SUPPRESSIONS_FILE];

/**
 * Server-only: read a pack's files from a folder (HCP's unless `files` names another format's). A missing file stays
 * missing (lint reports it).
 */
export async function readPackTexts<F extends string = PackFileName>(
  dir: string,
  files: readonly F[] = HCP_READ_FILES as unknown as readonly F[],
): Promise<Partial<Record<F, string>>> {
  const texts: Partial<Record<F, string>> = {};
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      try {
        const info = await lstat(path);
        if (!info.isFile()) return;
        texts[file] = info.size > MAX_FILE_BYTES ? '' : await readFile(path, 'utf8');
      } catch {
        /* absent */
      }
    }),
  );
  return texts;
}

export async function loadPackFromDir(dir: string): Promise<LoadedPack> {
  const abs = resolve(dir);
  return loadPackFromTexts(await readPackTexts(abs), basename(abs));
}
