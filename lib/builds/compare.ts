import type { Finding } from '../core/finding';
import type { Report } from '../core/report';
import { diffFindings, findingKey } from '../diff/diff';
import { policySummary } from '../core/policy-summary';
import { policyChangesOf, policyWeakened, type PolicyChange } from './policy';

/** A finding as a build page and a PR comment list it: enough to find it, small enough to keep per pack per build. */
export interface FindingBrief {
  id: string;
  severity: Finding['severity'];
  file: string;
  pointer: string;
  line: number;
  message: string;
}

/**
 * What a build did to one pack, against the same pack in the build it is compared with. `basis`: `compared`; `new-pack`
 * (the other build has no such pack); `no-ancestor` (nothing to compare with: the project's first build).
 */
export interface PackComparison {
  basis: 'compared' | 'new-pack' | 'no-ancestor';
  score: { before: number | null; after: number | null; delta: number | null };
  /** In this build only, from layers both builds ran. */
  newFindings: FindingBrief[];
  /** In the other build only, from layers both ran. */
  resolved: FindingBrief[];
  stillPresent: number;
  /** Layers this build ran and the other did not: their findings are "first run", neither new nor old. */
  firstRun: { layers: string[]; findings: FindingBrief[] };
  /** Weakened first (a report without a policy section gives one "not recorded" change); null with no other build. */
  policy: PolicyChange[] | null;
  weakened: boolean;
  /** The score fell, or an error or warning is new. */
  regression: boolean;
}

/** A build page's order: policy weakened first (even when the score rose), then regressions, then the rest. */
export type Attention = 0 | 1 | 2;

export function attentionOf(c: PackComparison): Attention {
  return c.weakened ? 0 : c.regression ? 1 : 2;
}

const brief = (f: Finding): FindingBrief => ({
  id: f.id,
  severity: f.severity,
  file: f.file,
  pointer: f.pointer,
  line: f.line,
  message: f.message,
});

const ranLayers = (r: Report) => new Set(r.layers.filter((l) => l.status === 'ran').map((l) => l.layer));

const WEIGHT = { weakened: 0, strengthened: 1, neutral: 2 } as const;
const sortByDirection = (changes: PolicyChange[]) =>
  [...changes].sort((a, b) => WEIGHT[a.direction] - WEIGHT[b.direction]);

/** The side a new pack is compared with: a recorded policy that allows nothing, and no finding suppressed. */
const NOTHING_ALLOWED = { policy: policySummary({ commands: [], grants: [], settings: [] }), suppressed: [] };

/**
 * Compares one pack's report with the same pack's report in another build. `layerOf`: the layer whose run reports a
 * finding (from the rule catalogue), so a layer the other build did not run gives "first run" findings, and a layer
 * this build did not run resolves nothing.
 */
export function comparePack(
  before: Report | undefined,
  after: Report,
  layerOf: (f: Finding) => string | undefined,
  hasAncestor: boolean,
): PackComparison {
  if (!before) {
    // A pack the other build lacks (a new one, or one renamed by its id) is compared with a pack that lets nothing
    // run: every write it adds without a gate, every grant it asks for, is a weakening a reviewer sees.
    const policy = hasAncestor && after.policy ? sortByDirection(policyChangesOf(NOTHING_ALLOWED, after)) : null;
    return {
      basis: hasAncestor ? 'new-pack' : 'no-ancestor',
      score: { before: null, after: after.score, delta: null },
      newFindings: hasAncestor ? after.findings.map(brief) : [],
      resolved: [],
      stillPresent: hasAncestor ? 0 : after.findings.length,
      firstRun: { layers: [], findings: [] },
      policy,
      weakened: policyWeakened(policy),
      regression: hasAncestor && after.findings.some((f) => f.severity !== 'info'),
    };
  }
  const ranBefore = ranLayers(before);
  const ranAfter = ranLayers(after);
  const firstRunLayers = [...ranAfter].filter((l) => !ranBefore.has(l)).sort();
  const inBoth = (f: Finding) => {
    const layer = layerOf(f);
    return layer === undefined || (ranBefore.has(layer) && ranAfter.has(layer));
  };
  const isFirstRun = (f: Finding) => {
    const layer = layerOf(f);
    return layer !== undefined && firstRunLayers.includes(layer);
  };
  const diff = diffFindings(before.findings.filter(inBoth), after.findings.filter(inBoth));
  const suppressedNow = new Set((after.suppressed ?? []).map((s) => findingKey(s.finding)));
  const delta = before.score !== null && after.score !== null ? after.score - before.score : null;
  const sortedPolicy = sortByDirection(policyChangesOf(before, after));
  return {
    basis: 'compared',
    score: { before: before.score, after: after.score, delta },
    newFindings: diff.added.map(brief),
    // A finding packstudio.json now suppresses is still there: the policy diff names it, it is not resolved.
    resolved: diff.fixed.filter((f) => !suppressedNow.has(findingKey(f))).map(brief),
    stillPresent: diff.kept.length,
    firstRun: { layers: firstRunLayers, findings: after.findings.filter(isFirstRun).map(brief) },
    policy: sortedPolicy,
    weakened: policyWeakened(sortedPolicy),
    regression: (delta !== null && delta < 0) || diff.added.some((f) => f.severity !== 'info'),
  };
}
