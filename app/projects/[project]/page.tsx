import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { shortSha, when } from '@/components/builds/format';
import { ProjectMatrix } from '@/components/builds/project-matrix';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { isReviewServer } from '@/lib/node/builds-server/mode';
import { PROJECT_SLUG } from '@/lib/node/builds-server/upload-body';
import { NotAReviewServer } from '../server-only-note';
import { NoAccess, pageAccess, SignedInBar } from '../access';
import { ProjectAccess } from '@/components/builds/project-access';

export const metadata: Metadata = { title: 'Project' };

const PACKS_PER_PAGE = 100;
const BUILDS_SHOWN = 20;
const AUDIT_SHOWN = 20;

/**
 * A project: its packs (as its latest build has them, 100 a page by name) × its last 20 builds, and its builds,
 * newest first, 20 a page. Every query is a keyed range (lib/node/builds-store), so 10,000 packs page as fast as 100.
 */
export default async function ProjectPage({
  params,
  searchParams,
}: {
  params: Promise<{ project: string }>;
  searchParams: Promise<{ after?: string; before?: string }>;
}) {
  if (!isReviewServer()) return <NotAReviewServer />;
  const { project: slug } = await params;
  const { after, before } = await searchParams;
  if (!PROJECT_SLUG.test(slug)) notFound();
  const store = await currentBuildStore();
  const project = await store.getProject(slug);
  const access = project && (await pageAccess(store, project, `/projects/${slug}`));
  if (!project || !access?.role) return <NoAccess slug={slug} />;
  const beforeId = before && /^\d{1,12}$/.test(before) ? Number(before) : undefined;
  const [matrix, builds, audit] = await Promise.all([
    store.projectMatrix(project.id, { afterPack: after, packs: PACKS_PER_PAGE, builds: BUILDS_SHOWN }),
    store.listBuilds(project.id, { before: beforeId, limit: BUILDS_SHOWN }),
    store.auditLog(project.id, { limit: AUDIT_SHOWN }),
  ]);
  const base = `/projects/${encodeURIComponent(project.slug)}`;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <SignedInBar actor={access.actor} role={access.role} />
      <p className="text-sm text-muted">
        <Link href="/projects" className="hover:underline">
          Projects
        </Link>
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">{project.name}</h1>
      <p className="mt-1 text-sm text-muted">
        Base branch {project.baseBranch}. A build without an ancestor is compared with its latest build.
      </p>
      <h2 className="mt-6 mb-2 text-lg font-semibold">Packs × builds</h2>
      {matrix.builds.length === 0 ? (
        <p className="text-muted">No build yet: CI uploads one with packstudio upload.</p>
      ) : (
        <ProjectMatrix
          view={{
            project: project.slug,
            builds: matrix.builds,
            packs: matrix.packs,
            nextPack: matrix.nextPack,
          }}
        />
      )}
      <nav className="mt-2 flex gap-4 text-sm" aria-label="Pack pages">
        {after !== undefined && (
          <Link href={base} className="text-accent hover:underline">
            First packs
          </Link>
        )}
        {matrix.nextPack !== null && (
          <Link href={`${base}?after=${encodeURIComponent(matrix.nextPack)}`} className="text-accent hover:underline">
            Next {PACKS_PER_PAGE} packs
          </Link>
        )}
      </nav>
      <h2 className="mt-8 mb-2 text-lg font-semibold">Builds</h2>
      <ul
        className="divide-y divide-line rounded-xl border border-line bg-surface-raised text-sm"
        data-testid="build-list"
      >
        {builds.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
            <Link href={`${base}/builds/${b.id}`} className="font-mono text-accent hover:underline">
              {shortSha(b.commit)}
            </Link>
            <span className="min-w-0 truncate">{b.branch}</span>
            <span className="text-muted">{b.packCount} packs</span>
            {b.weakened > 0 && <span className="font-medium text-error">{b.weakened} policy weakened</span>}
            {b.regressions > 0 && (
              <span className="text-warn">
                {b.regressions} regression{b.regressions === 1 ? '' : 's'}
              </span>
            )}
            <span className="ml-auto text-xs text-faint">{when(b.at)}</span>
          </li>
        ))}
      </ul>
      {builds.length === BUILDS_SHOWN && (
        <Link
          href={`${base}?before=${builds.at(-1)!.id}`}
          className="mt-2 inline-block text-sm text-accent hover:underline"
        >
          Older builds
        </Link>
      )}
      <h2 className="mt-8 mb-2 text-lg font-semibold">Audit log</h2>
      <p className="mb-2 text-sm text-muted">
        Every decision and token change, newest first; the log is append-only (the database refuses edits).{' '}
        <code className="font-mono">packstudio server audit {project.slug}</code> prints all of it.
      </p>
      <ul
        className="divide-y divide-line rounded-xl border border-line bg-surface-raised text-sm"
        data-testid="audit-log"
      >
        {audit.map((e) => (
          <li key={e.id} className="grid gap-1 px-4 py-2 sm:grid-cols-[11rem_1fr]">
            <span className="text-xs text-faint">{when(e.at)}</span>
            <span className="min-w-0 break-words">
              <span className="font-medium">{e.actor}</span> {e.action}
              {e.pack && (
                <>
                  {' '}
                  <span className="font-mono">{e.pack}</span> ({e.subject}) at{' '}
                  <Link href={`${base}/builds/${e.buildId}`} className="text-accent hover:underline">
                    build {e.buildId}
                  </Link>
                </>
              )}
              : <span className="text-muted">{e.reason}</span>
            </span>
          </li>
        ))}
      </ul>
      {access.role === 'admin' && (
        <ProjectAccess
          view={{
            project: project.slug,
            csrf: access.actor.kind === 'user' ? access.actor.user.csrf : undefined,
            roles: await store.access.listRoles(project.id),
            tokens: await store.listTokens(project.id),
          }}
        />
      )}
    </main>
  );
}
