import type { AgentReadiness } from './agent-readiness';
import type { Category } from './categories';
import type { PolicySummary } from './policy-summary';
import { sortFindings, type Finding, type Severity } from './finding';
import { READY_SCORE, summarize, type Grade } from './score';
import { SUPPRESSIONS_FILE } from './suppressions-file';
import { unparsedFiles } from './unparsed';

/**
 * The one report every check of every pack format returns: the CLI's formatters, the studio's dashboard, the
 * workspace list and the check history all read this shape and nothing else (see docs/DECISIONS-studio.md).
 */

/** A pack format's id, as its registry entry names it (lib/formats): `Report.format` carries it. */
export type PackFormatId = string;

/**
 * A layer a check is made of, as the pack's format names its layers: one reads the files, another runs what the pack
 * wraps, and so on. Each format lists its own, in order (lib/formats/<id>); the report says which of them ran.
 */
export type LayerName = string;

/** `ran`; `not_run`: asked for but could not run (the reason says why and how to allow it); `not_requested`: left off. */
export type LayerStatus = 'ran' | 'not_run' | 'not_requested';

export interface LayerRecord {
  layer: LayerName;
  status: LayerStatus;
  /** Why it did not run, in words an author can act on; absent when it ran. */
  reason?: string;
}

/**
 * A format's layers beyond the static check add their own parts to a report (the runs of a probe layer, an eval summary): its
 * sections, each under the key its format declares (lib/formats/types.ts `ReportSection`), validated by the format's
 * schema when a report is read back. Core carries them without knowing their shape.
 */
export type ReportSections = Record<string, unknown>;

export type SeverityCounts = Record<Severity, number>;

/** One entry of packstudio.json: the finding it takes out of the count (id + file + pointer, never the line) and why. */
export interface Suppression {
  id: string;
  file: string;
  pointer: string;
  reason: string;
}

/** A finding an entry of packstudio.json matched: listed apart with the entry's reason, not counted in `counts`. */
export interface SuppressedFinding {
  finding: Finding;
  reason: string;
}

/** An entry of packstudio.json that matched no finding of this run (also reported as an L-unmatched_suppression finding). */
export interface UnmatchedSuppression extends Suppression {
  /** The entry's JSON pointer in packstudio.json (`/suppressions/2`). */
  entry: string;
}

/**
 * Where a run's CLI ran (the layers that run it): `project`, the folder chosen for the pack (a flag, an environment variable
 * or the studio's setting); `scratch`, an empty folder made for the run under the workspace's .packstudio and
 * removed after it (a `project` CLI with no folder chosen, and every `none` one: never the studio's checkout or the
 * pack); `workspace` / `ephemeral`, the runtime's private folders (no path worth keeping).
 */
export interface WorkdirRecord {
  kind: 'project' | 'scratch' | 'workspace' | 'ephemeral';
  dir: string | null;
  source?: 'flag' | 'env' | 'setting';
  /** For `source: 'env'`: the variable that named the folder (PACK_PROJECT_DIR, or its format's name for it). */
  variable?: string;
  /** Why a chosen folder was not used, when it was not. */
  note?: string;
}

/**
 * A studio note: said where the spec's rules are silent (a format's notes), in a set of its own. Never a finding: it
 * does not count in the score, the counts or the exit code. `id` is `studio/<name>`, never a spec rule id.
 */
export interface StudioNote {
  id: string;
  file: Finding['file'];
  pointer: string;
  line: number;
  column: number;
  message: string;
  fix: string;
}

export interface Report {
  /** The pack's own id (as its files name it), else its folder name. */
  pack_id: string;
  format: PackFormatId;
  /** No finding is an error (suppressed ones aside). */
  ok: boolean;
  /**
   * The spec score, as the format's reference tool scores: every finding of the pack's files counted, suppressed ones
   * too. Where the format scores, 0–100; null where it does not (or the run does not).
   */
  score: number | null;
  grade: Grade | null;
  /** Spec score 90 or more and no error, suppressed ones counted; null where the format does not score. */
  ready: boolean | null;
  /** Each category's own spec score; null where the format does not score. */
  categories: Record<Category, number> | null;
  /**
   * The score of what is left after packstudio.json's suppressions (its own findings counted): never the spec
   * score, and shown labelled as such. Equal to `score` when nothing is suppressed; null where `score` is.
   */
  scoreAfterSuppressions: number | null;
  gradeAfterSuppressions: Grade | null;
  /** What is not suppressed: the exit code and `ok` read these. */
  counts: SeverityCounts;
  /** Sorted: errors first, then by file, line, column and id. Suppressed findings are not here but in `suppressed`. */
  findings: Finding[];
  /** The findings packstudio.json suppressed, each with its reason, sorted as `findings`. */
  suppressed: SuppressedFinding[];
  /** The entries of packstudio.json that matched nothing in this run. */
  unmatchedSuppressions: UnmatchedSuppression[];
  /** Every layer of the format, in order, with whether it ran. */
  layers: LayerRecord[];
  /**
   * The format's sections, by key, in its declared order (empty for a format without any). The JSON report writes each
   * at the top level in this place (reportJson), as the format's reference tool does.
   */
  sections: ReportSections;
  /** Where the CLI ran, when a layer that runs it did. */
  workdir?: WorkdirRecord;
  /** The studio's notes, apart from the findings (they change no score); absent where the format has none. */
  studioNotes?: StudioNote[];
  /**
   * The agent-readiness layer (lib/core/agent-readiness.ts): Skill against the CLI, confusable commands, tokens and
   * host compatibility. Never part of the spec score; absent where it was not computed (a format without it, the
   * studio's live check, a report of an older version).
   */
  agent?: AgentReadiness;
  /**
   * What the pack lets an agent do and what a person must approve (lib/core/policy-summary.ts), as its format reads
   * it from the files: what the policy diff compares. Absent in a report of an older version or a format without one.
   */
  policy?: PolicySummary;
}

/**
 * Every key of a report of its own, in the order the JSON report writes them: a format's section is never named as
 * one (lib/formats registerFormat), since the JSON report writes sections beside them.
 */
export const REPORT_KEYS = [
  'pack_id',
  'format',
  'ok',
  'score',
  'grade',
  'ready',
  'categories',
  'scoreAfterSuppressions',
  'gradeAfterSuppressions',
  'counts',
  'findings',
  'suppressed',
  'unmatchedSuppressions',
  'layers',
  'sections',
  'workdir',
  'studioNotes',
  'agent',
  'policy',
] as const satisfies readonly (keyof Report)[];

/** A report of a format that scores: score, grade, ready and categories are set. */
export type ScoredReport = Report & {
  score: number;
  grade: Grade;
  ready: boolean;
  categories: Record<Category, number>;
};

export function isScored(report: Report): report is ScoredReport {
  return report.score !== null;
}

export interface ReportInput {
  pack_id: string;
  format: PackFormatId;
  findings: Finding[];
  /**
   * A format (and a run) that gives a score: the categories it scores, each its own, in order. Null where it does not
   * score; the report's score fields are then null.
   */
  scoredCategories: readonly Category[] | null;
  layers: LayerRecord[];
  sections?: ReportSections;
  workdir?: WorkdirRecord;
  /** Taken out of `findings` by packstudio.json (lib/suppress/apply.ts); they still count in the spec score. */
  suppressed?: SuppressedFinding[];
  unmatchedSuppressions?: UnmatchedSuppression[];
}

/**
 * The one way to make a Report: the findings are sorted here, and counts, ok and (when scored) both scores are
 * derived from them, never passed in, so they cannot disagree with the lists. The spec score counts what the format's
 * reference tool would: the pack's findings, suppressed or not, and none of packstudio.json's own (no format's tool
 * reads that file).
 * Counts and ok count what is not suppressed, packstudio.json's findings included.
 */
export function createReport(input: ReportInput): Report {
  const suppressed = input.suppressed ?? [];
  const categories = input.scoredCategories ?? [];
  const spec = summarize(specFindings(input.findings, suppressed), categories);
  const after = summarize(input.findings, categories);
  // While a JSON file does not parse, the rules that read it were skipped: a number would count one lint error
  // instead of the pack, so a format that scores gives none (and is not ready) until the file parses.
  const scores = input.scoredCategories !== null;
  const scored = scores && unparsedFiles([...input.findings, ...suppressed.map((s) => s.finding)]).length === 0;
  return {
    pack_id: input.pack_id,
    format: input.format,
    ok: after.counts.error === 0,
    score: scored ? spec.score : null,
    grade: scored ? spec.grade : null,
    // A layer asked for that could not run leaves the pack unproven: never ready on what was not checked.
    ready: scores ? scored && spec.ready && !input.layers.some((l) => l.status === 'not_run') : null,
    categories: scored ? spec.categories : null,
    scoreAfterSuppressions: scored ? after.score : null,
    gradeAfterSuppressions: scored ? after.grade : null,
    counts: after.counts,
    findings: sortFindings(input.findings),
    suppressed: sortSuppressed(suppressed),
    unmatchedSuppressions: input.unmatchedSuppressions ?? [],
    layers: input.layers,
    sections: input.sections ?? {},
    ...(input.workdir ? { workdir: input.workdir } : {}),
  };
}

/** What the spec score counts: the pack's own findings, suppressed or not; packstudio.json's findings are the studio's. */
function specFindings(findings: readonly Finding[], suppressed: readonly SuppressedFinding[]): Finding[] {
  return [...findings.filter((f) => f.file !== SUPPRESSIONS_FILE), ...suppressed.map((s) => s.finding)];
}

function sortSuppressed(list: readonly SuppressedFinding[]): SuppressedFinding[] {
  const order = sortFindings(list.map((s) => s.finding));
  return [...list].sort((a, b) => order.indexOf(a.finding) - order.indexOf(b.finding));
}

/** The report's findings before suppression: the unsuppressed ones and the suppressed ones, without packstudio.json's own. */
export function allPackFindings(report: Pick<Report, 'findings' | 'suppressed'>): Finding[] {
  return sortFindings(specFindings(report.findings, report.suppressed ?? []));
}

/** Whether packstudio.json took part: something suppressed, an entry unmatched, or the file's own finding. */
export function usesSuppressions(report: Pick<Report, 'findings' | 'suppressed' | 'unmatchedSuppressions'>): boolean {
  return (
    (report.suppressed?.length ?? 0) > 0 ||
    (report.unmatchedSuppressions?.length ?? 0) > 0 ||
    report.findings.some((f) => f.file === SUPPRESSIONS_FILE)
  );
}

/** Ready once suppressions are taken off: after-suppressions score 90 or more, no error left, every layer asked for ran. */
export function readyAfterSuppressions(report: Pick<Report, 'scoreAfterSuppressions' | 'counts' | 'layers'>): boolean {
  return (
    report.scoreAfterSuppressions !== null &&
    report.scoreAfterSuppressions >= READY_SCORE &&
    report.counts.error === 0 &&
    !report.layers.some((l) => l.status === 'not_run')
  );
}

/** Shorthand for a layer that ran. */
export const ran = (layer: LayerName): LayerRecord => ({ layer, status: 'ran' });

/**
 * An optional layer a check left off (lib/formats/types.ts OptionalLayer), saying how to ask for it: its flag turns
 * it on, or leaving its flag off does.
 */
export function notRequested(layer: { id: LayerName; defaultOn: boolean; flag: string }): LayerRecord {
  const how = layer.defaultOn ? `check runs it unless --${layer.flag}` : `check --${layer.flag} runs it`;
  return { layer: layer.id, status: 'not_requested', reason: `not asked for (${how})` };
}

/** The layers that were asked for and could not run. */
export function layersNotRun(report: Pick<Report, 'layers'>): LayerRecord[] {
  return report.layers.filter((l) => l.status === 'not_run');
}

/**
 * The report as its JSON carries it: each section at the top level, where `sections` sits (so a format's JSON keeps the
 * shape its reference tool writes). A value already in that shape (a report file read as written) passes unchanged.
 */
export function reportJson(report: Report): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(report)) {
    if (key === 'sections' && value && typeof value === 'object') Object.assign(out, value);
    else out[key] = value;
  }
  return out;
}
