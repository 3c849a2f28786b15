import { join, resolve } from 'node:path';
import { changedFiles, fixAll, type FileTexts } from '../core/apply-edits';
import type { Finding, PackFileName } from '../core/finding';
import { checkStatic } from '../hcp/check';
import { loadPackFromTexts, type PackTexts } from '../hcp/load';
import { writeAtomic } from './files';
import { readPackTexts } from './load-dir';

export interface DirFixOutcome {
  /** The findings whose `fix` was applied, in the order they were. */
  applied: Finding[];
  /** The files rewritten (each atomically, once, with every pass's edits). */
  changed: PackFileName[];
  passes: number;
}

/**
 * `check --fix`: applies every `fix` (never a `suggestion`) of the static checks to an HCP pack folder, re-checking
 * between passes, and writes each changed file once, atomically. Probes and eval are not run to find fixes.
 */
export async function fixPackDir(dir: string): Promise<DirFixOutcome> {
  const abs = resolve(dir);
  const before = await readPackTexts(abs);
  const outcome = fixAll(before as FileTexts, (texts) => checkStatic(loadPackFromTexts(texts as PackTexts, abs)));
  const changed = changedFiles(before, outcome.texts);
  for (const file of changed) await writeAtomic(join(abs, file), outcome.texts[file]!);
  return { applied: outcome.applied, changed, passes: outcome.passes };
}
