import { lstatSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { PackFileName } from '../core/finding';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { HCP_FILES } from '../formats/hcp/files';
import { loadPackFromTexts, type LoadedPack } from '../hcp/load';
import type { StudioNote } from '../core/report';
import { formatBytes, MAX_STUDIO_FILE_BYTES } from '../studio/limits';
import { FileTooLargeError, readTextCapped, readTextCappedSync, readTextHeadSync, type FileHead } from './read-capped';

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

/** A pack folder as a check reads it: its texts, and a note for each file over the limit, of which only the head was read. */
export interface PackFilesRead<F extends string> {
  texts: Partial<Record<F, string>>;
  notes: StudioNote[];
}

/**
 * As readPackTextsSync, for a check: a file over the pack-file limit is read up to the limit, not refused, so the
 * check judges its first MB (a cut JSON file does not parse, a cut Skill is far past one screen: findings on that
 * file, and a score) and a note says the rest was not read. Never for writing back: a fix reads whole files only.
 */
export function readPackFilesSync<F extends string = PackFileName>(
  dir: string,
  files: readonly F[] = HCP_READ_FILES as unknown as readonly F[],
): PackFilesRead<F> {
  const texts: Partial<Record<F, string>> = {};
  const notes: StudioNote[] = [];
  for (const file of files) {
    const path = join(dir, file);
    if (!lstatSync(path, { throwIfNoEntry: false })?.isFile()) continue; // absent
    let head: FileHead;
    try {
      head = readTextHeadSync(path);
    } catch {
      continue; // unreadable (permissions, a race with a delete): absent, as lint then says
    }
    texts[file] = head.text;
    if (head.cut !== undefined) notes.push(cutNote(file, head.cut));
  }
  return { texts, notes };
}

/** What a report says of a file checked on its head only. */
export function cutNote(file: string, bytes: number): StudioNote {
  return {
    id: 'studio/file-over-limit',
    file: file as StudioNote['file'],
    pointer: '',
    line: 1,
    column: 1,
    message: `${file} is ${formatBytes(bytes)}, over the ${formatBytes(MAX_STUDIO_FILE_BYTES)} limit of a pack file: only its first ${formatBytes(MAX_STUDIO_FILE_BYTES)} was read and checked.`,
    fix: `Shorten ${file} to at most ${formatBytes(MAX_STUDIO_FILE_BYTES)}; the studio opens and saves files up to that size.`,
  };
}

export async function loadPackFromDir(dir: string): Promise<LoadedPack> {
  const abs = resolve(dir);
  return loadPackFromTexts(await readPackTexts(abs), basename(abs));
}
