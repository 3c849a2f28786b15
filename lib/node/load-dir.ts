import { lstatSync, readFileSync, type Stats } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { HCP_FILES, type PackFileName } from '../core/finding';
import { SUPPRESSIONS_FILE } from '../formats/suppressions-file';
import { loadPackFromTexts, type LoadedPack, type PackTexts } from '../hcp/load';

/** Files over this size are not read: the pack gets a finding instead of a studio that stalls. */
export const MAX_FILE_BYTES = 1024 * 1024 * 10;

/** What `check` and `lint` read of an HCP pack folder unless told: its four files and packstudio.json, the suppressions beside them. */
const HCP_READ_FILES: readonly PackFileName[] = [...HCP_FILES, SUPPRESSIONS_FILE];

/** Server-only: read a pack's files from a folder (HCP's unless `files` names another format's). A missing file stays missing (lint reports it). */
export async function readPackTexts<F extends string = PackFileName>(
  dir: string,
  files: readonly F[] = HCP_READ_FILES as unknown as readonly F[],
): Promise<Partial<Record<F, string>>> {
  const texts: Partial<Record<F, string>> = {};
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      try {
        const text = textOf(await lstat(path), () => readFile(path, 'utf8'));
        if (text !== undefined) texts[file] = await text;
      } catch {
        /* absent */
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
    try {
      const text = textOf(lstatSync(path), () => readFileSync(path, 'utf8'));
      if (text !== undefined) texts[file] = text;
    } catch {
      /* absent */
    }
  }
  return texts;
}

/** A pack file's text: only a plain file is read (no folder, no link), and one past MAX_FILE_BYTES reads as empty. */
function textOf<T>(info: Stats, read: () => T): T | '' | undefined {
  if (!info.isFile()) return undefined;
  return info.size > MAX_FILE_BYTES ? '' : read();
}

export async function loadPackFromDir(dir: string): Promise<LoadedPack> {
  const abs = resolve(dir);
  return loadPackFromTexts(await readPackTexts(abs), basename(abs));
}
