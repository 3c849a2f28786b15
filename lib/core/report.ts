import type { HcpCategory } from './categories';
import { sortFindings, type Finding, type Severity } from './finding';
import { summarize, type Grade } from './score';
import { unparsedFiles } from './unparsed';

/**
 * The one report every check of every pack format returns: the CLI's formatters, the studio's dashboard, the
 * workspace list and the check history all read this shape and nothing else (see docs/DECISIONS-studio.md).
 */

/** The pack formats the studio checks. */
export type PackFormatId = 'hcp' | 'recued';

/**
 * The layers a check is made of: `structure` (the files exist, parse and agree: HCP's lint), `static` (the rules that
 * read the files), `probe` (the wrapped CLI, run) and `eval` (hcp.eval.json replayed). Recued has `static` only.
 */
export type LayerName = 'structure' | 'static' | 'probe' | 'eval';

/** `ran`; `not_run`: asked for but could not run (the reason says why and how to allow it); `not_requested`: left off. */
export type LayerStatus = 'ran' | 'not_run' | 'not_requested';

export interface LayerRecord {
  layer: LayerName;
  status: LayerStatus;
  /** Why it did not run, in words an author can act on; absent when it ran. */
  reason?: string;
}

/** One run of the wrapped CLI, as the probe table and `--json` show it. */
export interface ProbeRecord {
  argv: string[];
  exit_code: number | null;
  ms: number;
  tokens: number;
  json: boolean;
  timed_out: boolean;
  /** Which probe this was: help, unknown, subcommand-help, read. */
  purpose?: string;
  verb?: string;
  stdout_truncated?: boolean;
  /** The first PROBE_OUTPUT_HEAD characters of what the CLI printed, secrets masked: what the dashboard's row opens. */
  stdout_head?: string;
  stderr_head?: string;
}

/** How much of a probe's stdout and stderr a record keeps (enough to see the help or the error, small in a report). */
export const PROBE_OUTPUT_HEAD = 2000;

export interface EvalCaseResult {
  name: string;
  verb: string;
  passed: boolean;
  ms: number;
  tokens: number;
  error: string | null;
}

export interface EvalSummary {
  cases: EvalCaseResult[];
  passed: number;
  failed: number;
  p50_ms: number;
  p95_ms: number;
}

export type SeverityCounts = Record<Severity, number>;

export interface Report {
  /** The pack's own id (HCP: the manifest id; Recued: the slug), else its folder name. */
  pack_id: string;
  format: PackFormatId;
  /** No finding is an error. */
  ok: boolean;
  /** Where the format scores (HCP), 0–100; null where it does not (Recued, lint alone). */
  score: number | null;
  grade: Grade | null;
  /** Score 90 or more and no error; null where the format does not score. */
  ready: boolean | null;
  /** Each category's own score; null where the format does not score. */
  categories: Record<HcpCategory, number> | null;
  counts: SeverityCounts;
  /** Sorted: errors first, then by file, line, column and id. */
  findings: Finding[];
  /** Every layer of the format, in order, with whether it ran. */
  layers: LayerRecord[];
  /** The probe layer's runs; empty when it did not run or the format has none. */
  probes: ProbeRecord[];
  /** The eval layer's summary; null when it did not run or the format has none. */
  eval: EvalSummary | null;
}

/** A report of a format that scores: score, grade, ready and categories are set. */
export type ScoredReport = Report & { score: number; grade: Grade; ready: boolean; categories: Record<HcpCategory, number> };

export function isScored(report: Report): report is ScoredReport {
  return report.score !== null;
}

export interface ReportInput {
  pack_id: string;
  format: PackFormatId;
  findings: Finding[];
  /** True for a format (and a run) that gives a score. */
  scored: boolean;
  layers: LayerRecord[];
  probes?: ProbeRecord[];
  eval?: EvalSummary | null;
}

/**
 * The one way to make a Report: the findings are sorted here, and counts, ok and (when scored) the score are derived
 * from them, never passed in, so they cannot disagree with the list.
 */
export function createReport(input: ReportInput): Report {
  const summary = summarize(input.findings);
  // While a JSON file does not parse, the rules that read it were skipped: a number would count one lint error
  // instead of the pack, so a format that scores gives none (and is not ready) until the file parses.
  const scored = input.scored && unparsedFiles(input.findings).length === 0;
  return {
    pack_id: input.pack_id,
    format: input.format,
    ok: summary.counts.error === 0,
    score: scored ? summary.score : null,
    grade: scored ? summary.grade : null,
    // A layer asked for that could not run leaves the pack unproven: never ready on what was not checked.
    ready: input.scored ? scored && summary.ready && !input.layers.some((l) => l.status === 'not_run') : null,
    categories: scored ? summary.categories : null,
    counts: summary.counts,
    findings: sortFindings(input.findings),
    layers: input.layers,
    probes: input.probes ?? [],
    eval: input.eval ?? null,
  };
}

/** Shorthand for a layer that ran. */
export const ran = (layer: LayerName): LayerRecord => ({ layer, status: 'ran' });

/** The layers that were asked for and could not run. */
export function layersNotRun(report: Pick<Report, 'layers'>): LayerRecord[] {
  return report.layers.filter((l) => l.status === 'not_run');
}
