import {
  allPackFindings,
  readyAfterSuppressions,
  usesSuppressions,
  type LayerName,
  type LayerStatus,
  type Report,
} from './report';
import { ERROR_COST, WARN_COST } from './score';
import type { CategoryInfo } from './categories';
import type { Finding } from './finding';
import type { SeverityCounts } from './report';
import type { Grade } from './score';

/**
 * The score of record: the last full check (every optional layer asked for) of a pack, and whether it is still the score of
 * the files as they are now (every file's hash the same). While it is not, the studio shows the live static score
 * labelled as such and says the full check is out of date (lib/node/history/score-of-record.ts).
 */
export interface ScoreOfRecord {
  last: RecordedScore | null;
  /** The last full check saw exactly these files. */
  current: boolean;
  /** The files that changed since it (added, removed or edited), when it is not current. */
  changed: string[];
}

/** A recorded check's score: which run, when, and its record (`scoreStory` reads every figure from it). */
export interface RecordedScore {
  runId: number;
  at: number;
  record: ScoreRecord;
}

/** A workspace row's score of record: the last full check and whether it saw the files as they are now. */
export interface RecordSummary extends RecordedScore {
  current: boolean;
}

/**
 * One layer's share of the penalty: how many errors and warnings of its categories the run found (suppressed ones
 * too, as the spec score counts them) and which rules, in the report's order.
 */
export interface LayerPenalty {
  layer: LayerName;
  errors: number;
  warnings: number;
  /** Each rule once, with how many of its findings cost points: `[["R006", 2], ["R013", 1]]`. */
  rules: [string, number][];
}

/**
 * The score of record: everything the header, the dashboard, a workspace row, the breakdown line and a sparkline
 * say of a check, kept as one record (the history stores it beside the run), so each place reads the same figures
 * from it through `scoreStory`, right after the check and after a reload alike.
 */
export interface ScoreRecord {
  score: number | null;
  grade: Grade | null;
  ready: boolean | null;
  scoreAfterSuppressions: number | null;
  gradeAfterSuppressions: Grade | null;
  /** What is not suppressed (the badges, the exit code). */
  counts: SeverityCounts;
  /** What packstudio.json suppressed, by severity: still counted by the spec score. */
  suppressed: SeverityCounts;
  /** Whether packstudio.json took part (a suppression, an unmatched entry or its own finding). */
  usesSuppressions: boolean;
  /** By layer, in the report's order; a layer whose findings cost nothing is absent (the line sorts by cost). */
  penalties: LayerPenalty[];
  /** Every layer of the format and whether it ran, was asked for and could not, or was left off. */
  layers: { layer: LayerName; status: LayerStatus }[];
}

type RecordSource = Pick<
  Report,
  | 'score'
  | 'grade'
  | 'ready'
  | 'scoreAfterSuppressions'
  | 'gradeAfterSuppressions'
  | 'counts'
  | 'findings'
  | 'suppressed'
  | 'layers'
> &
  Partial<Pick<Report, 'unmatchedSuppressions'>>;

/** A report as its score of record: each finding's cost put in its category's layer, from the format's table. */
export function scoreRecordOf(
  report: RecordSource,
  categories: readonly Pick<CategoryInfo, 'id' | 'layer'>[],
): ScoreRecord {
  const byLayer = new Map<LayerName, Finding[]>();
  for (const f of allPackFindings(report)) {
    if (f.severity === 'info') continue;
    const layer = categories.find((c) => c.id === f.category)?.layer ?? 'static';
    byLayer.set(layer, [...(byLayer.get(layer) ?? []), f]);
  }
  const suppressed: SeverityCounts = { error: 0, warn: 0, info: 0 };
  for (const s of report.suppressed ?? []) suppressed[s.finding.severity]++;
  return {
    score: report.score,
    grade: report.grade,
    ready: report.ready,
    scoreAfterSuppressions: report.scoreAfterSuppressions,
    gradeAfterSuppressions: report.gradeAfterSuppressions,
    counts: { ...report.counts },
    suppressed,
    usesSuppressions: usesSuppressions({
      findings: report.findings,
      suppressed: report.suppressed ?? [],
      unmatchedSuppressions: report.unmatchedSuppressions ?? [],
    }),
    penalties: [...byLayer].map(([layer, findings]) => ({
      layer,
      errors: findings.filter((f) => f.severity === 'error').length,
      warnings: findings.filter((f) => f.severity === 'warn').length,
      rules: rulesOf(findings),
    })),
    layers: report.layers.map(({ layer, status }) => ({ layer, status })),
  };
}

/** The layers every check runs: lint and the static rules. Any other a report lists is an optional layer of its format. */
const EVERY_CHECK_LAYERS: readonly LayerName[] = ['structure', 'static'];

/**
 * Whether a check asked for every optional layer its format declares (PackFormat.optionalLayers; each ran, or was
 * asked for and could not run): a score of record. A format's report lists each of its optional layers, asked for
 * or not, so the record alone says it, old rows as new; a format with no optional layer has no full check.
 */
export function isFullCheck(layers: readonly { layer: LayerName; status: LayerStatus }[]): boolean {
  const optional = layers.filter((l) => !EVERY_CHECK_LAYERS.includes(l.layer));
  return optional.length > 0 && optional.every((l) => l.status !== 'not_requested');
}

/** What every place that shows a score shows, computed once from the record. */
export interface ScoreStory {
  score: number | null;
  grade: Grade | null;
  counts: SeverityCounts;
  /** How many findings packstudio.json suppressed. */
  suppressed: number;
  /** The score after packstudio.json's suppressions, shown beside the spec score only when packstudio.json took part. */
  afterSuppressions: { score: number; grade: Grade } | null;
  verdict: { ready: boolean; label: string };
  /** The breakdown line: which layer and which findings cost the points, and the layers that did not run. */
  line: string;
  /** Whether the check asked for every optional layer of its format: a score of record. */
  full: boolean;
  /** The layers that ran, in the report's order. */
  ran: LayerName[];
}

/**
 * The one function behind the header, the check dashboard, a workspace row, the breakdown line and a sparkline's
 * points: each reads its figures here, from one record, so none can tell another story.
 */
export function scoreStory(record: ScoreRecord): ScoreStory {
  const suppressed = record.suppressed.error + record.suppressed.warn + record.suppressed.info;
  return {
    score: record.score,
    grade: record.grade,
    counts: record.counts,
    suppressed,
    afterSuppressions:
      record.usesSuppressions && record.scoreAfterSuppressions !== null && record.gradeAfterSuppressions !== null
        ? { score: record.scoreAfterSuppressions, grade: record.gradeAfterSuppressions }
        : null,
    verdict: readyVerdict(record),
    line: breakdownLine(record),
    full: isFullCheck(record.layers),
    ran: record.layers.filter((l) => l.status === 'ran').map((l) => l.layer),
  };
}

/**
 * The one line that explains a score: which layer and which findings cost the points, largest first, and the
 * layers asked for that did not run. "Score 64/100: probe −24 (R006 ×2), static −8 (P004, P006), eval −4 (E004)."
 * Spec score arithmetic (every finding counted, suppressed ones too): 12 an error, 4 a warning.
 */
function breakdownLine(record: ScoreRecord): string {
  if (record.score === null) return 'No score: the format does not score, or a file does not parse.';
  const parts = [...record.penalties]
    .sort((a, b) => costOf(b) - costOf(a))
    .map((p) => `${p.layer} −${costOf(p)} (${idsOf(p.rules)})`);
  const total = record.penalties.reduce((n, p) => n + costOf(p), 0);
  const sum = (key: 'errors' | 'warnings') => record.penalties.reduce((n, p) => n + p[key], 0);
  // Below 0 the number cannot move, so the line says what is left: each error fixed shows here first.
  const floor =
    total > 100
      ? ` (raw penalty ${total}: ${words(sum('errors'), 'error')} and ${words(sum('warnings'), 'warning')} left; the score stops at 0)`
      : '';
  const notRun = record.layers.filter((l) => l.status === 'not_run').map((l) => `${l.layer} did not run`);
  const lost = parts.length ? `: ${parts.join(', ')}${floor}` : ': nothing lost';
  return `Score ${record.score}/100${lost}${notRun.length ? `; ${notRun.join(', ')}` : ''}.`;
}

const words = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The verdict the studio shows: "Ready" on the spec score; else, when packstudio.json's suppressions (each with its
 * reason) are what stands between the pack and ready, "Ready: 92 with 2 suppressed", counted the way the spec counts
 * findings; else "Not ready".
 */
function readyVerdict(record: ScoreRecord): { ready: boolean; label: string } {
  if (record.ready) return { ready: true, label: 'Ready' };
  const suppressed = record.suppressed.error + record.suppressed.warn + record.suppressed.info;
  if (suppressed > 0 && readyAfterSuppressions(record))
    return { ready: true, label: `Ready: ${record.scoreAfterSuppressions} with ${suppressed} suppressed` };
  return { ready: false, label: 'Not ready' };
}

function costOf(penalty: Pick<LayerPenalty, 'errors' | 'warnings'>): number {
  return penalty.errors * ERROR_COST + penalty.warnings * WARN_COST;
}

function rulesOf(findings: readonly Finding[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.id, (counts.get(f.id) ?? 0) + 1);
  return [...counts];
}

/** `R006 ×2, R013`: each rule once, with how many times it cost. */
function idsOf(rules: readonly [string, number][]): string {
  return rules.map(([id, n]) => (n > 1 ? `${id} ×${n}` : id)).join(', ');
}
