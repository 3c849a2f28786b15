import type { Finding } from '../../core/finding';
import type { PackFormatId, SeverityCounts } from '../../core/report';
import type { PolicySummary } from '../../core/policy-summary';
import type { Grade } from '../../core/score';
import { isFullCheck, scoreStory, type ScoreRecord } from '../../core/score-story';
import { PolicySummarySchema } from '../../report-file/schema';
import type { HistoryDb } from './database';
import { scoreRecordOfRow } from './score-record-row';

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
  /** The run's score of record (read back from its columns and findings for a run recorded before it was kept). */
  record: ScoreRecord;
}

/** One check as the history keeps it: a run before the store numbers it. */
export type RunInput = Omit<RunDetail, 'id' | 'policy'> & { policy?: PolicySummary | null };

/** Stores a run with its file hashes and findings in one transaction; returns the run's id. */
export function insertRun(db: HistoryDb, run: RunInput): number {
  const insertRunRow = db.prepare(
    'INSERT INTO runs (pack, format, source, at, score, grade, errors, warnings, infos, layers, policy, score_record, full) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
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
          JSON.stringify(run.record),
          isFullCheck(run.record.layers) ? 1 : 0,
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
  const { id, pack, format, source, at, score, grade, errors, warnings, infos, layers } = row;
  return {
    ...{ id, pack, format, source, at, score, grade },
    counts: { error: errors, warn: warnings, info: infos },
    layers: JSON.parse(layers) as string[],
  };
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
  const extra = db.prepare('SELECT policy, score_record FROM runs WHERE id = ?').get(id) as {
    policy: string | null;
    score_record: string | null;
  };
  const summary = summaryOf(row);
  const found = findingsOf(db, id);
  return {
    ...summary,
    files: Object.fromEntries(files.map((f) => [f.file, f.sha256])),
    policy: readPolicy(extra.policy),
    findings: found,
    record: scoreRecordOfRow(extra.score_record, summary, found),
  };
}

/** A run's findings, in the order it recorded them. */
function findingsOf(db: HistoryDb, id: number): Finding[] {
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
  return findings.map((f) => ({
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
  }));
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

/**
 * Each scored pack's last `count` scores, oldest first: the workspace list's sparklines. With `full`, only full
 * checks count, so a sparkline's last point is the score of record; each point is read from its run's score of
 * record through `scoreStory`, as the header and the row read theirs.
 */
export function recentScores(
  db: HistoryDb,
  count = 20,
  { full = false }: { full?: boolean } = {},
): Record<string, number[]> {
  const rows = db
    .prepare(
      `SELECT ${RUN_COLUMNS}, score_record FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY pack ORDER BY at DESC, id DESC) AS n FROM runs
         WHERE score IS NOT NULL${full ? ' AND full = 1' : ''}
       ) WHERE n <= ? ORDER BY pack, at, id`,
    )
    .all(count) as (RunRow & { score_record: string | null })[];
  const out: Record<string, number[]> = {};
  for (const row of rows) {
    const { score } = scoreStory(scoreRecordOfRow(row.score_record, summaryOf(row)));
    if (score !== null) (out[row.pack] ??= []).push(score);
  }
  return out;
}

/** A pack's last full check: what it saw (each file's hash) and its score of record. */
export type FullRun = RunSummary & { files: Record<string, string>; record: ScoreRecord };

/**
 * Every pack's (or one pack's) last full check (probe and eval asked for) with the hash of each file it saw and its
 * score of record, in one pass over the history.
 */
export function lastFullRuns(db: HistoryDb, pack?: string): Map<string, FullRun> {
  const rows = db
    .prepare(
      `SELECT ${RUN_COLUMNS}, score_record FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY pack ORDER BY at DESC, id DESC) AS n FROM runs
         WHERE full = 1${pack === undefined ? '' : ' AND pack = ?'}
       ) WHERE n = 1`,
    )
    .all(...(pack === undefined ? [] : [pack])) as (RunRow & { score_record: string | null })[];
  const files = db.prepare('SELECT file, sha256 FROM run_files WHERE run_id = ?');
  return new Map(
    rows.map((row) => {
      const list = files.all(row.id) as { file: string; sha256: string }[];
      const summary = summaryOf(row);
      // A run recorded before its record was kept: its breakdown is read back from its findings.
      const findings = row.score_record === null ? findingsOf(db, row.id) : [];
      const record = scoreRecordOfRow(row.score_record, summary, findings);
      return [row.pack, { ...summary, files: Object.fromEntries(list.map((f) => [f.file, f.sha256])), record }];
    }),
  );
}
