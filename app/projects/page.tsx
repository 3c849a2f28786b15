import type { Metadata } from 'next';
import Link from 'next/link';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { isReviewServer } from '@/lib/node/builds-server/mode';
import { NotAReviewServer } from './server-only-note';
import { pageActor, SignedInBar } from './access';
import { visibleProjects } from '@/lib/node/auth/access';

export const metadata: Metadata = { title: 'Projects' };

/** Every project of the review server, each a repository of packs whose CI uploads builds. */
export default async function ProjectsPage() {
  if (!isReviewServer()) return <NotAReviewServer />;
  const store = await currentBuildStore();
  const actor = await pageActor(store, '/projects');
  const projects = await visibleProjects(store, actor);
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <SignedInBar actor={actor} />
      <h1 className="text-2xl font-semibold tracking-tight">Projects</h1>
      {projects.length === 0 && actor.kind === 'user' && !actor.serverAdmin ? (
        <p className="mt-2 text-muted">
          You hold a role in no project yet: an admin of one grants it (
          <code className="font-mono">packstudio server role grant SLUG {actor.user.email ?? 'EMAIL'} viewer</code>).
        </p>
      ) : projects.length === 0 ? (
        <p className="mt-2 text-muted">
          No project yet: <code className="font-mono">packstudio server project create SLUG</code>, then a token for its
          CI with <code className="font-mono">packstudio server token create SLUG</code>.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface-raised">
          {projects.map((p) => (
            <li key={p.id} className="px-4 py-3">
              <Link
                href={`/projects/${encodeURIComponent(p.slug)}`}
                className="font-medium text-accent hover:underline"
              >
                {p.name}
              </Link>
              <span className="ml-2 text-sm text-muted">base branch {p.baseBranch}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
