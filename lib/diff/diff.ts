import type { CategoryInfo } from '../core/categories';
import { sortFindings, type Finding } from '../core/finding';
import type { PolicySummary } from '../core/policy-summary';
import type { LayerRecord } from '../core/report';
import type { Grade } from '../core/score';
import { diffReportPolicy, type PolicyChange, type SuppressedSide } from './policy-diff';

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
  /** The layers: a report's records, or the names of those that ran (a history run); absent when not known. */
  layers?: readonly (LayerRecord | string)[];
  /** The pack's policy as the run recorded it; absent in a report or run of an older version. */
  policy?: PolicySummary | null;
  /** The findings packstudio.json took out (a report's); absent for a history run. */
  suppressed?: readonly SuppressedSide[];
}

export interface ReportDiff extends FindingsDiff {
  /** `delta` is null unless both sides are scored. */
  score: { before: number | null; after: number | null; delta: number | null };
  grade: { before: Grade | null; after: Grade | null };
  /** Findings of a layer the older run did not run: seen for the first time, not new (they are not in `added`). */
  firstRun: Finding[];
  /** Findings of a layer the newer run did not run: not checked again, not fixed (they are not in `fixed`). */
  notRechecked: Finding[];
  /** The layers each side ran (null when it does not say); `firstRun` names those only the newer one ran. */
  layers: { before: string[] | null; after: string[] | null; firstRun: string[]; notRerun: string[] };
  /** What the change does to the pack's policy, weakened first (lib/diff/policy-diff.ts). */
  policy: PolicyChange[];
  /** Findings the older run counted that packstudio.json now suppresses: still there, so not in `fixed`. */
  suppressed: Finding[];
}

/** What a diff needs to know of the format: its categories, so a finding's category names the layer that reports it. */
export interface DiffContext {
  categories?: readonly Pick<CategoryInfo, 'id' | 'layer'>[];
}

/** The names of the layers that ran, or null when the side does not list its layers. */
export function layersRan(layers: Comparable['layers']): string[] | null {
  if (!layers) return null;
  return layers.flatMap((l) => (typeof l === 'string' ? [l] : l.status === 'ran' ? [l.layer] : []));
}

/**
 * "What changed" between two runs: new and fixed findings, the score delta and the policy changes. A finding of a
 * layer only one side ran is "first run" (or "not rechecked"), never new (or fixed): comparing a static check with a
 * full one must not read as eight new problems.
 */
export function diffReports(before: Comparable, after: Comparable, context: DiffContext = {}): ReportDiff {
  const delta = before.score !== null && after.score !== null ? after.score - before.score : null;
  const findings = diffFindings(before.findings, after.findings);
  const ranBefore = layersRan(before.layers);
  const ranAfter = layersRan(after.layers);
  const onlyAfter = ranBefore && ranAfter ? ranAfter.filter((l) => !ranBefore.includes(l)) : [];
  const onlyBefore = ranBefore && ranAfter ? ranBefore.filter((l) => !ranAfter.includes(l)) : [];
  const layerOf = new Map((context.categories ?? []).map((c) => [c.id, c.layer]));
  const inLayers = (layers: string[]) => (f: Finding) => layers.includes(layerOf.get(f.category) ?? '');
  const firstRun = findings.added.filter(inLayers(onlyAfter));
  const notRechecked = findings.fixed.filter(inLayers(onlyBefore));
  const suppressedNow = new Set((after.suppressed ?? []).map((s) => findingKey(s.finding)));
  const suppressed = findings.fixed.filter((f) => suppressedNow.has(findingKey(f)));
  return {
    ...findings,
    added: findings.added.filter((f) => !firstRun.includes(f)),
    fixed: findings.fixed.filter((f) => !notRechecked.includes(f) && !suppressed.includes(f)),
    suppressed,
    firstRun,
    notRechecked,
    score: { before: before.score, after: after.score, delta },
    grade: { before: before.grade, after: after.grade },
    layers: { before: ranBefore, after: ranAfter, firstRun: onlyAfter, notRerun: onlyBefore },
    policy: diffReportPolicy(before, after),
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
