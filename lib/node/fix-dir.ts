import { basename, dirname, join, resolve } from 'node:path';
import { changedFiles, fixAll, type FileTexts } from '../core/apply-edits';
import type { Finding } from '../core/finding';
import { hcpFormat, RECUED_FILE, recuedFormat, type AnyFormat } from '../formats';
import { checkStatic } from '../hcp/check';
import { loadPackFromTexts, type PackTexts } from '../hcp/load';
import { checkComposition } from '../recued/check';
import { writeAtomic } from './files';
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
  /** Recued: the signed-in publisher the composition is checked for (the format's default otherwise). */
  publisher?: string;
}

/** The findings fixes come from: HCP's lint and static rules (probes and eval are not run to find fixes), Recued's composition check. */
function staticCheck(
  format: AnyFormat,
  abs: string,
  { publisher }: FixOptions,
): (texts: FileTexts) => readonly Finding[] {
  if (format.id === recuedFormat.id)
    return (texts) => checkComposition(texts[RECUED_FILE] ?? '', { publisher }).findings;
  return (texts) => checkStatic(loadPackFromTexts(texts as PackTexts, abs));
}

/** Every `fix` (never a `suggestion`) applied, re-checking between passes; each changed file written once, atomically, at `pathOf(file)`. */
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

/** `check DIR --fix`: a pack folder of either format, rewritten with its safe fixes. */
export async function fixPackDir(
  dir: string,
  format: AnyFormat = hcpFormat,
  options: FixOptions = {},
): Promise<DirFixOutcome> {
  const abs = resolve(dir);
  const before = (await readPackTexts<string>(abs, format.files)) as FileTexts;
  return fixAndWrite(before, staticCheck(format, abs, options), (file) => join(abs, file));
}

/** `composition check FILE --fix`: the file (of any name) fixed as its folder's pack.json. */
export async function fixCompositionFile(path: string, options: FixOptions = {}): Promise<DirFixOutcome> {
  const abs = resolve(path);
  return fixAndWrite(
    { [RECUED_FILE]: await readTextCapped(abs) },
    staticCheck(recuedFormat, dirname(abs), options),
    () => abs,
  );
}
