import Database from 'better-sqlite3';
import { Kysely, Migrator, sql, SqliteDialect } from 'kysely';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from './migrations';
import { dropPgSchema, openBuildStore, pgAnswers, type StoreOptions } from './open';
import { migrateUpFrom } from './test-postgres';
import { finding, packReport, withPolicy } from './test-reports';
import type { BuildStore } from './types';

/**
 * One suite, run on both databases the store supports: the embedded SQLite default always, PostgreSQL when it answers
 * at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a schema of its own per run.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = await pgAnswers(PG_URL);
if (!pg.ok) console.warn(`build store: PostgreSQL suite skipped, nothing answers at ${PG_URL}: ${pg.reason}`);

const runSchema = `ps_test_${randomBytes(6).toString('hex')}`;
let schemas = 0;

const BACKENDS: {
  name: string;
  available: boolean;
  options: () => StoreOptions;
  cleanup: (o: StoreOptions) => Promise<void>;
}[] = [
  { name: 'SQLite', available: true, options: () => ({ sqlitePath: ':memory:' }), cleanup: async () => {} },
  {
    name: 'PostgreSQL',
    available: pg.ok,
    options: () => ({ databaseUrl: PG_URL, pgSchema: `${runSchema}_${++schemas}`, poolSize: 4 }),
    cleanup: (o) => dropPgSchema(PG_URL, o.pgSchema!),
  },
];

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`build store on ${backend.name}`, () => {
    let store: BuildStore;
    let options: StoreOptions;
    beforeAll(async () => {
      options = backend.options();
      store = await openBuildStore(options);
    });
    afterAll(async () => {
      await store.close();
      await backend.cleanup(options);
    });

    it('keeps projects and hands a token out once, checking it by its hash and refusing it once revoked', async () => {
      const project = await store.createProject({ slug: 'registry', actor: 'admin' });
      expect(await store.getProject('registry')).toMatchObject({ slug: 'registry', baseBranch: 'main' });
      const other = await store.createProject({ slug: 'other', actor: 'admin' });
      const { id, token } = await store.createToken(project.id, 'ci', 'admin');
      expect(token).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
      expect(await store.verifyToken(project.id, token)).toMatchObject({ id, label: 'ci' });
      expect(await store.verifyToken(other.id, token)).toBeNull();
      expect(await store.verifyToken(project.id, `${token}x`)).toBeNull();
      expect(await store.projectOfToken(token)).toMatchObject({ project: { slug: 'registry' }, token: { id } });
      expect(await store.revokeToken(project.id, id, 'admin')).toBe(true);
      expect(await store.revokeToken(project.id, id, 'admin')).toBe(false);
      expect(await store.verifyToken(project.id, token)).toBeNull();
      expect(await store.projectOfToken(token)).toBeNull();
      const actions = (await store.auditLog(project.id)).map((e) => e.action);
      expect(actions).toEqual(['token.revoke', 'token.create', 'project.create']);
    });

    it('compares a build with its ancestor: new, still present, resolved, first-run layers and the score delta', async () => {
      const project = await store.createProject({ slug: 'compare', actor: 'admin' });
      const old = finding({ id: 'M001', pointer: '/verbs' });
      const gone = finding({ id: 'M002', pointer: '/name', severity: 'info' });
      const first = await store.recordBuild({
        projectId: project.id,
        commit: 'aaa',
        branch: 'main',
        ancestor: null,
        tokenId: null,
        packs: [{ report: packReport('ledger', [old, gone]), filesHash: 'h1' }],
      });
      expect(first).toMatchObject({ comparedTo: null, packCount: 1, regressions: 0 });
      const added = finding({ id: 'M003', pointer: '/verbs/0', severity: 'error' });
      const probe = finding({ id: 'P001', category: 'probe', pointer: '/bin' });
      const second = await store.recordBuild({
        projectId: project.id,
        commit: 'bbb',
        branch: 'feature',
        ancestor: 'aaa',
        tokenId: null,
        packs: [
          { report: packReport('ledger', [old, added, probe], ['structure', 'static', 'probe']), filesHash: 'h2' },
          { report: packReport('transit', []), filesHash: 'h3' },
        ],
      });
      expect(second).toMatchObject({ comparedTo: first.id, packCount: 2, regressions: 1 });
      const rows = await store.buildPacks(second.id);
      expect(rows.map((r) => r.pack)).toEqual(['ledger', 'transit']);
      const ledger = rows[0]!.comparison!;
      expect(ledger.basis).toBe('compared');
      expect(ledger.newFindings.map((f) => f.id)).toEqual(['M003']);
      expect(ledger.resolved.map((f) => f.id)).toEqual(['M002']);
      expect(ledger.stillPresent).toBe(1);
      expect(ledger.firstRun).toMatchObject({ layers: ['probe'], findings: [{ id: 'P001' }] });
      expect(ledger.score.delta).toBeLessThan(0);
      expect(ledger.policy).toEqual([]);
      expect(rows[1]!.comparison!.basis).toBe('new-pack');
      // No --ancestor: the base branch's latest build.
      const third = await store.recordBuild({
        projectId: project.id,
        commit: 'ccc',
        branch: 'other',
        ancestor: null,
        tokenId: null,
        packs: [{ report: packReport('ledger', [old, gone]), filesHash: 'h1' }],
      });
      expect(third.comparedTo).toBe(first.id);
    });

    it('ranks a policy weakening first, even when the score rose, and says which gate went', async () => {
      const project = await store.createProject({ slug: 'policy', actor: 'admin' });
      const gated = [{ id: 'refund', risk: 'write', confirm: true as const }];
      const ungated = [{ id: 'refund', risk: 'write', confirm: false as const }];
      const build = (commit: string, packs: Parameters<BuildStore['recordBuild']>[0]['packs']) =>
        store.recordBuild({ projectId: project.id, commit, branch: 'main', ancestor: null, tokenId: null, packs });
      await build('p1', [
        { report: withPolicy(packReport('aaa', []), gated), filesHash: 'a1' },
        { report: withPolicy(packReport('zzz', [finding({ severity: 'error' })]), gated), filesHash: 'z1' },
      ]);
      const second = await build('p2', [
        { report: withPolicy(packReport('aaa', [finding({ severity: 'error' })]), gated), filesHash: 'a2' },
        { report: withPolicy(packReport('zzz', []), ungated), filesHash: 'z2' },
      ]);
      expect(second).toMatchObject({ weakened: 1, regressions: 1 });
      const [first, next] = await store.buildPacks(second.id);
      expect(first!.pack).toBe('zzz');
      expect(first!.comparison!.score.delta).toBeGreaterThan(0);
      expect(first!.comparison!.weakened).toBe(true);
      expect(first!.comparison!.policy![0]).toMatchObject({
        kind: 'confirm-removed',
        command: 'refund',
        direction: 'weakened',
      });
      expect(next!.pack).toBe('aaa');
      expect(next!.attention).toBe(1);
    });

    it('pages a build and a project by key, every pack counted back once', async () => {
      const project = await store.createProject({ slug: 'paged', actor: 'admin' });
      const names = Array.from({ length: 23 }, (_, i) => `pack-${String(i).padStart(3, '0')}`);
      for (const commit of ['c1', 'c2', 'c3'])
        await store.recordBuild({
          projectId: project.id,
          commit,
          branch: 'main',
          ancestor: null,
          tokenId: null,
          packs: names.map((n) => ({
            report: packReport(n, commit === 'c3' && n === 'pack-010' ? [finding({ severity: 'error' })] : []),
            filesHash: n,
          })),
        });
      const [latest] = await store.listBuilds(project.id, { limit: 1 });
      const seen: string[] = [];
      let after: { attention: number; pack: string } | undefined;
      for (;;) {
        const page = await store.buildPacks(latest!.id, { after, limit: 5 });
        if (!page.length) break;
        seen.push(...page.map((r) => r.pack));
        after = { attention: page.at(-1)!.attention, pack: page.at(-1)!.pack };
      }
      expect(seen[0]).toBe('pack-010'); // the regression first
      expect([...seen].sort()).toEqual(names);
      const matrix = await store.projectMatrix(project.id, { packs: 10, builds: 2 });
      expect(matrix.builds.map((b) => b.commit)).toEqual(['c3', 'c2']);
      expect(matrix.packs).toHaveLength(10);
      expect(matrix.nextPack).toBe('pack-009');
      const next = await store.projectMatrix(project.id, { packs: 10, builds: 2, afterPack: matrix.nextPack! });
      expect(next.packs[0]).toEqual({
        pack: 'pack-010',
        cells: [
          { score: expect.any(Number), grade: expect.any(String), errors: 1 },
          { score: 100, grade: 'A', errors: 0 },
        ],
      });
      expect(await store.listBuilds(project.id, { before: latest!.id, limit: 10 })).toHaveLength(2);
      const reports = await store.packReports(latest!.id, ['pack-010']);
      expect(reports.get('pack-010')?.report.counts.error).toBe(1);
    });

    it('carries a decision to later builds while the files keep their hash, and keeps every decision in the audit log', async () => {
      const project = await store.createProject({ slug: 'decide', actor: 'admin' });
      const build = (commit: string, hash: string | null) =>
        store.recordBuild({
          projectId: project.id,
          commit,
          branch: 'main',
          ancestor: null,
          tokenId: null,
          packs: [{ report: packReport('ledger', []), filesHash: hash }],
        });
      const b1 = await build('d1', 'same');
      await store.decide({
        projectId: project.id,
        buildId: b1.id,
        pack: 'ledger',
        subject: 'policy',
        decision: 'refuse',
        reason: 'no',
        actor: 'ann',
      });
      const approved = await store.decide({
        projectId: project.id,
        buildId: b1.id,
        pack: 'ledger',
        subject: 'policy',
        decision: 'approve',
        reason: 'the write is gated by the CLI itself',
        actor: 'bob',
      });
      // The hash kept is the files' bound to the policy the report records (tokens.ts reviewedFilesHash).
      const keptHash = async (b: { id: number }) => (await store.buildPacks(b.id))[0]!.filesHash;
      expect(approved.filesHash).toBe(await keptHash(b1));
      expect(approved.filesHash).toMatch(/^[0-9a-f]{64}$/);
      const b2 = await build('d2', 'same');
      expect(await keptHash(b2)).toBe(approved.filesHash);
      expect(await store.decisionsFor(project.id, b2.id, [{ pack: 'ledger', filesHash: await keptHash(b2) }])).toEqual([
        expect.objectContaining({ decision: 'approve', actor: 'bob', buildId: b1.id }),
      ]);
      const b3 = await build('d3', 'changed');
      expect(await store.decisionsFor(project.id, b3.id, [{ pack: 'ledger', filesHash: await keptHash(b3) }])).toEqual(
        [],
      );
      const b4 = await build('d4', null);
      expect(await store.decisionsFor(project.id, b4.id, [{ pack: 'ledger', filesHash: null }])).toEqual([]);
      await expect(
        store.decide({
          projectId: project.id,
          buildId: b1.id,
          pack: 'nope',
          subject: 'policy',
          decision: 'approve',
          reason: 'x',
          actor: 'bob',
        }),
      ).rejects.toThrow(/no pack "nope"/);
      const log = await store.auditLog(project.id, { limit: 2 });
      expect(log.map((e) => [e.action, e.actor, e.reason])).toEqual([
        ['approve', 'bob', 'the write is gated by the CLI itself'],
        ['refuse', 'ann', 'no'],
      ]);
    });

    it('refuses to change or delete an audit entry, in the database itself', async () => {
      const s = store as unknown as { db: Kysely<never> };
      await expect(sql`UPDATE audit_log SET reason = 'edited'`.execute(s.db)).rejects.toThrow(/append-only/);
      await expect(sql`DELETE FROM audit_log`.execute(s.db)).rejects.toThrow(/append-only/);
    });

    it('tells its size', async () => {
      expect(await store.sizeBytes()).toBeGreaterThan(0);
    });
  });
}

describe('build store migrations', () => {
  it('go up from an empty SQLite database and from the previous version, keeping its builds', async () => {
    const database = new Database(':memory:');
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database }) });
    const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
    expect((await migrator.migrateTo('0001_projects_and_builds')).error).toBeUndefined();
    await db.insertInto('projects').values({ slug: 'old', name: 'old', base_branch: 'main', created_at: 1 }).execute();
    await db
      .insertInto('builds')
      .values({ project_id: 1, commit_sha: 'a', branch: 'main', at: 1, pack_count: 1 })
      .execute();
    await db
      .insertInto('pack_results')
      .values({
        build_id: 1,
        pack: 'ledger',
        format: 'hcp',
        score: 90,
        grade: 'A',
        errors: 0,
        warnings: 1,
        infos: 0,
        report: '{}',
      })
      .execute();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)[0]).toBe('0002_comparisons_and_audit');
    const row = await db.selectFrom('pack_results').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ pack: 'ledger', score: 90, attention: 2, comparison: 'null' });
    expect((await migrator.migrateToLatest()).results).toEqual([]);
    await db.destroy();
  });

  it.skipIf(!pg.ok)(
    'go up from an empty PostgreSQL schema and from the previous version, keeping its builds',
    async () => {
      const up = await migrateUpFrom(`${runSchema}_migrate`, '0001_projects_and_builds');
      expect(up.ran[0]).toBe('0002_comparisons_and_audit');
      expect(up.projects).toEqual([{ slug: 'old' }]);
    },
  );
});
