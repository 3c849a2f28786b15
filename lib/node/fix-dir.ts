import { basename, dirname, join, resolve } from 'node:path';
import { changedFiles, fixAll, type FileTexts } from '../core/apply-edits';
import type { Finding } from '../core/finding';
import { allPackFindings } from '../core/report';
import type { AnyFormat } from '../formats';
import { writeAtomic } from './write-atomic';
import { readPackTexts } from './load-dir';
import { readTextCapped } from './read-capped';

export interface DirFixOutcome {
  /** The findings whose `fix` was applied, in the order they were. */
  applied: Finding[];
  /** The names of the files rewritten (each atomically, once, with every pass's edits). */
  changed: string[];
  passes: number;
}

export interface FixOptions {
  /** The signed-in publisher, for a format that checks for one (the format's default otherwise). */
  publisher?: string;
}

/**
 * The findings fixes come from: the format's static check (nothing is run to find fixes), every finding of the
 * pack's files, suppressed or not (a suppression keeps a finding out of the count, not out of `--fix`).
 */
function staticCheck(format: AnyFormat, packId: string, { publisher }: FixOptions) {
  return (texts: FileTexts): readonly Finding[] =>
    allPackFindings(format.check(format.load(texts, packId), { publisher }));
}

/**
 * Every `fix` (never a `suggestion`) applied, re-checking between passes; each changed file written once, atomically,
 * at `pathOf(file)`.
 */
async function fixAndWrite(
  before: FileTexts,
  check: (texts: FileTexts) => readonly Finding[],
  pathOf: (file: keyof FileTexts) => string,
): Promise<DirFixOutcome> {
  const outcome = fixAll(before, check);
  const changed = changedFiles(before, outcome.texts);
  for (const file of changed) await writeAtomic(pathOf(file), outcome.texts[file]!);
  return { applied: outcome.applied, changed: changed.map((file) => basename(pathOf(file))), passes: outcome.passes };
}

/** `check DIR --fix`: a pack folder of any format, rewritten with its safe fixes. */
export async function fixPackDir(dir: string, format: AnyFormat, options: FixOptions = {}): Promise<DirFixOutcome> {
  const abs = resolve(dir);
  const before = (await readPackTexts<string>(abs, format.files)) as FileTexts;
  return fixAndWrite(before, staticCheck(format, basename(abs), options), (file) => join(abs, file));
}

/** `composition check FILE --fix`: the file (of any name) fixed as its folder's main file of `format`. */
export async function fixMainFile(path: string, format: AnyFormat, options: FixOptions = {}): Promise<DirFixOutcome> {
  const abs = resolve(path);
  return fixAndWrite(
    { [format.mainFile]: await readTextCapped(abs) },
    staticCheck(format, basename(dirname(abs)), options),
    () => abs,
  );
}
