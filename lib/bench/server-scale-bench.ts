/**
 * `npm run bench:server:scale`: the review server's pages at the issue's scale, 10,000 packs × 1,000 builds, on
 * PostgreSQL. Uploading 10 million pack reports through the API would take hours on this machine, so the store is
 * seeded in bulk by PostgreSQL itself (INSERT … SELECT over generate_series, the indexes built after the rows, as a
 * restore does), then the project page and the build page are timed through the store calls those pages make, and
 * the plans of their queries are printed (EXPLAIN ANALYZE) so a query that stops using an index shows.
 *
 * What is seeded: every pack in every build as the pages read it (score, grade, counts, files hash, the build page's
 * attention and its comparison JSON, built per row), the full uploaded report JSON of every pack for the newest
 * `--full-reports` builds (20: what the project page shows), and a short stand-in for the reports of older builds
 * (10M full reports are about 12 GB on disk; no page reads an old build's report, only the next upload's comparison
 * reads its base build's). Decisions: an approval for one pack in 500 at the latest build.
 *
 * `--packs N --builds N --reads N --keep` (the schema is dropped afterwards unless --keep). PostgreSQL at
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a schema of its own.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { randomBytes } from 'node:crypto';
import { comparePack } from '../builds/compare';
import { policySummary } from '../core/policy-summary';
import { commentFor, withDecisions } from '../node/builds-server/review';
import type { KyselyBuildStore } from '../node/builds-store/kysely-store';
import { dropPgSchema, openBuildStore, pgAnswers } from '../node/builds-store/open';
import type { BuildDatabase } from '../node/builds-store/schema';
import type { BuildStore, Project } from '../node/builds-store/types';
import { percentile } from '../node/eval/judge';
import { numberArg } from './measure';
import { packName, reportOf } from './registry-reports';

const PACKS = numberArg('packs', 10_000);
const BUILDS = numberArg('builds', 1_000);
const FULL_REPORTS = numberArg('full-reports', 20);
const READS = numberArg('reads', 30);
/** What the pages show (app/projects/[project]/page.tsx, app/projects/[project]/builds/[build]/page.tsx). */
const PAGE_PACKS = 100;
const PAGE_BUILDS = 20;
const BUILD_PAGE_ROWS = 50;

const seconds = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

/** Pack summaries and reports, made once here and read by the database's own INSERT … SELECT for every build. */
async function seedPacks(db: Kysely<BuildDatabase>): Promise<void> {
  await sql`CREATE UNLOGGED TABLE seed_packs (p integer PRIMARY KEY, pack text, score integer, grade text,
    errors integer, warnings integer, infos integer, report text, same text, changed text, weakened text)`.execute(db);
  const t = templates();
  const rows = Array.from({ length: PACKS }, (_, p) => {
    const report = reportOf(p, 0);
    const { error, warn, info } = report.counts;
    const score = report.score ?? 0;
    // The comparison JSON of this pack in a build where it stayed, regressed, or had its policy weakened.
    const comparison = (drop: number, newFindings: unknown[], policy: unknown[]) =>
      JSON.stringify({
        basis: 'compared',
        score: { before: score, after: score - drop, delta: -drop },
        newFindings,
        resolved: [],
        stillPresent: error + warn + info,
        firstRun: { layers: [], findings: [] },
        policy,
        weakened: policy.length > 0,
        regression: drop > 0 || newFindings.length > 0,
      });
    const drop = Math.min(score, 4);
    return [
      p,
      packName(p),
      report.score,
      report.grade,
      error,
      warn,
      info,
      JSON.stringify(report),
      comparison(0, [], []),
      comparison(drop, t.newFindings, []),
      comparison(drop, t.newFindings, t.weakenedPolicy),
    ] as const;
  });
  for (let i = 0; i < rows.length; i += 1000) {
    const values = rows.slice(i, i + 1000).map((r) => sql`(${sql.join(r.map((v) => sql`${v}`))})`);
    await sql`INSERT INTO seed_packs VALUES ${sql.join(values)}`.execute(db);
  }
}

/** A real comparison's parts, so every seeded row carries comparison JSON of the size and shape an upload writes. */
function templates() {
  const changed = comparePack(reportOf(3, 1), reportOf(3, 2), () => 'static', true);
  const gate = (confirm: 'always' | false) => ({
    commands: [{ id: 'transfer', risk: 'write' as const, confirm }],
    grants: [],
    settings: [],
  });
  const weakened = comparePack(
    { ...reportOf(3, 1), policy: policySummary(gate('always')) },
    { ...reportOf(3, 2), policy: policySummary(gate(false)) },
    () => 'static',
    true,
  );
  return { newFindings: changed.newFindings as unknown[], weakenedPolicy: (weakened.policy ?? []) as unknown[] };
}

async function seed(store: KyselyBuildStore, project: Project): Promise<void> {
  const db = store.db;
  const t0 = performance.now();
  await seedPacks(db);
  const base = Date.UTC(2026, 0, 1);
  const sha = (b: ReturnType<typeof sql>) => sql`lpad(to_hex(${b}), 8, '0') || 'c0ffee'`;
  await sql`INSERT INTO builds (project_id, commit_sha, branch, ancestor_sha, at, pack_count, compared_to)
    SELECT ${project.id}, ${sha(sql`b`)}, CASE WHEN b % 4 = 3 THEN 'feature/' || b ELSE 'main' END,
      CASE WHEN b % 4 = 3 THEN ${sha(sql`b - 1`)} END, ${base}::bigint + b * 600000, ${PACKS},
      CASE WHEN b > 0 THEN b END
    FROM generate_series(0, ${BUILDS - 1}) AS b ORDER BY b`.execute(db);
  // The rows first, the indexes after (as pg_restore does): the same indexes, built once instead of kept per row.
  await sql`ALTER TABLE pack_results DROP CONSTRAINT pack_results_pk`.execute(db);
  await sql`DROP INDEX pack_results_by_attention`.execute(db);
  const stub = JSON.stringify({ seeded: 'a stand-in: the full report is kept for the newest builds only' });
  const { rows } = await sql<{ min: number; max: number }>`SELECT min(id) AS min, max(id) AS max FROM builds
    WHERE project_id = ${project.id}`.execute(db);
  const { min, max } = rows[0]!;
  const step = Math.max(1, Math.ceil(BUILDS / 20));
  for (let lo = min; lo <= max; lo += step) {
    await sql`INSERT INTO pack_results (build_id, pack, format, score, grade, errors, warnings, infos, files_hash,
        attention, comparison, report)
      SELECT b.id, s.pack, 'hcp', CASE WHEN c.n < 5 THEN s.score - least(s.score, 4) ELSE s.score END, s.grade,
        s.errors + (c.n < 5)::int, s.warnings, s.infos,
        CASE WHEN c.n < 5 THEN s.pack || '@' || b.id ELSE s.pack END,
        CASE WHEN c.n = 0 THEN 0 WHEN c.n < 5 THEN 1 ELSE 2 END,
        CASE WHEN c.n = 0 THEN s.weakened WHEN c.n < 5 THEN s.changed ELSE s.same END,
        CASE WHEN b.id > ${max - FULL_REPORTS} THEN s.report ELSE ${stub} END
      FROM builds b CROSS JOIN seed_packs s
      CROSS JOIN LATERAL (SELECT (hashint4(s.p * 1009 + b.id) & 2147483647) % 100 AS n) AS c
      WHERE b.project_id = ${project.id} AND b.id BETWEEN ${lo} AND ${Math.min(lo + step - 1, max)}`.execute(db);
    process.stdout.write(
      `\rseeding pack results: builds ${lo - min + step > BUILDS ? BUILDS : lo - min + step}/${BUILDS} (${seconds(t0)})`,
    );
  }
  console.log('');
  let ti = performance.now();
  await sql`ALTER TABLE pack_results ADD CONSTRAINT pack_results_pk PRIMARY KEY (build_id, pack)`.execute(db);
  await sql`CREATE INDEX pack_results_by_attention ON pack_results (build_id, attention, pack)`.execute(db);
  console.log(`indexes built in ${seconds(ti)}`);
  ti = performance.now();
  await sql`UPDATE builds SET weakened = x.w, regressions = x.r FROM (SELECT build_id,
      count(*) FILTER (WHERE attention = 0) AS w, count(*) FILTER (WHERE attention = 1) AS r
      FROM pack_results GROUP BY build_id) AS x WHERE builds.id = x.build_id`.execute(db);
  // Approvals for one pack in 500 of the latest build, carried by its files hash as a reviewer's would be.
  await sql`INSERT INTO audit_log (project_id, at, actor, action, pack, build_id, files_hash, subject, reason)
    SELECT ${project.id}, ${base}::bigint, 'bench reviewer', 'approve', pack, build_id, files_hash, 'regression',
      'seeded approval'
    FROM pack_results WHERE build_id = ${max} AND right(pack, 3) IN ('000', '500')`.execute(db);
  await sql`DROP TABLE seed_packs`.execute(db);
  await sql`ANALYZE`.execute(db);
  console.log(`summary counts, approvals and ANALYZE in ${seconds(ti)}; seeded in ${seconds(t0)} in all`);
}

/** p50 and p95 of `READS` calls of `work`, after one warm-up call. */
async function timed(work: () => Promise<unknown>): Promise<string> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
}

/** The store calls the project page makes (app/projects/[project]/page.tsx), the HTML render aside. */
async function projectPage(store: BuildStore, project: Project, afterPack?: string) {
  return Promise.all([
    store.projectMatrix(project.id, { afterPack, packs: PAGE_PACKS, builds: PAGE_BUILDS }),
    store.listBuilds(project.id, { limit: PAGE_BUILDS }),
    store.auditLog(project.id, { limit: 20 }),
  ]);
}

/** The store calls the build page makes (app/projects/[project]/builds/[build]/page.tsx), the HTML render aside. */
async function buildPage(
  store: BuildStore,
  project: Project,
  buildId: number,
  after?: { attention: number; pack: string },
) {
  const build = (await store.getBuild(project.id, buildId))!;
  const rows = await store.buildPacks(build.id, { after, limit: BUILD_PAGE_ROWS });
  const packs = await withDecisions(store, project, build, rows);
  const base = build.comparedTo === null ? null : await store.getBuild(project.id, build.comparedTo);
  const comment = await commentFor(store, project, build, 'http://127.0.0.1');
  return { packs, base, comment };
}

/** The plan PostgreSQL runs, with its real row counts and time, shortened to the lines that say how it reads. */
async function explain(
  db: Kysely<BuildDatabase>,
  label: string,
  query: { compile(): { sql: string; parameters: readonly unknown[] } },
) {
  const { sql: text, parameters } = query.compile();
  const client = db as unknown as Kysely<any>;
  const literal = text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = parameters[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS OFF) ${sql.raw(literal)}`.execute(client);
  console.log(`\n${label}:`);
  for (const row of plan.rows) {
    const line = row['QUERY PLAN'];
    console.log(`  ${line.length > 160 ? `${line.slice(0, 157)}...` : line}`);
  }
}

async function main() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pg = await pgAnswers(url);
  if (!pg.ok) {
    console.log(`bench:server:scale needs PostgreSQL; nothing answers at ${url}: ${pg.reason}`);
    process.exitCode = 1;
    return;
  }
  const reuse = process.argv.indexOf('--reuse');
  const schema = reuse > 0 ? process.argv[reuse + 1]! : `ps_scale_${randomBytes(4).toString('hex')}`;
  console.log(`database: PostgreSQL at ${url}, schema ${schema}`);
  console.log(`load: ${PACKS} packs × ${BUILDS} builds = ${(PACKS * BUILDS).toLocaleString('en')} pack results`);
  const store = (await openBuildStore({ databaseUrl: url, pgSchema: schema, poolSize: 4 })) as KyselyBuildStore;
  try {
    // --reuse SCHEMA: time the pages again over a schema a run seeded and kept (--keep), without seeding it again.
    const project =
      reuse > 0
        ? (await store.getProject('registry'))!
        : await store.createProject({ slug: 'registry', actor: 'bench' });
    if (reuse < 0) await seed(store, project);
    const latest = (await store.listBuilds(project.id, { limit: 1 }))[0]!;
    // The pack halfway down the pages (they are in name order, 40 vendors deep), so a page after it is a deep one.
    const { rows: half } = await sql<{ pack: string }>`SELECT pack FROM pack_results WHERE build_id = ${latest.id}
      ORDER BY pack OFFSET ${Math.floor(PACKS / 2)} LIMIT 1`.execute(store.db);
    const middle = half[0]!.pack;
    const deepBuildCursor = { attention: 2, pack: middle };
    const figures = {
      first: await timed(() => projectPage(store, project)),
      deep: await timed(() => projectPage(store, project, middle)),
      build: await timed(() => buildPage(store, project, latest.id)),
      buildDeep: await timed(() => buildPage(store, project, latest.id, deepBuildCursor)),
      old: await timed(() => buildPage(store, project, latest.id - Math.floor(BUILDS / 2))),
    };
    const size = await store.sizeBytes();
    const rows = await sql<{ heap: string; indexes: string }>`SELECT pg_table_size('pack_results') AS heap,
      pg_indexes_size('pack_results') AS indexes`.execute(store.db);
    const db = store.db;
    const ids = (await store.listBuilds(project.id, { limit: PAGE_BUILDS })).map((b) => b.id);
    const names = (await store.projectMatrix(project.id, { afterPack: middle, packs: PAGE_PACKS, builds: 1 })).packs;
    await explain(
      db,
      'project page, a deep page of pack names (packs after the middle one, latest build)',
      db
        .selectFrom('pack_results')
        .select('pack')
        .where('build_id', '=', latest.id)
        .where('pack', '>', middle)
        .orderBy('pack')
        .limit(PAGE_PACKS + 1),
    );
    await explain(
      db,
      `project page, the cells of ${PAGE_PACKS} packs × ${PAGE_BUILDS} builds`,
      db
        .selectFrom('pack_results')
        .select(['build_id', 'pack', 'score', 'grade', 'errors'])
        .where('build_id', 'in', ids)
        .where(
          'pack',
          'in',
          names.map((n) => n.pack),
        ),
    );
    // The build page's next rows, with the cursor written two ways: the store's row value, and the OR it replaced.
    const rowsAfter = (cursor: (eb: ExpressionBuilder<BuildDatabase, 'pack_results'>) => Expression<SqlBool>) =>
      db
        .selectFrom('pack_results')
        .select(['pack', 'attention', 'comparison'])
        .where('build_id', '=', latest.id)
        .where(cursor)
        .orderBy('attention')
        .orderBy('pack')
        .limit(BUILD_PAGE_ROWS);
    const { attention, pack } = deepBuildCursor;
    await explain(
      db,
      'build page, rows after a deep cursor written as attention > a OR (attention = a AND pack > p)',
      rowsAfter((eb) =>
        eb.or([eb('attention', '>', attention), eb.and([eb('attention', '=', attention), eb('pack', '>', pack)])]),
      ),
    );
    await explain(
      db,
      'build page, rows after a deep cursor written as (attention, pack) > (a, p), as the store does',
      rowsAfter((eb) => eb(eb.refTuple('attention', 'pack'), '>', eb.tuple(attention, pack))),
    );
    await explain(
      db,
      'build page, the decisions that hold for its packs',
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('action', 'in', ['approve', 'refuse'])
        .where(
          'pack',
          'in',
          names.slice(0, BUILD_PAGE_ROWS).map((n) => n.pack),
        )
        .orderBy('id'),
    );
    const r = rows.rows[0]!;
    console.log('');
    console.log(
      `project page, first ${PAGE_PACKS} packs × ${PAGE_BUILDS} builds (store calls of the page, ${READS} reads): ${figures.first}`,
    );
    console.log(`project page, the ${PAGE_PACKS} packs after ${middle}: ${figures.deep}`);
    console.log(
      `build page, latest build, first ${BUILD_PAGE_ROWS} packs with decisions and the PR comment: ${figures.build}`,
    );
    console.log(`build page, latest build, ${BUILD_PAGE_ROWS} packs after ${middle}: ${figures.buildDeep}`);
    console.log(`build page, a build ${Math.floor(BUILDS / 2)} builds old: ${figures.old}`);
    console.log(
      `database size: ${(size / 1e9).toFixed(2)} GB (pack_results: table ${(Number(r.heap) / 1e9).toFixed(2)} GB, indexes ${(Number(r.indexes) / 1e9).toFixed(2)} GB)`,
    );
  } finally {
    await store.close();
    if (!process.argv.includes('--keep')) await dropPgSchema(url, schema);
    else console.log(`kept schema ${schema} (drop it with DROP SCHEMA ${schema} CASCADE)`);
  }
}

await main();
