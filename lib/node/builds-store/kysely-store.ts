import { Migrator, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { attentionOf, comparePack, type PackComparison } from '../../builds/compare';
import { pendingSubjects } from '../../builds/review-state';
import type { Finding } from '../../core/finding';
import type { Report } from '../../core/report';
import { packCategories } from '../../formats';
import type { HistoryTables } from '../history/schema';
import { KyselyRunStore, type RunStore } from '../history/store';
import { KyselyAccessStore, type AccessStore } from './access-store';
import { migrationProvider, type Dialect } from './migrations';
import type { AuditTable, BuildDatabase, BuildsTable, ProjectsTable } from './schema';
import { newToken, reviewedFilesHash, tokenHash } from './tokens';
import type {
  AuditEntry,
  Build,
  BuildInput,
  BuildStore,
  Decision,
  DecisionInput,
  Matrix,
  PackRow,
  Project,
  TokenInfo,
} from './types';

/** How many builds back a comparison looks for a reviewed report of a pack before comparing it with nothing. */
const MAX_REVIEW_WALK = 50;
/** Rows per INSERT of a build's packs: well under either database's limit on bound parameters. */
const INSERT_BATCH = 200;
const DEFAULT_PAGE = 50;
const MAX_PAGE = 500;

const limitOf = (n: number | undefined) => Math.min(Math.max(1, Math.floor(n ?? DEFAULT_PAGE)), MAX_PAGE);

/** PostgreSQL hands bigint and count() back as strings. */
const num = (v: number | string | bigint) => Number(v);

/**
 * Brings the schema to the latest migration; throws with the failing migration's error. On PostgreSQL, `schema` names
 * where the migrator's own tables are: without it Kysely looks for them in every schema of the database and, finding
 * another schema's (a parallel test run's), would not create its own.
 */
export async function migrateToLatest(db: Kysely<BuildDatabase>, dialect: Dialect, schema?: string): Promise<void> {
  const { error } = await new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** The layer whose run reports a finding, from its category (every format's categories name their layer). */
function layerOfFinding(): (f: Finding) => string | undefined {
  const layers = new Map(packCategories().map((c) => [c.id, c.layer]));
  return (f) => layers.get(f.category);
}

export class KyselyBuildStore implements BuildStore {
  readonly access: AccessStore;
  readonly runs: RunStore | null;

  constructor(
    readonly db: Kysely<BuildDatabase>,
    readonly dialect: Dialect,
    private readonly measureSize: () => Promise<number>,
    now: () => number = Date.now,
  ) {
    this.access = new KyselyAccessStore(db, now);
    // The history's queries see only its own tables of this database.
    this.runs = dialect === 'postgres' ? new KyselyRunStore(db as unknown as Kysely<HistoryTables>) : null;
  }

  async createProject(input: { slug: string; name?: string; baseBranch?: string; actor: string }): Promise<Project> {
    return this.db.transaction().execute(async (tx) => {
      const at = Date.now();
      const row = await tx
        .insertInto('projects')
        .values({
          slug: input.slug,
          name: input.name ?? input.slug,
          base_branch: input.baseBranch ?? 'main',
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(tx, {
        project_id: row.id,
        at,
        actor: input.actor,
        action: 'project.create',
        reason: `created ${input.slug}`,
      });
      return projectOf(row);
    });
  }

  async getProject(slug: string): Promise<Project | null> {
    const row = await this.db.selectFrom('projects').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row ? projectOf(row) : null;
  }

  async listProjects(): Promise<Project[]> {
    return (await this.db.selectFrom('projects').selectAll().orderBy('slug').execute()).map(projectOf);
  }

  async createToken(projectId: number, label: string, actor: string): Promise<{ id: number; token: string }> {
    const token = newToken();
    const at = Date.now();
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('project_tokens')
        .values({ project_id: projectId, label, hash: tokenHash(token), created_at: at, revoked_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(tx, {
        project_id: projectId,
        at,
        actor,
        action: 'token.create',
        reason: `token ${row.id} "${label}"`,
      });
      return { id: row.id, token };
    });
  }

  async revokeToken(projectId: number, tokenId: number, actor: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const at = Date.now();
      const done = await tx
        .updateTable('project_tokens')
        .set({ revoked_at: at })
        .where('id', '=', tokenId)
        .where('project_id', '=', projectId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!Number(done.numUpdatedRows)) return false;
      await audit(tx, { project_id: projectId, at, actor, action: 'token.revoke', reason: `token ${tokenId}` });
      return true;
    });
  }

  async listTokens(projectId: number): Promise<TokenInfo[]> {
    const rows = await this.db
      .selectFrom('project_tokens')
      .select(['id', 'project_id', 'label', 'created_at', 'revoked_at'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
    return rows.map(tokenOf);
  }

  async verifyToken(projectId: number, token: string): Promise<TokenInfo | null> {
    const row = await this.db
      .selectFrom('project_tokens')
      .select(['id', 'project_id', 'label', 'created_at', 'revoked_at'])
      .where('hash', '=', tokenHash(token))
      .executeTakeFirst();
    return row && row.project_id === projectId && row.revoked_at === null ? tokenOf(row) : null;
  }

  async projectOfToken(token: string): Promise<{ project: Project; token: TokenInfo } | null> {
    const row = await this.db
      .selectFrom('project_tokens')
      .select(['id', 'project_id', 'label', 'created_at', 'revoked_at'])
      .where('hash', '=', tokenHash(token))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const project = await this.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', row.project_id)
      .executeTakeFirstOrThrow();
    return { project: projectOf(project), token: tokenOf(row) };
  }

  async comparisonBase(project: Project, ancestor: string | null): Promise<Build | null> {
    const base = this.db.selectFrom('builds').selectAll().where('project_id', '=', project.id).orderBy('id', 'desc');
    const row = ancestor
      ? await base.where('commit_sha', '=', ancestor).executeTakeFirst()
      : await base.where('branch', '=', project.baseBranch).executeTakeFirst();
    return row ? buildOf(row) : null;
  }

  async recordBuild(input: BuildInput): Promise<Build> {
    const project = await this.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', input.projectId)
      .executeTakeFirstOrThrow();
    // Compared before the transaction: reading the base build's reports needs no lock on anything being written.
    const base = await this.comparisonBase(projectOf(project), input.ancestor);
    const before = base ? await this.reviewedReports(input.projectId, base) : new Map<string, Report>();
    const layerOf = layerOfFinding();
    const rows = input.packs.map(({ report, filesHash }) => {
      const comparison = comparePack(before.get(report.pack_id), report, layerOf, base !== null);
      return { report, filesHash: filesHash && reviewedFilesHash(filesHash, report.policy), comparison };
    });
    const at = input.at ?? Date.now();
    return this.db.transaction().execute(async (tx) => {
      const build = await tx
        .insertInto('builds')
        .values({
          project_id: input.projectId,
          commit_sha: input.commit,
          branch: input.branch,
          ancestor_sha: input.ancestor,
          compared_to: base?.id ?? null,
          at,
          pack_count: rows.length,
          weakened: rows.filter((r) => r.comparison.weakened).length,
          regressions: rows.filter((r) => attentionOf(r.comparison) === 1).length,
          token_id: input.tokenId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await tx
          .insertInto('pack_results')
          .values(
            rows.slice(i, i + INSERT_BATCH).map(({ report, filesHash, comparison }) => ({
              build_id: build.id,
              pack: report.pack_id,
              format: report.format,
              score: report.score,
              grade: report.grade,
              errors: report.counts.error,
              warnings: report.counts.warn,
              infos: report.counts.info,
              files_hash: filesHash,
              attention: attentionOf(comparison),
              comparison: JSON.stringify(comparison),
              report: JSON.stringify(report),
            })),
          )
          .execute();
      }
      return buildOf(build);
    });
  }

  /**
   * Each pack's report to compare a new build with: the base build's, unless that row still needs a reviewer (a
   * weakening or regression no approval holds for), then the one it was compared with, and so on back. A weakening
   * nobody approved stays in every later comparison (the next build is not compared with it), and a pack met
   * unreviewed for MAX_REVIEW_WALK builds back, or absent further back, is compared with nothing.
   */
  private async reviewedReports(projectId: number, base: Build): Promise<Map<string, Report>> {
    const out = new Map<string, Report>();
    let rows = await this.packReports(base.id);
    let build: Build | null = base;
    for (let depth = 0; build && rows.size && depth < MAX_REVIEW_WALK; depth++) {
      const needing = [...rows].filter(([, r]) => r.comparison?.weakened || r.comparison?.regression);
      const decisions = await this.decisionsFor(
        projectId,
        build.id,
        needing.map(([pack, r]) => ({ pack, filesHash: r.filesHash })),
      );
      const unreviewed: string[] = [];
      for (const [pack, row] of rows) {
        const held = decisions.filter((d) => d.pack === pack);
        if (pendingSubjects(row.comparison, held).length) unreviewed.push(pack);
        else out.set(pack, row.report);
      }
      build = unreviewed.length && build.comparedTo !== null ? await this.getBuild(projectId, build.comparedTo) : null;
      rows = build ? await this.packReports(build.id, unreviewed) : new Map();
    }
    return out;
  }

  async getBuild(projectId: number, buildId: number): Promise<Build | null> {
    const row = await this.db
      .selectFrom('builds')
      .selectAll()
      .where('id', '=', buildId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return row ? buildOf(row) : null;
  }

  async listBuilds(projectId: number, page: { before?: number; limit?: number } = {}): Promise<Build[]> {
    let query = this.db.selectFrom('builds').selectAll().where('project_id', '=', projectId);
    if (page.before !== undefined) query = query.where('id', '<', page.before);
    return (await query.orderBy('id', 'desc').limit(limitOf(page.limit)).execute()).map(buildOf);
  }

  async packReports(
    buildId: number,
    packs?: readonly string[],
  ): Promise<Map<string, { report: Report; filesHash: string | null; comparison: PackComparison | null }>> {
    if (packs && !packs.length) return new Map();
    let query = this.db
      .selectFrom('pack_results')
      .select(['pack', 'report', 'files_hash', 'comparison'])
      .where('build_id', '=', buildId);
    if (packs) query = query.where('pack', 'in', packs);
    const rows = await query.execute();
    return new Map(
      rows.map((r) => [
        r.pack,
        {
          report: JSON.parse(r.report) as Report,
          filesHash: r.files_hash,
          comparison: JSON.parse(r.comparison) as PackComparison | null,
        },
      ]),
    );
  }

  async buildPacks(
    buildId: number,
    page: { after?: { attention: number; pack: string }; limit?: number } = {},
  ): Promise<PackRow[]> {
    let query = this.db
      .selectFrom('pack_results')
      .select([
        'pack',
        'format',
        'score',
        'grade',
        'errors',
        'warnings',
        'infos',
        'files_hash',
        'attention',
        'comparison',
      ])
      .where('build_id', '=', buildId);
    const after = page.after;
    // A row-value comparison, so both databases seek the (build_id, attention, pack) index to the cursor: the same
    // test written with OR reads the build's index from its start on PostgreSQL (npm run bench:server:scale).
    if (after)
      query = query.where((eb) => eb(eb.refTuple('attention', 'pack'), '>', eb.tuple(after.attention, after.pack)));
    const rows = await query.orderBy('attention').orderBy('pack').limit(limitOf(page.limit)).execute();
    return rows.map((r) => ({
      pack: r.pack,
      format: r.format,
      score: r.score,
      grade: r.grade,
      errors: r.errors,
      warnings: r.warnings,
      infos: r.infos,
      filesHash: r.files_hash,
      attention: r.attention,
      comparison: JSON.parse(r.comparison) as PackComparison | null,
    }));
  }

  async projectMatrix(
    projectId: number,
    page: { afterPack?: string; packs?: number; builds?: number } = {},
  ): Promise<Matrix> {
    const builds = await this.listBuilds(projectId, { limit: page.builds ?? 20 });
    if (!builds.length) return { builds, packs: [], nextPack: null };
    const packLimit = limitOf(page.packs);
    let names = this.db.selectFrom('pack_results').select('pack').where('build_id', '=', builds[0]!.id);
    if (page.afterPack !== undefined) names = names.where('pack', '>', page.afterPack);
    const packs = (
      await names
        .orderBy('pack')
        .limit(packLimit + 1)
        .execute()
    ).map((r) => r.pack);
    const shown = packs.slice(0, packLimit);
    const cells = shown.length
      ? await this.db
          .selectFrom('pack_results')
          .select(['build_id', 'pack', 'score', 'grade', 'errors'])
          .where(
            'build_id',
            'in',
            builds.map((b) => b.id),
          )
          .where('pack', 'in', shown)
          .execute()
      : [];
    const byKey = new Map(cells.map((c) => [`${c.build_id}\0${c.pack}`, c]));
    return {
      builds,
      packs: shown.map((pack) => ({
        pack,
        cells: builds.map((b) => {
          const c = byKey.get(`${b.id}\0${pack}`);
          return c ? { score: c.score, grade: c.grade, errors: c.errors } : null;
        }),
      })),
      nextPack: packs.length > packLimit ? shown.at(-1)! : null,
    };
  }

  async decide(input: DecisionInput): Promise<Decision> {
    return this.db.transaction().execute(async (tx) => {
      const result = await tx
        .selectFrom('pack_results')
        .innerJoin('builds', 'builds.id', 'pack_results.build_id')
        .select(['pack_results.files_hash'])
        .where('builds.id', '=', input.buildId)
        .where('builds.project_id', '=', input.projectId)
        .where('pack_results.pack', '=', input.pack)
        .executeTakeFirst();
      if (!result) throw new Error(`build ${input.buildId} of this project has no pack "${input.pack}"`);
      const at = Date.now();
      const row = await tx
        .insertInto('audit_log')
        .values({
          project_id: input.projectId,
          at,
          actor: input.actor,
          action: input.decision,
          pack: input.pack,
          build_id: input.buildId,
          files_hash: result.files_hash,
          subject: input.subject,
          reason: input.reason,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...input, id: row.id, at, filesHash: result.files_hash };
    });
  }

  async decisionsFor(
    projectId: number,
    buildId: number,
    packs: readonly { pack: string; filesHash: string | null }[],
  ): Promise<Decision[]> {
    if (!packs.length) return [];
    const rows = await this.db
      .selectFrom('audit_log')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('action', 'in', ['approve', 'refuse'])
      .where(
        'pack',
        'in',
        packs.map((p) => p.pack),
      )
      .orderBy('id')
      .execute();
    const hashOf = new Map(packs.map((p) => [p.pack, p.filesHash]));
    const latest = new Map<string, Decision>();
    for (const row of rows) {
      const hash = hashOf.get(row.pack!);
      // Carried while the files are the same; a pack that could not be hashed holds its decision at that build only.
      const holds = hash != null ? row.files_hash === hash : row.build_id === buildId;
      if (holds) latest.set(`${row.pack}\0${row.subject}`, decisionOf(row));
    }
    return [...latest.values()];
  }

  async auditLog(projectId: number, page: { before?: number; limit?: number } = {}): Promise<AuditEntry[]> {
    let query = this.db.selectFrom('audit_log').selectAll().where('project_id', '=', projectId);
    if (page.before !== undefined) query = query.where('id', '<', page.before);
    const rows = await query.orderBy('id', 'desc').limit(limitOf(page.limit)).execute();
    return rows.map((r) => ({
      id: r.id,
      at: num(r.at),
      actor: r.actor,
      action: r.action,
      pack: r.pack,
      buildId: r.build_id,
      filesHash: r.files_hash,
      subject: r.subject,
      reason: r.reason,
    }));
  }

  sizeBytes(): Promise<number> {
    return this.measureSize();
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

function audit(
  tx: Transaction<BuildDatabase>,
  row: Omit<AuditTable, 'id' | 'pack' | 'build_id' | 'files_hash' | 'subject'>,
) {
  return tx
    .insertInto('audit_log')
    .values({ ...row, pack: null, build_id: null, files_hash: null, subject: null })
    .execute();
}

function projectOf(row: Selectable<ProjectsTable>): Project {
  return { id: row.id, slug: row.slug, name: row.name, baseBranch: row.base_branch, createdAt: num(row.created_at) };
}

function tokenOf(row: {
  id: number;
  project_id: number;
  label: string;
  created_at: number;
  revoked_at: number | null;
}): TokenInfo {
  return {
    id: row.id,
    projectId: row.project_id,
    label: row.label,
    createdAt: num(row.created_at),
    revokedAt: row.revoked_at === null ? null : num(row.revoked_at),
  };
}

function buildOf(row: Selectable<BuildsTable>): Build {
  return {
    id: row.id,
    projectId: row.project_id,
    commit: row.commit_sha,
    branch: row.branch,
    ancestor: row.ancestor_sha,
    comparedTo: row.compared_to,
    at: num(row.at),
    packCount: row.pack_count,
    weakened: row.weakened,
    regressions: row.regressions,
  };
}

function decisionOf(row: Selectable<AuditTable>): Decision {
  return {
    id: row.id,
    at: num(row.at),
    actor: row.actor,
    decision: row.action as Decision['decision'],
    pack: row.pack!,
    buildId: row.build_id!,
    filesHash: row.files_hash,
    subject: row.subject as Decision['subject'],
    reason: row.reason,
  };
}

/** The SQL that measures each database's size. */
export const SIZE_SQL = {
  postgres: sql<{ bytes: string }>`SELECT sum(pg_total_relation_size(c.oid))::bigint AS bytes FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
};
