import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIncludes } from './access-store';
import { migrationProvider } from './migrations';
import { dropPgSchema, openBuildStore, pgAnswers, type StoreOptions } from './open';
import { migrateUpFrom, withMigratorOnFreshSchema } from './test-postgres';
import type { BuildStore } from './types';

/** Roles and sessions on both databases: SQLite always, PostgreSQL when it answers (as store.test.ts). */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = await pgAnswers(PG_URL);
if (!pg.ok) console.warn(`access store: PostgreSQL suite skipped, nothing answers at ${PG_URL}: ${pg.reason}`);
const schema = `ps_access_${randomBytes(6).toString('hex')}`;

const BACKENDS: { name: string; available: boolean; options: StoreOptions }[] = [
  { name: 'SQLite', available: true, options: { sqlitePath: ':memory:' } },
  { name: 'PostgreSQL', available: pg.ok, options: { databaseUrl: PG_URL, pgSchema: schema, poolSize: 2 } },
];

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`access store on ${backend.name}`, () => {
    let store: BuildStore;
    /** The sessions' clock: moved by the tests, never slept on. */
    let now = 1_000_000;
    beforeAll(async () => {
      store = await openBuildStore({ ...backend.options, now: () => now });
    });
    afterAll(async () => {
      await store.close();
      if (backend.options.pgSchema) await dropPgSchema(PG_URL, backend.options.pgSchema);
    });

    it('grants one role per e-mail and project, replaces it, revokes it, and logs each change', async () => {
      const project = await store.createProject({ slug: 'roles', actor: 'admin' });
      const other = await store.createProject({ slug: 'roles-other', actor: 'admin' });
      await store.access.grantRole(project.id, 'Rita@Example.test ', 'viewer', 'admin');
      expect(await store.access.roleOf(project.id, 'rita@example.test')).toBe('viewer');
      await store.access.grantRole(project.id, 'rita@example.test', 'reviewer', 'admin');
      expect(await store.access.roleOf(project.id, 'RITA@example.test')).toBe('reviewer');
      expect(await store.access.roleOf(other.id, 'rita@example.test')).toBeNull();
      expect(await store.access.listRoles(project.id)).toMatchObject([
        { email: 'rita@example.test', role: 'reviewer', grantedBy: 'admin' },
      ]);
      expect(await store.access.revokeRole(project.id, 'rita@example.test', 'admin')).toBe(true);
      expect(await store.access.revokeRole(project.id, 'rita@example.test', 'admin')).toBe(false);
      expect(await store.access.roleOf(project.id, 'rita@example.test')).toBeNull();
      const log = await store.auditLog(project.id);
      expect(log.map((e) => `${e.action} ${e.reason}`)).toEqual([
        'role.revoke rita@example.test holds no role',
        'role.grant rita@example.test is reviewer',
        'role.grant rita@example.test is viewer',
        'project.create created roles',
      ]);
    });

    it('keeps a session by its hash until it ends or expires', async () => {
      const user = { subject: 'https://idp.test#1', email: 'Vic@Example.test', name: 'Vic' };
      const { cookie } = await store.access.createSession(user, { absoluteMs: 60_000, idleMs: 60_000 });
      expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const found = await store.access.sessionUser(cookie);
      expect(found).toMatchObject({ subject: user.subject, email: 'vic@example.test', name: 'Vic' });
      expect(found!.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await store.access.sessionUser(`${cookie}x`)).toBeNull();
      await store.access.endSession(cookie);
      expect(await store.access.sessionUser(cookie)).toBeNull();
      const expired = await store.access.createSession(user, { absoluteMs: 0, idleMs: 60_000 });
      expect(await store.access.sessionUser(expired.cookie)).toBeNull();
    });

    it('slides a session on while it is used, ends it when idle or at its absolute bound, and purges the ended', async () => {
      const user = { subject: 'https://idp.test#2', email: 'ida@example.test', name: 'Ida', groups: ['ops'] };
      const lifetime = { absoluteMs: 8 * 3_600_000, idleMs: 30 * 60_000 };
      const minutes = (n: number) => n * 60_000;
      const start = now;
      const used = await store.access.createSession(user, lifetime);
      const idle = await store.access.createSession(user, lifetime);
      expect(await store.access.sessionUser(used.cookie)).toMatchObject({ groups: ['ops'], idToken: null });
      // Used every 20 minutes: 20 < 30 idle, so it lives on, well past one idle bound from its start.
      for (let t = 20; t < 8 * 60; t += 20) {
        now = start + minutes(t);
        expect(await store.access.sessionUser(used.cookie), `at ${t} min`).not.toBeNull();
      }
      // The one left alone ended 30 minutes after its last use, and was deleted when asked for.
      expect(await store.access.sessionUser(idle.cookie)).toBeNull();
      // The absolute bound holds however busy the session is.
      now = start + lifetime.absoluteMs - 1;
      expect(await store.access.sessionUser(used.cookie)).not.toBeNull();
      now = start + lifetime.absoluteMs;
      expect(await store.access.sessionUser(used.cookie)).toBeNull();
      // Ended sessions nobody asks for again are purged: by count, then gone for good.
      const forgotten = await store.access.createSession(user, lifetime);
      now += minutes(31);
      expect(await store.access.purgeExpiredSessions()).toBeGreaterThanOrEqual(1);
      expect(await store.access.purgeExpiredSessions()).toBe(0);
      now -= minutes(31);
      expect(await store.access.sessionUser(forgotten.cookie)).toBeNull();
    });
  });
}

describe('roles', () => {
  it('include the ones below them and nothing above', () => {
    expect(roleIncludes('admin', 'reviewer')).toBe(true);
    expect(roleIncludes('reviewer', 'viewer')).toBe(true);
    expect(roleIncludes('reviewer', 'admin')).toBe(false);
    expect(roleIncludes('viewer', 'reviewer')).toBe(false);
    expect(roleIncludes(null, 'viewer')).toBe(false);
  });
});

/** Migrates to 0004, stores one live session, then runs 0005 alone: the same steps on either database. */
async function upTo0005WithASession(db: Kysely<any>, migrator: Migrator) {
  expect((await migrator.migrateTo('0004_check_history')).error).toBeUndefined();
  await db
    .insertInto('sessions')
    .values({ id_hash: 'h', subject: 's', email: null, name: 'n', csrf: 'c', created_at: 5, expires_at: 9 })
    .execute();
  const up = await migrator.migrateTo('0005_session_bounds_and_groups');
  expect(up.error).toBeUndefined();
  expect(up.results?.map((r) => r.migrationName)).toEqual(['0005_session_bounds_and_groups']);
}

describe('migration 0005 (session bounds and groups)', () => {
  it('goes up from the previous version on SQLite, a live session keeping its start as its last use', async () => {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await upTo0005WithASession(db, new Migrator({ db, provider: migrationProvider('sqlite') }));
    expect(await db.selectFrom('sessions').select(['last_seen_at', 'idle_ms', 'id_token', 'groups']).execute()).toEqual(
      [{ last_seen_at: 5, idle_ms: 3_600_000, id_token: null, groups: '[]' }],
    );
    await db.destroy();
  });

  it.skipIf(!pg.ok)('goes up from the previous version on PostgreSQL, keeping its sessions', async () => {
    await withMigratorOnFreshSchema(`${schema}_m4`, async (db, migrator) => {
      await upTo0005WithASession(db, migrator);
      const row = await db.selectFrom('sessions').select(['last_seen_at', 'groups']).executeTakeFirstOrThrow();
      expect({ lastSeen: Number(row.last_seen_at), groups: row.groups }).toEqual({ lastSeen: 5, groups: '[]' });
    });
  });
});

describe('migration 0003 (sign-in and roles)', () => {
  it('goes up from the previous version on SQLite, keeping its projects and audit log', async () => {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
    expect((await migrator.migrateTo('0002_comparisons_and_audit')).error).toBeUndefined();
    await db.insertInto('projects').values({ slug: 'old', name: 'old', base_branch: 'main', created_at: 1 }).execute();
    await db
      .insertInto('audit_log')
      .values({ project_id: 1, at: 1, actor: 'a', action: 'project.create', reason: 'created old' })
      .execute();
    const up = await migrator.migrateTo('0003_sign_in_and_roles');
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)[0]).toBe('0003_sign_in_and_roles');
    await db
      .insertInto('project_roles')
      .values({ project_id: 1, email: 'a@b.test', role: 'viewer', granted_by: 'a', granted_at: 2 })
      .execute();
    expect(await db.selectFrom('audit_log').select('action').execute()).toEqual([{ action: 'project.create' }]);
    expect(await db.selectFrom('project_roles').select(['email', 'role']).execute()).toEqual([
      { email: 'a@b.test', role: 'viewer' },
    ]);
    await db.destroy();
  });

  it.skipIf(!pg.ok)('goes up from the previous version on PostgreSQL, keeping its projects', async () => {
    const up = await migrateUpFrom(`${schema}_migrate`, '0002_comparisons_and_audit', { to: '0003_sign_in_and_roles' });
    expect(up).toEqual({ ran: ['0003_sign_in_and_roles'], projects: [{ slug: 'old' }] });
  });
});
