import type { Finding } from '../../core/finding';
import type { PackFormatId, SeverityCounts } from '../../core/report';
import type { PolicySummary } from '../../core/policy-summary';
import type { Grade } from '../../core/score';
import { PolicySummarySchema } from '../../report-file/schema';
import type { HistoryDb } from './database';

/** One check as the history lists it. */
export interface RunSummary {
  id: number;
  /** The pack's folder name in the workspace (what the studio lists). */
  pack: string;
  format: PackFormatId;
  source: 'studio' | 'cli';
  at: number;
  /** Null where the format does not score. */
  score: number | null;
  grade: Grade | null;
  counts: SeverityCounts;
  /** The layers that ran. */
  layers: string[];
}

export interface RunDetail extends RunSummary {
  /** File name → sha256 of the text that was checked. */
  files: Record<string, string>;
  findings: Finding[];
  /** The pack's policy as the run recorded it; null for a run recorded before runs kept it. */
  policy: PolicySummary | null;
}

/** One check as the history keeps it: a run before the store numbers it. */
export type RunInput = Omit<RunDetail, 'id' | 'policy'> & { policy?: PolicySummary | null };

/** Stores a run with its file hashes and findings in one transaction; returns the run's id. */
export function insertRun(db: HistoryDb, run: RunInput): number {
  const insertRunRow = db.prepare(
    'INSERT INTO runs (pack, format, source, at, score, grade, errors, warnings, infos, layers, policy) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertFile = db.prepare('INSERT INTO run_files (run_id, file, sha256) VALUES (?, ?, ?)');
  const insertFinding = db.prepare(
    'INSERT INTO findings (run_id, seq, rule_id, severity, category, file, pointer, line, col, message, fix, docs) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  return db
    .transaction(() => {
      const { counts } = run;
      const id = Number(
        insertRunRow.run(
          run.pack,
          run.format,
          run.source,
          run.at,
          run.score,
          run.grade,
          counts.error,
          counts.warn,
          counts.info,
          JSON.stringify(run.layers),
          run.policy ? JSON.stringify(run.policy) : null,
        ).lastInsertRowid,
      );
      for (const [file, sha] of Object.entries(run.files)) insertFile.run(id, file, sha);
      run.findings.forEach((f, seq) =>
        insertFinding.run(
          id,
          seq,
          f.id,
          f.severity,
          f.category,
          f.file,
          f.pointer,
          f.line,
          f.column,
          f.message,
          f.fix,
          f.docs,
        ),
      );
      return id;
    })
    .immediate();
}

/** A runs row: the summary's fields, its counts in three columns and its layers as JSON. */
interface RunRow extends Omit<RunSummary, 'counts' | 'layers'> {
  errors: number;
  warnings: number;
  infos: number;
  layers: string;
}

const RUN_COLUMNS = 'id, pack, format, source, at, score, grade, errors, warnings, infos, layers';

function summaryOf(row: RunRow): RunSummary {
  const { errors, warnings, infos, layers, ...fields } = row;
  return { ...fields, counts: { error: errors, warn: warnings, info: infos }, layers: JSON.parse(layers) as string[] };
}

/** A pack's runs, oldest first: the most recent `limit` of them. */
export function listRuns(db: HistoryDb, pack: string, limit = 200): RunSummary[] {
  const rows = db
    .prepare(`SELECT ${RUN_COLUMNS} FROM runs WHERE pack = ? ORDER BY at DESC, id DESC LIMIT ?`)
    .all(pack, limit) as RunRow[];
  return rows.reverse().map(summaryOf);
}

export function getRun(db: HistoryDb, id: number): RunDetail | null {
  const row = db.prepare(`SELECT ${RUN_COLUMNS} FROM runs WHERE id = ?`).get(id) as RunRow | undefined;
  if (!row) return null;
  const files = db.prepare('SELECT file, sha256 FROM run_files WHERE run_id = ? ORDER BY file').all(id) as {
    file: string;
    sha256: string;
  }[];
  const findings = db
    .prepare(
      'SELECT rule_id, severity, category, file, pointer, line, col, message, fix, docs FROM findings WHERE run_id = ? ORDER BY seq',
    )
    .all(id) as {
    rule_id: string;
    severity: Finding['severity'];
    category: Finding['category'];
    file: Finding['file'];
    pointer: string;
    line: number;
    col: number;
    message: string;
    fix: string;
    docs: string;
  }[];
  const policy = db.prepare('SELECT policy FROM runs WHERE id = ?').get(id) as { policy: string | null };
  return {
    ...summaryOf(row),
    files: Object.fromEntries(files.map((f) => [f.file, f.sha256])),
    policy: readPolicy(policy.policy),
    findings: findings.map((f) => ({
      id: f.rule_id,
      severity: f.severity,
      category: f.category,
      file: f.file,
      pointer: f.pointer,
      line: f.line,
      column: f.col,
      message: f.message,
      fix: f.fix,
      docs: f.docs,
    })),
  };
}

/** A stored policy as this version reads it: another version's (or a damaged one) is not recorded. */
function readPolicy(text: string | null): PolicySummary | null {
  if (text === null) return null;
  try {
    const parsed = PolicySummarySchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as PolicySummary) : null;
  } catch {
    return null;
  }
}

/** Runs where every layer of a full check ran (probe and eval; the score of record is the last of them). */
export const FULL_CHECK_LAYERS = ['probe', 'eval'] as const;
const FULL_RUN_SQL = FULL_CHECK_LAYERS.map((layer) => `layers LIKE '%"${layer}"%'`).join(' AND ');

/**
 * Each scored pack's last `count` scores, oldest first: the workspace list's sparklines. With `full`, only full
 * checks count, so a sparkline's last point is the score of record.
 */
export function recentScores(
  db: HistoryDb,
  count = 20,
  { full = false }: { full?: boolean } = {},
): Record<string, number[]> {
  const rows = db
    .prepare(
      `SELECT pack, score FROM (
         SELECT pack, score, at, id, ROW_NUMBER() OVER (PARTITION BY pack ORDER BY at DESC, id DESC) AS n FROM runs
         WHERE score IS NOT NULL${full ? ` AND ${FULL_RUN_SQL}` : ''}
       ) WHERE n <= ? ORDER BY pack, at, id`,
    )
    .all(count) as { pack: string; score: number }[];
  const out: Record<string, number[]> = {};
  for (const { pack, score } of rows) (out[pack] ??= []).push(score);
  return out;
}

/** Every pack's (or one pack's) last full check with the sha256 of each file it saw, in one pass over the history. */
export function lastFullRuns(
  db: HistoryDb,
  pack?: string,
): Map<string, RunSummary & { files: Record<string, string> }> {
  const rows = db
    .prepare(
      `SELECT ${RUN_COLUMNS} FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY pack ORDER BY at DESC, id DESC) AS n FROM runs
         WHERE ${FULL_RUN_SQL}${pack === undefined ? '' : ' AND pack = ?'}
       ) WHERE n = 1`,
    )
    .all(...(pack === undefined ? [] : [pack])) as RunRow[];
  const files = db.prepare('SELECT file, sha256 FROM run_files WHERE run_id = ?');
  return new Map(
    rows.map((row) => {
      const list = files.all(row.id) as { file: string; sha256: string }[];
      return [row.pack, { ...summaryOf(row), files: Object.fromEntries(list.map((f) => [f.file, f.sha256])) }];
    }),
  );
}
