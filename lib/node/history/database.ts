import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';

export type HistoryDb = Database.Database;

/** A history database that cannot be used, with a message meant for the person running the check. */
export class HistoryError extends Error {}

/** How long a write waits for another process's lock before the database counts as locked. */
export const BUSY_TIMEOUT_MS = 1500;

/** Opens (creating when missing) the database at `path` and brings its schema to the latest version. */
export function openHistory(path: string, migrations: readonly Migration[] = MIGRATIONS): HistoryDb {
  let db: HistoryDb | undefined;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
    db.pragma('foreign_keys = ON');
    migrate(db, migrations);
    return db;
  } catch (error) {
    db?.close();
    throw explain(error, path);
  }
}

/** The schema version the database is at: 0 for a new, empty file. */
export function schemaVersion(db: HistoryDb): number {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'").get();
  if (!table) return 0;
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  return row?.version ?? 0;
}

/** Applies the migrations past the database's version, each in its own transaction with its version bump. */
export function migrate(db: HistoryDb, migrations: readonly Migration[] = MIGRATIONS): void {
  const latest = migrations.at(-1)?.version ?? 0;
  // BEGIN IMMEDIATE: two processes opening a new file at once must not both run migration 1.
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    if (!db.prepare('SELECT 1 FROM schema_version').get()) db.exec('INSERT INTO schema_version (version) VALUES (0)');
  }).immediate();
  const current = schemaVersion(db);
  if (current > latest)
    throw new HistoryError(
      `its schema is version ${current}, newer than this Pack Studio knows (${latest}); use the newer version, or set PACKSTUDIO_DB to another file`,
    );
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.transaction(() => {
      if (schemaVersion(db) >= m.version) return; // another process got here first
      db.exec(m.sql);
      db.prepare('UPDATE schema_version SET version = ?').run(m.version);
    }).immediate();
  }
}

/** SQLite's error codes in the words of someone whose check just ran. */
function explain(error: unknown, path: string): HistoryError {
  const code = (error as { code?: string }).code ?? '';
  const where = `the history database ${path}`;
  if (error instanceof HistoryError) return new HistoryError(`${where} cannot be used: ${error.message}`);
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT')
    return new HistoryError(
      `${where} is damaged (not a SQLite database, or corrupt): move it away to start a new history, or set PACKSTUDIO_DB`,
    );
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return new HistoryError(`${where} is locked by another process (waited ${BUSY_TIMEOUT_MS} ms)`);
  if (
    code.startsWith('SQLITE_CANTOPEN') ||
    code.startsWith('SQLITE_READONLY') ||
    code === 'EACCES' ||
    code === 'ENOTDIR'
  )
    return new HistoryError(`${where} cannot be opened for writing (${code})`);
  const message = error instanceof Error ? error.message : String(error);
  return new HistoryError(`${where} failed: ${message}`);
}

/** Runs `work` on an open database and closes it, with SQLite errors explained the same way as on open. */
export function withHistory<T>(path: string, work: (db: HistoryDb) => T): T {
  const db = openHistory(path);
  try {
    return work(db);
  } catch (error) {
    throw error instanceof HistoryError ? error : explain(error, path);
  } finally {
    db.close();
  }
}
