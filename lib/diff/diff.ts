import { sortFindings, type Finding } from '../core/finding';
import type { Grade } from '../core/score';

/**
 * Two findings are "the same problem" when rule id, file and pointer agree: line and column are left out, so a
 * finding that only moved (an edit above it) is neither new nor fixed. Same as ESLint baselines and SARIF
 * fingerprints do, keyed on the pointer because every finding here has one.
 */
export function findingKey(f: Pick<Finding, 'id' | 'file' | 'pointer'>): string {
  return JSON.stringify([f.id, f.file, f.pointer]);
}

export interface FindingsDiff {
  /** In the new run only. */
  added: Finding[];
  /** In the old run only. */
  fixed: Finding[];
  /** In both; `moved` when the line or column changed. */
  kept: { before: Finding; after: Finding; moved: boolean }[];
}

/**
 * Matches findings by key as multisets: the same rule can report twice at one pointer, and one of two going away
 * is one fixed finding. Within a key, equal messages pair first, then the rest in reading order.
 */
export function diffFindings(before: readonly Finding[], after: readonly Finding[]): FindingsDiff {
  const pending = groupByKey(sortFindings([...before]));
  const added: Finding[] = [];
  const kept: FindingsDiff['kept'] = [];
  const unmatched: Finding[] = [];
  for (const f of sortFindings([...after])) {
    const candidates = pending.get(findingKey(f));
    const index = candidates?.findIndex((b) => b.message === f.message) ?? -1;
    if (candidates && index >= 0) kept.push(pair(candidates.splice(index, 1)[0], f));
    else unmatched.push(f);
  }
  for (const f of unmatched) {
    const candidates = pending.get(findingKey(f));
    if (candidates?.length) kept.push(pair(candidates.shift()!, f));
    else added.push(f);
  }
  const fixed = sortFindings([...pending.values()].flat());
  return { added: sortFindings(added), fixed, kept };
}

function groupByKey(findings: Finding[]): Map<string, Finding[]> {
  const map = new Map<string, Finding[]>();
  for (const f of findings) map.set(findingKey(f), [...(map.get(findingKey(f)) ?? []), f]);
  return map;
}

function pair(before: Finding, after: Finding) {
  return { before, after, moved: before.line !== after.line || before.column !== after.column };
}

/** What any two reports (or history runs) have in common: findings, and a score and grade where the format scores. */
export interface Comparable {
  score: number | null;
  grade: Grade | null;
  findings: readonly Finding[];
}

export interface ReportDiff extends FindingsDiff {
  /** `delta` is null unless both sides are scored. */
  score: { before: number | null; after: number | null; delta: number | null };
  grade: { before: Grade | null; after: Grade | null };
}

/** "What changed" between two runs: new findings, fixed findings and the score delta. */
export function diffReports(before: Comparable, after: Comparable): ReportDiff {
  const delta = before.score !== null && after.score !== null ? after.score - before.score : null;
  return {
    ...diffFindings(before.findings, after.findings),
    score: { before: before.score, after: after.score, delta },
    grade: { before: before.grade, after: after.grade },
  };
}

/**
 * `check --baseline`: the findings of this run that the baseline report does not already have. Only these
 * fail the exit code; the rest are known and accepted debt.
 */
export function partitionByBaseline(
  findings: readonly Finding[],
  baseline: readonly Finding[],
): { fresh: Finding[]; known: Finding[] } {
  const { added, kept } = diffFindings(baseline, findings);
  return { fresh: added, known: sortFindings(kept.map((k) => k.after)) };
}
