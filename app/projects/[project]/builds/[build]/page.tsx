import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BuildPack } from '@/components/builds/build-pack';
import { BuildSummary, BuildTallies } from '@/components/builds/build-summary';
import { PackPages } from '@/components/builds/pack-pages';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { isReviewServer } from '@/lib/node/builds-server/mode';
import { commentFor, withDecisions } from '@/lib/node/builds-server/review';
import { PROJECT_SLUG } from '@/lib/node/builds-server/upload-body';
import type { Build, BuildStore, Project } from '@/lib/node/builds-store/types';
import { NotAReviewServer } from '../../../server-only-note';
import { NoAccess, pageAccess, SignedInBar } from '../../../access';
import { reviewerView } from '@/lib/node/builds-server/reviewer';

export const metadata: Metadata = { title: 'Build' };

const PACKS_PER_PAGE = 50;

/**
 * A build as its reviewer reads it: packs whose policy it weakens first (in red), then regressions, then the rest,
 * 50 a page; each with its comparison to the build before and a form to approve or refuse. The PR comment CI posted
 * is below, as Markdown.
 */
export default async function BuildPage({
  params,
  searchParams,
}: {
  params: Promise<{ project: string; build: string }>;
  searchParams: Promise<{ after?: string; error?: string }>;
}) {
  if (!isReviewServer()) return <NotAReviewServer />;
  const { project: slug, build: buildParam } = await params;
  const { after, error } = await searchParams;
  if (!PROJECT_SLUG.test(slug) || !/^\d{1,12}$/.test(buildParam)) notFound();
  const store = await currentBuildStore();
  const project = await store.getProject(slug);
  const access = project && (await pageAccess(store, project, `/projects/${slug}/builds/${buildParam}`));
  if (!project || !access?.role) return <NoAccess slug={slug} />;
  const build = await store.getBuild(project.id, Number(buildParam));
  if (!build) notFound();
  const { packs, next, base, comment } = await buildPageData(store, project, build, after);
  const projectPath = `/projects/${encodeURIComponent(project.slug)}`;
  const buildPath = `${projectPath}/builds/${build.id}`;
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <SignedInBar actor={access.actor} role={access.role} />
      <p className="text-sm text-muted">
        <Link href={projectPath} className="hover:underline">
          {project.name}
        </Link>
      </p>
      <BuildSummary view={{ projectPath, baseBranch: project.baseBranch, build, base }} />
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft px-3 py-2 text-sm text-error">
          {error}
        </p>
      )}
      <BuildTallies weakened={build.weakened} regressions={build.regressions} />
      <div className="mt-4 grid gap-3">
        {packs.map((p) => (
          <BuildPack
            key={p.pack}
            view={p}
            target={{ project: project.slug, build: build.id, reviewer: reviewerView(access.actor, access.role) }}
          />
        ))}
      </div>
      <PackPages
        className="mt-3 flex gap-4 text-sm"
        first={after ? buildPath : undefined}
        next={next === undefined ? undefined : `${buildPath}?after=${encodeURIComponent(next)}`}
        perPage={PACKS_PER_PAGE}
      />
      <details className="mt-8">
        <summary className="cursor-pointer text-sm font-medium">PR comment (Markdown)</summary>
        <pre
          className="mt-2 overflow-x-auto rounded-lg border border-line bg-surface p-3 text-xs whitespace-pre-wrap"
          data-testid="pr-comment"
        >
          {comment}
        </pre>
      </details>
    </main>
  );
}

/**
 * A page of the build's packs (after the `attention:pack` cursor) with their decisions, the cursor of the next page
 * when this one is full, the build it is compared with, and the PR comment.
 */
async function buildPageData(store: BuildStore, project: Project, build: Build, after: string | undefined) {
  const cursor = after ? /^([0-2]):(.+)$/s.exec(after) : null;
  const rows = await store.buildPacks(build.id, {
    after: cursor ? { attention: Number(cursor[1]), pack: cursor[2]! } : undefined,
    limit: PACKS_PER_PAGE,
  });
  const packs = await withDecisions(store, project, build, rows);
  const last = rows.at(-1);
  const next = rows.length === PACKS_PER_PAGE && last ? `${last.attention}:${last.pack}` : undefined;
  const base = build.comparedTo === null ? null : await store.getBuild(project.id, build.comparedTo);
  const host = (await headers()).get('host') ?? '127.0.0.1';
  const comment = await commentFor(store, project, build, process.env.PACKSTUDIO_PUBLIC_URL ?? `http://${host}`);
  return { packs, next, base, comment };
}
