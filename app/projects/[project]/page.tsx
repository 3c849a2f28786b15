import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AuditLog } from '@/components/builds/audit-log';
import { BuildList } from '@/components/builds/build-list';
import { ProjectPacks } from '@/components/builds/project-packs';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import type { BuildStore, Project } from '@/lib/node/builds-store/types';
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
  const { matrix, builds, audit } = await projectPageData(store, project.id, after, before);
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
      <ProjectPacks
        view={{ project: project.slug, builds: matrix.builds, packs: matrix.packs, nextPack: matrix.nextPack }}
        base={base}
        paged={after !== undefined}
        perPage={PACKS_PER_PAGE}
      />
      <h2 className="mt-8 mb-2 text-lg font-semibold">Builds</h2>
      <BuildList base={base} builds={builds} />
      {builds.length === BUILDS_SHOWN && (
        <Link
          href={`${base}?before=${builds.at(-1)!.id}`}
          className="mt-2 inline-block text-sm text-accent hover:underline"
        >
          Older builds
        </Link>
      )}
      <AuditLog base={base} project={project.slug} entries={audit} />
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

/** The page's three keyed ranges, read at once: a page of packs × builds, a page of builds, the latest audit. */
async function projectPageData(store: BuildStore, projectId: Project['id'], after?: string, before?: string) {
  const beforeId = before && /^\d{1,12}$/.test(before) ? Number(before) : undefined;
  const [matrix, builds, audit] = await Promise.all([
    store.projectMatrix(projectId, { afterPack: after, packs: PACKS_PER_PAGE, builds: BUILDS_SHOWN }),
    store.listBuilds(projectId, { before: beforeId, limit: BUILDS_SHOWN }),
    store.auditLog(projectId, { limit: AUDIT_SHOWN }),
  ]);
  return { matrix, builds, audit };
}
