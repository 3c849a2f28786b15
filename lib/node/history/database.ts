import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { lstatSync, mkdirSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';
import { isUnder } from '../safe-path';
import type { HistoryTables } from './schema';
import { KyselyRunStore, type RunStore } from './store';

export type HistoryDb = Database.Database;

/** A history database that cannot be used, with a message meant for the person running the check. */
export class HistoryError extends Error {}

/** How long a write waits for another process's lock before the database counts as locked. */
export const BUSY_TIMEOUT_MS = 1500;

/**
 * Opens (creating when missing) the database at `path` and brings its schema to the latest version. `workspace`:
 * the folder whose history this is; a path inside it must stay inside it (assertStaysInside).
 */
export function openHistory(
  path: string,
  migrations: readonly Migration[] = MIGRATIONS,
  workspace?: string,
): HistoryDb {
  let db: HistoryDb | undefined;
  try {
    if (path !== ':memory:' && workspace !== undefined) assertStaysInside(path, workspace);
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

/** The files SQLite writes beside a database, each opened (and created) through any link at its name. */
const SIDE_FILES = ['-journal', '-wal', '-shm'];

/**
 * A workspace is often someone else's repository, and SQLite follows a symbolic link where the database, its
 * folder or its journal should be, creating the file it names: `.packstudio/history.db -> ~/.bashrc-new` would
 * write outside the workspace. So every link on the way from the workspace to the database and its side files is
 * resolved, and the history is refused when one leads outside the workspace or to nothing (a dangling link). A
 * path outside the workspace (PACKSTUDIO_DB set by the person running the studio) is theirs and is not judged.
 */
export function assertStaysInside(path: string, workspace: string): void {
  const base = resolve(workspace);
  const rel = relative(base, resolve(path));
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return;
  let realBase: string;
  try {
    realBase = realpathSync(base);
  } catch {
    return; // no workspace folder: opening fails on its own, with its own message
  }
  const parts = rel.split(sep);
  const names = parts.map((_, i) => join(base, ...parts.slice(0, i + 1)));
  for (const name of [...names, ...SIDE_FILES.map((suffix) => `${names.at(-1)}${suffix}`)]) {
    let link: boolean;
    try {
      link = lstatSync(name).isSymbolicLink();
    } catch {
      continue; // absent: SQLite creates a plain file or folder here
    }
    if (!link) continue;
    const target = readlinkSync(name);
    let real: string;
    try {
      real = realpathSync(name);
    } catch {
      throw new HistoryError(
        `${name} is a symbolic link to ${target}, which does not exist: writing the history would create it, outside the workspace. Remove the link, or set PACKSTUDIO_DB to a file of your choice`,
      );
    }
    if (!isUnder(realBase, real))
      throw new HistoryError(
        `${name} is a symbolic link to ${real}, outside the workspace ${realBase}: the studio never writes its history through a link out. Remove the link, or set PACKSTUDIO_DB to a file of your choice`,
      );
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

/**
 * Runs `work` on the history in the SQLite file at `path` through the one set of history queries (KyselyRunStore),
 * then closes the file; SQLite errors are explained the same way as on open.
 */
export async function withHistory<T>(
  path: string,
  work: (runs: RunStore) => Promise<T>,
  workspace?: string,
): Promise<T> {
  const database = openHistory(path, MIGRATIONS, workspace);
  const db = new Kysely<HistoryTables>({ dialect: new SqliteDialect({ database }) });
  try {
    return await work(new KyselyRunStore(db));
  } catch (error) {
    throw error instanceof HistoryError ? error : explain(error, path);
  } finally {
    await db.destroy();
  }
}
