import type { Generated } from 'kysely';

/**
 * The check history's tables as the query layer (Kysely) types them: the same tables in a workspace's SQLite file
 * (lib/node/history/migrations.ts) and in the review server's PostgreSQL (lib/node/builds-store/migrations.ts).
 * Times are milliseconds since the epoch (bigint on PostgreSQL, read back as numbers).
 */
export interface HistoryTables {
  runs: RunsTable;
  run_files: RunFilesTable;
  findings: FindingsTable;
}

export interface RunsTable {
  id: Generated<number>;
  /** The pack's folder in the workspace. */
  pack: string;
  format: string;
  /** studio | cli */
  source: string;
  at: number;
  score: number | null;
  grade: string | null;
  errors: number;
  warnings: number;
  infos: number;
  /** JSON: the layers that ran. */
  layers: string;
  /** lib/core/policy-summary.ts as JSON; null for a run recorded before runs kept it. */
  policy: string | null;
  /** lib/core/score-story.ts's ScoreRecord as JSON (history migration 3); null for a run recorded before. */
  score_record: string | null;
  /** 1 when the check asked for every optional layer of its format: the runs a score of record is read from. */
  full: number;
}

export interface RunFilesTable {
  run_id: number;
  file: string;
  sha256: string;
}

export interface FindingsTable {
  run_id: number;
  seq: number;
  rule_id: string;
  severity: string;
  category: string;
  file: string;
  pointer: string;
  line: number;
  col: number;
  message: string;
  fix: string;
  docs: string;
}
