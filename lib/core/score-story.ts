import { allPackFindings, layersNotRun, readyAfterSuppressions, type LayerName, type Report } from './report';
import { ERROR_COST, WARN_COST } from './score';
import type { CategoryInfo } from './categories';
import type { Finding } from './finding';
import type { SeverityCounts } from './report';
import type { Grade } from './score';

/**
 * The score of record: the last full check (static, probe and eval all ran) of a pack, and whether it is still the
 * score of the files as they are now (every file's sha256 the same). While it is not, the studio shows the live
 * static score labelled as such and says the full check is out of date (lib/node/history/score-of-record.ts).
 */
export interface ScoreOfRecord {
  last: {
    runId: number;
    at: number;
    score: number | null;
    grade: Grade | null;
    counts: SeverityCounts;
    /** Which layer and which findings cost the points, in one line (scoreLine). */
    line: string;
  } | null;
  /** The last full check saw exactly these files. */
  current: boolean;
  /** The files that changed since it (added, removed or edited), when it is not current. */
  changed: string[];
}

/** A workspace row's score of record: the last full check and whether it saw the files as they are now. */
export interface RecordSummary {
  runId: number;
  at: number;
  score: number | null;
  grade: Grade | null;
  counts: SeverityCounts;
  current: boolean;
}

/**
 * The one line that explains a score: which layer and which findings cost the points, largest first, and the
 * layers asked for that did not run. "Score 64/100: probe −24 (R006 ×2), static −8 (P004, P006), eval −4 (E004)."
 * Spec score arithmetic (every finding counted, suppressed ones too): 12 an error, 4 a warning.
 */
export function scoreLine(
  report: Pick<Report, 'score' | 'findings' | 'suppressed' | 'layers'>,
  categories: readonly Pick<CategoryInfo, 'id' | 'layer'>[],
): string {
  if (report.score === null) return 'No score: the format does not score, or a file does not parse.';
  const byLayer = new Map<LayerName, Finding[]>();
  for (const f of allPackFindings(report)) {
    if (f.severity === 'info') continue;
    const layer = categories.find((c) => c.id === f.category)?.layer ?? 'static';
    byLayer.set(layer, [...(byLayer.get(layer) ?? []), f]);
  }
  const parts = [...byLayer]
    .map(([layer, findings]) => ({ layer, findings, cost: costOf(findings) }))
    .sort((a, b) => b.cost - a.cost)
    .map(({ layer, findings, cost }) => `${layer} −${cost} (${idsOf(findings)})`);
  const total = [...byLayer.values()].reduce((n, f) => n + costOf(f), 0);
  // Below 0 the number cannot move, so the line says what is left: each error fixed shows here first.
  const floor =
    total > 100 ? ` (raw penalty ${total}: ${leftWords(allPackFindings(report))} left; the score stops at 0)` : '';
  const notRun = layersNotRun(report).map((l) => `${l.layer} did not run`);
  const lost = parts.length ? `: ${parts.join(', ')}${floor}` : ': nothing lost';
  return `Score ${report.score}/100${lost}${notRun.length ? `; ${notRun.join(', ')}` : ''}.`;
}

/** "10 errors and 18 warnings": what still costs points. */
function leftWords(findings: readonly Finding[]): string {
  const n = (severity: Finding['severity']) => findings.filter((f) => f.severity === severity).length;
  const words = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${words(n('error'), 'error')} and ${words(n('warn'), 'warning')}`;
}

/**
 * The verdict the studio shows: "Ready" on the spec score; else, when packstudio.json's suppressions (each with its
 * reason) are what stands between the pack and ready, "Ready: 92 with 2 suppressed", counted the way the spec counts
 * findings; else "Not ready".
 */
export function readyVerdict(
  report: Pick<Report, 'ready' | 'scoreAfterSuppressions' | 'counts' | 'layers' | 'suppressed'>,
): { ready: boolean; label: string } {
  if (report.ready) return { ready: true, label: 'Ready' };
  const suppressed = report.suppressed?.length ?? 0;
  if (suppressed > 0 && readyAfterSuppressions(report))
    return { ready: true, label: `Ready: ${report.scoreAfterSuppressions} with ${suppressed} suppressed` };
  return { ready: false, label: 'Not ready' };
}

function costOf(findings: readonly Finding[]): number {
  return findings.reduce(
    (n, f) => n + (f.severity === 'error' ? ERROR_COST : f.severity === 'warn' ? WARN_COST : 0),
    0,
  );
}

/** `R006 ×2, R013`: each rule once, with how many times it cost. */
function idsOf(findings: readonly Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.id, (counts.get(f.id) ?? 0) + 1);
  return [...counts].map(([id, n]) => (n > 1 ? `${id} ×${n}` : id)).join(', ');
}
