import { sql, type Kysely, type Selectable } from 'kysely';
import type { Finding } from '../../core/finding';
import type { PackFormatId, SeverityCounts } from '../../core/report';
import type { PolicySummary } from '../../core/policy-summary';
import type { Grade } from '../../core/score';
import { isFullCheck, scoreStory, type ScoreRecord } from '../../core/score-story';
import { PolicySummarySchema } from '../../report-file/schema';
import type { FindingsTable, HistoryTables, RunsTable } from './schema';
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

/** A pack's last full check: what it saw (the sha256 of each file) and its score of record. */
export type FullRun = RunSummary & { files: Record<string, string>; record: ScoreRecord };

/**
 * The check history, whichever database holds it: a workspace's SQLite file (the local studio, `check --record`) or
 * the review server's PostgreSQL (`packstudio serve` with DATABASE_URL). lib/node/history/history.test.ts runs one
 * suite on both.
 */
export interface RunStore {
  /** Stores a run with its file hashes and findings in one transaction; returns the run's id. */
  insertRun(run: RunInput): Promise<number>;
  /** A pack's runs, oldest first: the most recent `limit` of them. */
  listRuns(pack: string, limit?: number): Promise<RunSummary[]>;
  getRun(id: number): Promise<RunDetail | null>;
  /**
   * Each scored pack's last `count` scores, oldest first: the workspace list's sparklines. With `full`, only full
   * checks count, so a sparkline's last point is the score of record.
   */
  recentScores(count?: number, options?: { full?: boolean }): Promise<Record<string, number[]>>;
  /** Every pack's (or one pack's) last full check, in one pass over the history. */
  lastFullRuns(pack?: string): Promise<Map<string, FullRun>>;
}

/** Rows per INSERT: well under either database's limit on bound parameters (12 columns a finding). */
const INSERT_BATCH = 200;

const RUN_COLUMNS = [
  'id',
  'pack',
  'format',
  'source',
  'at',
  'score',
  'grade',
  'errors',
  'warnings',
  'infos',
  'layers',
] as const;
type RunRow = Pick<Selectable<RunsTable>, (typeof RUN_COLUMNS)[number]>;
/** A run's columns with its stored score of record: what a sparkline point and a score of record are read from. */
type RecordRow = RunRow & { score_record: string | null };
/** `full` is a reserved word in PostgreSQL: always quoted. */
const FULL = sql.ref('full');
const RECORD_COLUMNS = sql.join([...RUN_COLUMNS, 'score_record'].map((c) => sql.ref(c)));

/** PostgreSQL hands bigint back as a string. */
function summaryOf(row: RunRow): RunSummary {
  const { errors, warnings, infos, layers, at, ...fields } = row;
  return {
    ...fields,
    format: fields.format as PackFormatId,
    source: fields.source as RunSummary['source'],
    grade: fields.grade as Grade | null,
    at: Number(at),
    counts: { error: errors, warn: warnings, info: infos },
    layers: JSON.parse(layers) as string[],
  };
}

function runRowOf(run: RunInput) {
  return {
    pack: run.pack,
    format: run.format,
    source: run.source,
    at: run.at,
    score: run.score,
    grade: run.grade,
    errors: run.counts.error,
    warnings: run.counts.warn,
    infos: run.counts.info,
    layers: JSON.stringify(run.layers),
    policy: run.policy ? JSON.stringify(run.policy) : null,
    score_record: JSON.stringify(run.record),
    // A full check asked for every optional layer of its format (lib/core/score-story.ts): the runs a score of record
    // is read from.
    full: isFullCheck(run.record.layers) ? 1 : 0,
  };
}

function findingRowOf(runId: number, seq: number, f: Finding): FindingsTable {
  return {
    run_id: runId,
    seq,
    rule_id: f.id,
    severity: f.severity,
    category: f.category,
    file: f.file,
    pointer: f.pointer,
    line: f.line,
    col: f.column,
    message: f.message,
    fix: f.fix,
    docs: f.docs,
  };
}

function findingOf(f: FindingsTable): Finding {
  return {
    id: f.rule_id,
    severity: f.severity as Finding['severity'],
    category: f.category as Finding['category'],
    file: f.file as Finding['file'],
    pointer: f.pointer,
    line: f.line,
    column: f.col,
    message: f.message,
    fix: f.fix,
    docs: f.docs,
  };
}

function chunks<T>(items: readonly T[], size = INSERT_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The history's queries on Kysely: the same on SQLite and PostgreSQL. */
export class KyselyRunStore implements RunStore {
  constructor(private readonly db: Kysely<HistoryTables>) {}

  async insertRun(run: RunInput): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx.insertInto('runs').values(runRowOf(run)).returning('id').executeTakeFirstOrThrow();
      const id = Number(row.id);
      const files = Object.entries(run.files).map(([file, sha256]) => ({ run_id: id, file, sha256 }));
      for (const batch of chunks(files)) await tx.insertInto('run_files').values(batch).execute();
      const findings = run.findings.map((f, seq) => findingRowOf(id, seq, f));
      for (const batch of chunks(findings)) await tx.insertInto('findings').values(batch).execute();
      return id;
    });
  }

  async listRuns(pack: string, limit = 200): Promise<RunSummary[]> {
    const rows = await this.db
      .selectFrom('runs')
      .select(RUN_COLUMNS)
      .where('pack', '=', pack)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map(summaryOf);
  }

  async getRun(id: number): Promise<RunDetail | null> {
    const row = await this.db
      .selectFrom('runs')
      .select([...RUN_COLUMNS, 'policy', 'score_record'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const { policy, score_record, ...columns } = row;
    const summary = summaryOf(columns);
    const findings = await this.findingsOf(id);
    return {
      ...summary,
      files: (await this.filesOf([id])).get(id) ?? {},
      policy: readPolicy(policy),
      findings,
      record: scoreRecordOfRow(score_record, summary, findings),
    };
  }

  async recentScores(count = 20, { full = false }: { full?: boolean } = {}): Promise<Record<string, number[]>> {
    const { rows } = await sql<RecordRow>`SELECT ${RECORD_COLUMNS} FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY pack ORDER BY at DESC, id DESC) AS n FROM runs
        WHERE score IS NOT NULL${full ? sql` AND ${FULL} = 1` : sql``}
      ) AS recent WHERE n <= ${count} ORDER BY pack, at, id`.execute(this.db);
    const out: Record<string, number[]> = {};
    // Each point is read from its run's score of record through `scoreStory`, as the header and the row read theirs.
    for (const row of rows) {
      const { score } = scoreStory(scoreRecordOfRow(row.score_record, summaryOf(row)));
      if (score !== null) (out[row.pack] ??= []).push(score);
    }
    return out;
  }

  async lastFullRuns(pack?: string): Promise<Map<string, FullRun>> {
    const { rows } = await sql<RecordRow>`SELECT ${RECORD_COLUMNS} FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY pack ORDER BY at DESC, id DESC) AS n FROM runs
        WHERE ${FULL} = 1${pack === undefined ? sql`` : sql` AND pack = ${pack}`}
      ) AS last WHERE n = 1`.execute(this.db);
    const files = await this.filesOf(rows.map((r) => r.id));
    const out = new Map<string, FullRun>();
    for (const row of rows) {
      const summary = summaryOf(row);
      // A run recorded before its record was kept: its breakdown is read back from its findings.
      const findings = row.score_record === null ? await this.findingsOf(row.id) : [];
      const record = scoreRecordOfRow(row.score_record, summary, findings);
      out.set(row.pack, { ...summary, files: files.get(row.id) ?? {}, record });
    }
    return out;
  }

  /** A run's findings, in the order it recorded them. */
  private async findingsOf(id: number): Promise<Finding[]> {
    const rows = await this.db.selectFrom('findings').selectAll().where('run_id', '=', id).orderBy('seq').execute();
    return rows.map(findingOf);
  }

  /** The file hashes of each run named, in a few queries rather than one a run. */
  private async filesOf(ids: readonly number[]): Promise<Map<number, Record<string, string>>> {
    const out = new Map<number, Record<string, string>>(ids.map((id) => [id, {}]));
    for (const batch of chunks(ids, 500)) {
      const rows = await this.db
        .selectFrom('run_files')
        .select(['run_id', 'file', 'sha256'])
        .where('run_id', 'in', batch)
        .orderBy('run_id')
        .orderBy('file')
        .execute();
      for (const r of rows) out.get(r.run_id)![r.file] = r.sha256;
    }
    return out;
  }
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
