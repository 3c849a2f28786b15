import { roleIncludes, type Role } from '../builds-store/access-store';
import type { BuildStore, Project } from '../builds-store/types';
import { actorLabel, actorOf, roleIn, sameOrigin, type Actor } from '../auth/access';
import type { AuthConfig } from '../auth/config';
import { tokensEqual } from '../../studio/server/token';
import { MAX_REVIEWER_NAME, typedReviewerName } from './decision-text';

/**
 * Who a decision is recorded under. With sign-in configured: the signed-in user as the identity provider names them,
 * when their role in the project is reviewer or admin. Without (the open studio): a name the reviewer types, which
 * the audit log keeps marked as unverified.
 */
export { MAX_REVIEWER_NAME };

export function reviewerOf(typedName: string): string {
  return `${typedName.trim()} (name typed, not signed in)`;
}

/** How a page's decision forms say who decides: a typed name, or the session (with its CSRF token); null: may not. */
export type ReviewerView = { kind: 'typed' } | { kind: 'signed-in'; name: string; csrf: string };

/** The request a page or an action is answering, as the Next side reads it from next/headers. */
export interface RequestView {
  cookie: string | undefined;
  headers: Headers;
}

/** The actor of a page's request and its role in the project (every role for the open studio). */
export async function pageRole(
  store: BuildStore,
  auth: AuthConfig,
  request: RequestView,
  project: Project,
): Promise<{ actor: Actor; role: Role | null }> {
  const actor = await actorOf(store, auth, request.cookie);
  return { actor, role: await roleIn(store, actor, project) };
}

export function reviewerView(actor: Actor, role: Role | null): ReviewerView | null {
  if (actor.kind === 'open') return { kind: 'typed' };
  if (actor.kind !== 'user' || !roleIncludes(role, 'reviewer')) return null;
  return { kind: 'signed-in', name: actorLabel(actor.user), csrf: actor.user.csrf };
}

/**
 * Who decides, for the approve/refuse action, or why they may not: a reviewer of this project, whose form came from
 * this server (Origin) and carries the session's CSRF token. Without sign-in, the typed name.
 */
export async function decidingActor(
  store: BuildStore,
  auth: AuthConfig,
  request: RequestView,
  project: Project,
  form: { reviewer?: string; csrf?: string },
): Promise<{ ok: true; actor: string } | { ok: false; error: string }> {
  if (auth.mode === 'open') {
    const parsed = typedReviewerName.safeParse(form.reviewer ?? '');
    const typed = parsed.success ? parsed.data : '';
    if (!typed) return { ok: false, error: parsed.success ? 'your name is needed' : parsed.error.issues[0]!.message };
    return { ok: true, actor: reviewerOf(typed) };
  }
  return signedInActor(store, auth, request, project, 'reviewer', form.csrf);
}

/** Who acts in a project's admin actions (roles, tokens): an admin of it, from this server's page with its token. */
export async function adminActor(
  store: BuildStore,
  auth: AuthConfig,
  request: RequestView,
  project: Project,
  csrf: string | undefined,
): Promise<{ ok: true; actor: string } | { ok: false; error: string }> {
  if (auth.mode === 'open') return { ok: true, actor: 'the studio (not signed in)' };
  return signedInActor(store, auth, request, project, 'admin', csrf);
}

async function signedInActor(
  store: BuildStore,
  auth: AuthConfig,
  request: RequestView,
  project: Project,
  needed: Role,
  csrf: string | undefined,
): Promise<{ ok: true; actor: string } | { ok: false; error: string }> {
  const { actor, role } = await pageRole(store, auth, request, project);
  if (actor.kind !== 'user') return { ok: false, error: 'sign in first' };
  if (!roleIncludes(role, needed))
    return { ok: false, error: `${needed} role needed in ${project.slug}; yours is ${role ?? 'none'}` };
  if (!sameOrigin(request.headers, auth) || !tokensEqual(csrf, actor.user.csrf))
    return { ok: false, error: 'refused: the form did not come from this server’s own page' };
  return { ok: true, actor: actorLabel(actor.user) };
}
