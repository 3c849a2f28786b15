/**
 * The history database's schema, as ordered migrations: migration N takes a database at version N-1 to N.
 * Never edit a released migration; append a new one. `schema_version` holds the version reached.
 */
export interface Migration {
  version: number;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        pack TEXT NOT NULL,            -- the pack's folder in the workspace
        format TEXT NOT NULL,          -- hcp | recued
        source TEXT NOT NULL,          -- studio | cli
        at INTEGER NOT NULL,           -- when the check finished, ms since the epoch
        score INTEGER,                 -- NULL where the format does not score (Recued)
        grade TEXT,
        errors INTEGER NOT NULL,
        warnings INTEGER NOT NULL,
        infos INTEGER NOT NULL,
        layers TEXT NOT NULL           -- JSON: the layers that ran, e.g. ["structure","static","probe"]
      );
      CREATE INDEX runs_by_pack ON runs (pack, at);
      CREATE TABLE run_files (
        run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        file TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        PRIMARY KEY (run_id, file)
      );
      CREATE TABLE findings (
        run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        rule_id TEXT NOT NULL,
        severity TEXT NOT NULL,
        category TEXT NOT NULL,
        file TEXT NOT NULL,
        pointer TEXT NOT NULL,
        line INTEGER NOT NULL,
        col INTEGER NOT NULL,
        message TEXT NOT NULL,
        fix TEXT NOT NULL,
        docs TEXT NOT NULL,
        PRIMARY KEY (run_id, seq)
      );
    `,
  },
  {
    version: 2,
    // The pack's policy as the run recorded it (lib/core/policy-summary.ts, JSON): what the history's "What changed"
    // lists first. NULL for a run recorded before, which the diff reads as "policy not recorded".
    sql: 'ALTER TABLE runs ADD COLUMN policy TEXT;',
  },
  {
    version: 3,
    // The run's score of record (lib/core/score-story.ts, JSON): per-layer penalties with the suppressed findings
    // counted, suppressed counts and each layer's status, so the breakdown after a reload is the one shown right after
    // the check. NULL for a run recorded before: read back from its columns and its (unsuppressed) findings.
    // `full`: the check asked for probe and eval (each ran, or could not); before, only runs where both ran were full.
    sql: `
      ALTER TABLE runs ADD COLUMN score_record TEXT;
      ALTER TABLE runs ADD COLUMN full INTEGER NOT NULL DEFAULT 0;
      UPDATE runs SET full = 1 WHERE layers LIKE '%"probe"%' AND layers LIKE '%"eval"%';
      CREATE INDEX runs_full_by_pack ON runs (pack, full, at);
    `,
  },
];
