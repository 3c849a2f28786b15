import type { IncomingHttpHeaders } from 'node:http';
import type { Role, SessionUser } from '../builds-store/access-store';
import type { BuildStore, Project } from '../builds-store/types';
import type { AuthConfig } from './config';
import { parseCookies } from './cookies';
import { higherRole, mappedRole, type GroupRole } from './group-roles';
import { sessionCookieName } from './session-cookie';

/**
 * Who is acting on the review server. `open`: sign-in is not configured (the single-user studio, or a server behind
 * STUDIO_TOKEN): every role, and a decision records a typed name. `user`: a signed-in session. `anonymous`: sign-in
 * is configured and this request has no live session.
 */
export type Actor =
  | { kind: 'open' }
  | { kind: 'user'; user: SessionUser; cookie: string; serverAdmin: boolean; groupRoles: readonly GroupRole[] }
  | { kind: 'anonymous' };

/** The actor a request's session cookie names. */
export async function actorOf(store: BuildStore, config: AuthConfig, cookieHeader: string | undefined): Promise<Actor> {
  if (config.mode === 'open') return { kind: 'open' };
  const cookie = parseCookies(cookieHeader).get(sessionCookieName(config));
  const user = cookie ? await store.access.sessionUser(cookie) : null;
  if (!cookie || !user) return { kind: 'anonymous' };
  return {
    kind: 'user',
    user,
    cookie,
    serverAdmin: user.email !== null && config.admins.has(user.email),
    groupRoles: config.groupRoles,
  };
}

/**
 * The actor's role in a project: every role when open, admin for PACKSTUDIO_ADMINS, else the higher of the role
 * granted to its verified e-mail and the one PACKSTUDIO_GROUP_ROLES maps from its provider groups (the provider vouches
 * for those, so they count without a verified e-mail).
 */
export async function roleIn(store: BuildStore, actor: Actor, project: Project): Promise<Role | null> {
  if (actor.kind === 'open') return 'admin';
  if (actor.kind === 'anonymous') return null;
  if (actor.serverAdmin) return 'admin';
  const granted = actor.user.email === null ? null : await store.access.roleOf(project.id, actor.user.email);
  return higherRole(granted, mappedRole(actor.groupRoles, actor.user.groups, project.slug));
}

/** The projects an actor may see: all of them for the open studio and server admins, else those it holds a role in. */
export async function visibleProjects(store: BuildStore, actor: Actor): Promise<Project[]> {
  const all = await store.listProjects();
  if (actor.kind === 'open' || (actor.kind === 'user' && actor.serverAdmin)) return all;
  const roles = await Promise.all(all.map((p) => roleIn(store, actor, p)));
  return all.filter((_, i) => roles[i] !== null);
}

/** How the audit log names a signed-in actor: the provider's name and verified e-mail. */
export function actorLabel(user: SessionUser): string {
  return user.email ? `${user.name} <${user.email}>` : user.name;
}

/**
 * Whether a state-changing request comes from the server's own pages. Browsers send Origin with every POST, PUT
 * and DELETE; it must be the public address (sign-in configured) or the request's own Host (open studio, whose Host
 * the allow-list has already checked). A request without Origin is refused: a form on another site always has one,
 * and CI's calls carry a bearer token, which is not ambient and needs no such check.
 */
export function sameOrigin(headers: IncomingHttpHeaders | Headers, config: AuthConfig): boolean {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : ((headers[name] as string | undefined) ?? null);
  const origin = get('origin');
  if (!origin || origin === 'null') return false;
  if (config.mode === 'oidc') return origin === config.publicUrl.origin;
  const host = get('host');
  return host !== null && (origin === `http://${host}` || origin === `https://${host}`);
}
