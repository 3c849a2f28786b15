import type { Finding, PackFileName, QuickFix, TextEdit } from './finding';

/** The texts of a pack's files, by file name (its format's files, and packstudio.json). */
export type FileTexts = Partial<Record<PackFileName, string>>;

/** Two edits touch when their ranges overlap or both insert at one place (their order would be a guess). */
function touch(a: TextEdit, b: TextEdit): boolean {
  if (a.file !== b.file) return false;
  if (a.offset === b.offset) return true;
  return a.offset < b.offset + b.length && b.offset < a.offset + a.length;
}

/** One file's text with its edits applied; the edits are against the same original text and must not touch. */
export function applyEditsToText(
  text: string,
  edits: readonly Pick<TextEdit, 'offset' | 'length' | 'newText'>[],
): string {
  const sorted = [...edits].sort((a, b) => b.offset - a.offset);
  let out = text;
  let floor = Infinity;
  for (const e of sorted) {
    if (e.offset < 0 || e.offset + e.length > text.length)
      throw new Error(`edit at ${e.offset}+${e.length} lies outside the text (${text.length} characters)`);
    if (e.offset + e.length > floor) throw new Error(`edits overlap at offset ${e.offset}`);
    out = out.slice(0, e.offset) + e.newText + out.slice(e.offset + e.length);
    floor = e.offset;
  }
  return out;
}

/** The texts after applying every edit of `fixes` (which must not touch each other); files no edit names are kept as given. */
export function applyQuickFixes(texts: FileTexts, fixes: readonly QuickFix[]): FileTexts {
  const byFile = new Map<PackFileName, TextEdit[]>();
  for (const edit of fixes.flatMap((f) => f.edits)) byFile.set(edit.file, [...(byFile.get(edit.file) ?? []), edit]);
  const out: FileTexts = { ...texts };
  for (const [file, edits] of byFile) {
    const text = texts[file];
    if (text === undefined) throw new Error(`a fix edits ${file}, which the pack does not have`);
    out[file] = applyEditsToText(text, edits);
  }
  return out;
}

/**
 * The findings whose `fix` (never a `suggestion`) can be applied together in one pass: in report order, each one
 * whose edits touch none already taken. The others wait for the next pass, on the re-checked text.
 */
export function fixesForOnePass(findings: readonly Finding[]): Finding[] {
  const taken: TextEdit[] = [];
  const chosen: Finding[] = [];
  for (const f of findings) {
    const q = f.quickFix;
    if (q?.kind !== 'fix' || q.edits.length === 0) continue;
    // Two findings offering the very same edits touch too: the second is gone on the next pass.
    if (q.edits.some((e) => taken.some((t) => touch(e, t)))) continue;
    taken.push(...q.edits);
    chosen.push(f);
  }
  return chosen;
}

/** ESLint stops after ten passes too: a fix that keeps producing fixes is a bug, not a reason to loop. */
export const MAX_FIX_PASSES = 10;

export interface FixAllOutcome {
  texts: FileTexts;
  /** Every finding whose fix was applied, pass by pass. */
  applied: Finding[];
  passes: number;
}

/** Applies every `fix` and re-checks, until none is left (or MAX_FIX_PASSES): `check --fix` and "Fix all". */
export function fixAll(
  texts: FileTexts,
  check: (texts: FileTexts) => readonly Finding[],
  maxPasses = MAX_FIX_PASSES,
): FixAllOutcome {
  let current = texts;
  const applied: Finding[] = [];
  let passes = 0;
  while (passes < maxPasses) {
    const chosen = fixesForOnePass(check(current));
    if (chosen.length === 0) break;
    current = applyQuickFixes(
      current,
      chosen.map((f) => f.quickFix!),
    );
    applied.push(...chosen);
    passes++;
  }
  return { texts: current, applied, passes };
}

/** The files whose text a fix run changed. */
export function changedFiles(before: FileTexts, after: FileTexts): PackFileName[] {
  return (Object.keys(after) as PackFileName[]).filter((f) => after[f] !== before[f]);
}
