import { Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations';
import { dropPgSchema } from './open';

/** The PostgreSQL the store's tests use when it answers (`TEST_DATABASE_URL`, else the machine's own). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `use` with a migrator over a schema made for it (nothing migrated yet), then drops the schema: how the
 * migration tests go up from an empty schema or from an earlier version, whatever their store.
 */
export async function withMigratorOnFreshSchema(
  schema: string,
  use: (db: Kysely<any>, migrator: Migrator) => Promise<void>,
): Promise<void> {
  const { Pool } = (await import('pg')).default;
  const { PostgresDialect } = await import('kysely');
  const pool = new Pool({ connectionString: TEST_PG_URL, max: 1, options: `-c search_path=${schema}` });
  await pool.query(`CREATE SCHEMA ${schema}`);
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  try {
    // The migrator's own tables in this schema: without it Kysely finds another schema's (a bench's, a parallel
    // run's) and the migrations fail on a lock table this schema does not have.
    await use(db, new Migrator({ db, provider: migrationProvider('postgres'), migrationTableSchema: schema }));
  } finally {
    await db.destroy();
    await dropPgSchema(TEST_PG_URL, schema);
  }
}

/**
 * Takes a fresh schema to migration `from`, adds a project, then migrates on to `to` (default: the latest): what a
 * migration test from the previous version checks. Returns the migrations that ran and the projects kept; `then`
 * looks at the migrated schema before it is dropped.
 */
export async function migrateUpFrom(
  schema: string,
  from: string,
  options: { to?: string; then?: (db: Kysely<any>) => Promise<void> } = {},
): Promise<{ ran: string[]; projects: unknown[] }> {
  let out = { ran: [] as string[], projects: [] as unknown[] };
  await withMigratorOnFreshSchema(schema, async (db, migrator) => {
    const before = await migrator.migrateTo(from);
    if (before.error) throw before.error;
    await db.insertInto('projects').values({ slug: 'old', name: 'old', base_branch: 'main', created_at: 1 }).execute();
    const up = options.to ? await migrator.migrateTo(options.to) : await migrator.migrateToLatest();
    if (up.error) throw up.error;
    await options.then?.(db);
    out = {
      ran: up.results?.map((r) => r.migrationName) ?? [],
      projects: await db.selectFrom('projects').select('slug').execute(),
    };
  });
  return out;
}
