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
