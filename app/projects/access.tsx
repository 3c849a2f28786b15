import 'server-only';
import { redirect } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { currentRequest } from '@/app/actions/request-view';
import type { Actor } from '@/lib/node/auth/access';
import { actorOf } from '@/lib/node/auth/access';
import { currentAuthConfig } from '@/lib/node/auth/config';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from '@/lib/node/auth/handler';
import type { Role } from '@/lib/node/builds-store/access-store';
import type { BuildStore, Project } from '@/lib/node/builds-store/types';
import { pageRole } from '@/lib/node/builds-server/reviewer';

/**
 * Who is reading a review page and their role in its project; a reader without a session goes to sign-in (the gate
 * in lib/node/serve.mjs does so first; this holds for a server started another way).
 */
export async function pageAccess(
  store: BuildStore,
  project: Project,
  path: string,
): Promise<{ actor: Actor; role: Role | null }> {
  const access = await pageRole(store, currentAuthConfig(), await currentRequest(), project);
  if (access.actor.kind === 'anonymous') redirect(`${SIGN_IN_PATH}?return=${encodeURIComponent(path)}`);
  return access;
}

/** The page's reader, for the projects list and the sign-out bar. */
export async function pageActor(store: BuildStore, path: string): Promise<Actor> {
  const actor = await actorOf(store, currentAuthConfig(), (await currentRequest()).cookie);
  if (actor.kind === 'anonymous') redirect(`${SIGN_IN_PATH}?return=${encodeURIComponent(path)}`);
  return actor;
}

/** What a project page says to a signed-in reader without a role in it (the same for a project that does not exist). */
export function NoAccess({ slug }: { slug: string }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">No access</h1>
      <p className="mt-2 text-muted" data-testid="no-access">
        You hold no role in a project named <code className="font-mono">{slug}</code>. An admin of it grants one (
        <code className="font-mono">packstudio server role grant</code>).
      </p>
    </main>
  );
}

/** The signed-in reader's name, role and a sign-out button (a form posting the session's CSRF token). */
export function SignedInBar({ actor, role }: { actor: Actor; role?: Role | null }) {
  if (actor.kind !== 'user') return null;
  return (
    <form
      method="post"
      action={SIGN_OUT_PATH}
      className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm text-muted"
      data-testid="signed-in"
    >
      <span className="min-w-0 truncate">
        {actor.user.name}
        {actor.user.email ? ` (${actor.user.email})` : ''}
        {role ? ` · ${role}` : ''}
        {actor.serverAdmin ? ' · server admin' : ''}
      </span>
      <input type="hidden" name="csrf" value={actor.user.csrf} />
      <Button type="submit" variant="ghost">
        Sign out
      </Button>
    </form>
  );
}
