import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** The two databases the store runs on: the SQL of a few statements (ids, append-only triggers) differs. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * The build store's schema as Kysely migrations, applied in name order by Kysely's Migrator, which records each in
 * `kysely_migration` (the schema's version) under a lock. Never edit a released migration; append a new one.
 */
export function buildMigrations(dialect: Dialect): Record<string, Migration> {
  type Db = Kysely<any>;
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const time = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    '0001_projects_and_builds': {
      async up(db: Db) {
        await db.schema
          .createTable('projects')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('base_branch', 'text', (c) => c.notNull().defaultTo('main'))
          .addColumn('created_at', time, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('project_tokens')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
          .addColumn('label', 'text', (c) => c.notNull())
          .addColumn('hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('revoked_at', time)
          .execute();
        await db.schema
          .createTable('builds')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
          .addColumn('commit_sha', 'text', (c) => c.notNull())
          .addColumn('branch', 'text', (c) => c.notNull())
          .addColumn('ancestor_sha', 'text')
          .addColumn('at', time, (c) => c.notNull())
          .addColumn('pack_count', 'integer', (c) => c.notNull())
          .addColumn('token_id', 'integer')
          .execute();
        await db.schema.createIndex('builds_by_project').on('builds').columns(['project_id', 'id']).execute();
        await db.schema.createIndex('builds_by_branch').on('builds').columns(['project_id', 'branch', 'id']).execute();
        await db.schema
          .createIndex('builds_by_commit')
          .on('builds')
          .columns(['project_id', 'commit_sha', 'id'])
          .execute();
        await db.schema
          .createTable('pack_results')
          .addColumn('build_id', 'integer', (c) => c.notNull().references('builds.id').onDelete('cascade'))
          .addColumn('pack', 'text', (c) => c.notNull())
          .addColumn('format', 'text', (c) => c.notNull())
          .addColumn('score', 'integer')
          .addColumn('grade', 'text')
          .addColumn('errors', 'integer', (c) => c.notNull())
          .addColumn('warnings', 'integer', (c) => c.notNull())
          .addColumn('infos', 'integer', (c) => c.notNull())
          .addColumn('files_hash', 'text')
          .addColumn('report', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('pack_results_pk', ['build_id', 'pack'])
          .execute();
      },
    },
    '0002_comparisons_and_audit': {
      async up(db: Db) {
        await db.schema.alterTable('builds').addColumn('compared_to', 'integer').execute();
        await db.schema
          .alterTable('builds')
          .addColumn('weakened', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable('builds')
          .addColumn('regressions', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable('pack_results')
          .addColumn('attention', 'integer', (c) => c.notNull().defaultTo(2))
          .execute();
        await db.schema
          .alterTable('pack_results')
          .addColumn('comparison', 'text', (c) => c.notNull().defaultTo('null'))
          .execute();
        await db.schema
          .createIndex('pack_results_by_attention')
          .on('pack_results')
          .columns(['build_id', 'attention', 'pack'])
          .execute();
        await db.schema
          .createTable('audit_log')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
          .addColumn('at', time, (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('pack', 'text')
          .addColumn('build_id', 'integer')
          .addColumn('files_hash', 'text')
          .addColumn('subject', 'text')
          .addColumn('reason', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('audit_by_pack').on('audit_log').columns(['project_id', 'pack', 'id']).execute();
        // Append-only in the database itself, not only in the code: an UPDATE or DELETE of a row fails.
        if (dialect === 'postgres') {
          await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
          await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
            FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
        } else {
          await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
            BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
          await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
            BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
        }
      },
    },
    '0003_sign_in_and_roles': {
      async up(db: Db) {
        // Roles per project, keyed by the e-mail the identity provider vouches for, so an admin grants one before
        // its holder first signs in. Server-wide admins come from PACKSTUDIO_ADMINS, not from this table.
        await db.schema
          .createTable('project_roles')
          .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('granted_by', 'text', (c) => c.notNull())
          .addColumn('granted_at', time, (c) => c.notNull())
          .addPrimaryKeyConstraint('project_roles_pk', ['project_id', 'email'])
          .execute();
        await db.schema.createIndex('project_roles_by_email').on('project_roles').columns(['email']).execute();
        // A signed-in browser: the cookie holds a random id, the table its sha256 (a copied table signs no one in).
        await db.schema
          .createTable('sessions')
          .addColumn('id_hash', 'text', (c) => c.primaryKey())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('csrf', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sessions_by_expiry').on('sessions').columns(['expires_at']).execute();
      },
    },
    '0004_check_history': {
      // The studio's check history (lib/node/history: its runs, file hashes and findings) in the server's database,
      // the same tables as a workspace's history.db (lib/node/history/migrations.ts, versions 1 and 2). On SQLite it
      // stays in that file, which existing workspaces already hold: nothing is created here.
      async up(db: Db) {
        if (dialect !== 'postgres') return;
        await db.schema
          .createTable('runs')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('pack', 'text', (c) => c.notNull())
          .addColumn('format', 'text', (c) => c.notNull())
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('score', 'integer')
          .addColumn('grade', 'text')
          .addColumn('errors', 'integer', (c) => c.notNull())
          .addColumn('warnings', 'integer', (c) => c.notNull())
          .addColumn('infos', 'integer', (c) => c.notNull())
          .addColumn('layers', 'text', (c) => c.notNull())
          .addColumn('policy', 'text')
          .execute();
        await db.schema.createIndex('runs_by_pack').on('runs').columns(['pack', 'at']).execute();
        await db.schema
          .createTable('run_files')
          .addColumn('run_id', 'integer', (c) => c.notNull().references('runs.id').onDelete('cascade'))
          .addColumn('file', 'text', (c) => c.notNull())
          .addColumn('sha256', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('run_files_pk', ['run_id', 'file'])
          .execute();
        await db.schema
          .createTable('findings')
          .addColumn('run_id', 'integer', (c) => c.notNull().references('runs.id').onDelete('cascade'))
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('rule_id', 'text', (c) => c.notNull())
          .addColumn('severity', 'text', (c) => c.notNull())
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('file', 'text', (c) => c.notNull())
          .addColumn('pointer', 'text', (c) => c.notNull())
          .addColumn('line', 'integer', (c) => c.notNull())
          .addColumn('col', 'integer', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('fix', 'text', (c) => c.notNull())
          .addColumn('docs', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('findings_pk', ['run_id', 'seq'])
          .execute();
      },
    },
    '0005_session_bounds_and_groups': {
      async up(db: Db) {
        // A session ends after `idle_ms` without a request (sliding), and at `expires_at` in any case; the bound is
        // the session's own, so changing the setting never stretches a session already given out.
        await db.schema
          .alterTable('sessions')
          .addColumn('last_seen_at', time, (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable('sessions')
          .addColumn('idle_ms', time, (c) => c.notNull().defaultTo(3_600_000))
          .execute();
        await db
          .updateTable('sessions')
          .set({ last_seen_at: sql`created_at` })
          .execute();
        // The ID token, for the provider's sign-out (id_token_hint); the provider's groups, for the mapped roles.
        await db.schema.alterTable('sessions').addColumn('id_token', 'text').execute();
        await db.schema
          .alterTable('sessions')
          .addColumn('groups', 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => buildMigrations(dialect) };
}

/** The latest migration's name: the schema version a current store is at. */
export const LATEST_MIGRATION = '0005_session_bounds_and_groups';
