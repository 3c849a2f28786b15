import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { assertStaysInside, BUSY_TIMEOUT_MS } from '../history/database';
import { KyselyBuildStore, migrateToLatest, SIZE_SQL } from './kysely-store';
import type { BuildDatabase } from './schema';
import type { BuildStore } from './types';

export interface StoreOptions {
  /** postgres://…: the store lives in PostgreSQL. Absent: the embedded SQLite file. */
  databaseUrl?: string;
  /** A schema of its own in PostgreSQL (created when missing): the tests and the bench run side by side so. */
  pgSchema?: string;
  /** The SQLite file (or :memory:) when there is no databaseUrl. */
  sqlitePath?: string;
  /** The folder the SQLite file must stay inside (no symbolic link out), as the check history's. */
  workspace?: string;
  /** Connections in PostgreSQL's pool. */
  poolSize?: number;
  /** The clock sessions are timed by (tests inject one; Date.now otherwise). */
  now?: () => number;
}

/** `DATABASE_URL` when set, else `.packstudio/builds.db` in the workspace. */
export function storeOptionsFromEnv(
  workspace: string,
  env: Record<string, string | undefined> = process.env,
): StoreOptions {
  return env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { sqlitePath: env.PACKSTUDIO_BUILDS_DB ?? join(workspace, '.packstudio', 'builds.db'), workspace };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the store and brings its schema to the latest migration. */
export async function openBuildStore(options: StoreOptions): Promise<BuildStore> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openSqlite(options.sqlitePath ?? ':memory:', options.workspace, options.now);
}

async function openPostgres(url: string, options: StoreOptions): Promise<BuildStore> {
  const schema = options.pgSchema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`"${schema}" is not a schema name`);
  if (schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<BuildDatabase>({ dialect: new PostgresDialect({ pool }) });
  try {
    const current = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
    await migrateToLatest(db, 'postgres', current.rows[0]?.schema ?? 'public');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselyBuildStore(
    db,
    'postgres',
    async () => {
      const row = (await SIZE_SQL.postgres.execute(db)).rows[0];
      return Number(row?.bytes ?? 0);
    },
    options.now,
  );
}

async function openSqlite(path: string, workspace?: string, now?: () => number): Promise<BuildStore> {
  if (path !== ':memory:') {
    if (workspace !== undefined) assertStaysInside(path, workspace);
    mkdirSync(dirname(path), { recursive: true });
  }
  const database = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<BuildDatabase>({ dialect: new SqliteDialect({ database }) });
  try {
    await migrateToLatest(db, 'sqlite');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselyBuildStore(
    db,
    'sqlite',
    async () => {
      const pages = await sql<{
        n: number;
      }>`SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()`.execute(db);
      return Number(pages.rows[0]?.n ?? 0);
    },
    now,
  );
}

/** Drops a test's or a bench's schema with everything in it. */
export async function dropPgSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`"${schema}" is not a schema name`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL answers at `url` within a second, and if not, why (the tests print it when they skip). */
export async function pgAnswers(url: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}
