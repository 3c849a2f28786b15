import { buildComment, COMMENT_ROWS, type CommentPack } from '../../builds/comment';
import { pendingSubjects } from '../../builds/review-state';
import type { BuildStore, Build, Decision, PackRow, Project } from '../builds-store/types';

/** A build page's address under the server's public address. */
export function buildPath(project: string, buildId: number): string {
  return `/projects/${encodeURIComponent(project)}/builds/${buildId}`;
}

/** The packs of a page with the decisions that hold for each of them at this build. */
export async function withDecisions(
  store: BuildStore,
  project: Project,
  build: Build,
  rows: readonly PackRow[],
): Promise<(PackRow & { decisions: Decision[] })[]> {
  const decisions = await store.decisionsFor(
    project.id,
    build.id,
    rows.map((r) => ({ pack: r.pack, filesHash: r.filesHash })),
  );
  return rows.map((r) => ({ ...r, decisions: decisions.filter((d) => d.pack === r.pack) }));
}

/** The PR comment of a build: its packs that need a reviewer, with their decisions, and a link to its page. */
export async function commentFor(store: BuildStore, project: Project, build: Build, baseUrl: string): Promise<string> {
  const rows = (await store.buildPacks(build.id, { limit: COMMENT_ROWS })).filter((r) => r.attention < 2);
  const packs: CommentPack[] = (await withDecisions(store, project, build, rows)).map((r) => ({
    pack: r.pack,
    score: r.score,
    comparison: r.comparison,
    decisions: r.decisions.map((d) => ({ subject: d.subject, decision: d.decision, actor: d.actor, reason: d.reason })),
  }));
  const base = build.comparedTo === null ? null : await store.getBuild(project.id, build.comparedTo);
  return buildComment({
    project: project.slug,
    build,
    comparedWith: base?.commit ?? null,
    url: new URL(buildPath(project.slug, build.id), baseUrl).href,
    packs,
  });
}

/**
 * The packs of a build that still need a reviewer: a policy weakening or a regression without an approval that holds
 * (a refusal counts as not approved). What `upload --fail-on-unreviewed` fails CI on until someone decides.
 */
export async function unreviewed(store: BuildStore, project: Project, build: Build): Promise<string[]> {
  const pending: string[] = [];
  for (let after: PackRow | undefined; ;) {
    const rows = (await store.buildPacks(build.id, { after, limit: 500 })).filter((r) => r.attention < 2);
    if (!rows.length) return pending;
    for (const row of await withDecisions(store, project, build, rows))
      if (pendingSubjects(row.comparison, row.decisions).length) pending.push(row.pack);
    after = rows.at(-1);
  }
}
