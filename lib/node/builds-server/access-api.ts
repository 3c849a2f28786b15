import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { tokensEqual } from '../../studio/server/token';
import { roleIncludes, ROLES, type Role } from '../builds-store/access-store';
import type { BuildStore, Project } from '../builds-store/types';
import { actorLabel, actorOf, roleIn, sameOrigin, type Actor } from '../auth/access';
import type { AuthConfig } from '../auth/config';
import { decisionReason } from './decision-text';

/** Who is calling the API about one project, and with what role. */
export interface ApiAccess {
  project: Project;
  actor: Actor;
  role: Role | null;
  /** `token`: a project's upload token, which reads its own project only where sign-in is not configured. */
  via: 'token' | 'session';
}

export type AccessAnswer = { ok: true; access: ApiAccess } | { ok: false; status: 401 | 403 | 404; error: string };

export const CSRF_HEADER = 'x-csrf-token';
const BEARER = /^Bearer (pst_[A-Za-z0-9_-]{1,100})$/;
export const TOKEN_NEEDED = "a project's upload token is needed: Authorization: Bearer pst_…";

/**
 * May this request read the project? With sign-in configured: a signed-in viewer (or more) of it; an upload token
 * only uploads. Without sign-in (the open studio, whose pages the API bypasses): the project's own upload token, the
 * one credential the API has there. A project that does not exist and one the caller may not see answer alike.
 */
export async function projectAccess(
  req: IncomingMessage,
  slug: string,
  store: BuildStore,
  auth: AuthConfig,
): Promise<AccessAnswer> {
  const bearer = req.headers.authorization;
  if (auth.mode === 'oidc') {
    if (bearer)
      return { ok: false, status: 403, error: 'an upload token only uploads builds; reading needs a signed-in viewer' };
    const actor = await actorOf(store, auth, req.headers.cookie);
    if (actor.kind !== 'user') return { ok: false, status: 401, error: 'sign in first: /auth/login' };
    const project = await store.getProject(slug);
    const role = project && (await roleIn(store, actor, project));
    if (!project || !role) return { ok: false, status: 404, error: `no project "${slug}" you may see` };
    return { ok: true, access: { project, actor, role, via: 'session' } };
  }
  const match = BEARER.exec(bearer ?? '');
  const owner = match ? await store.projectOfToken(match[1]!) : null;
  if (!owner || owner.project.slug !== slug) return { ok: false, status: 401, error: TOKEN_NEEDED };
  return { ok: true, access: { project: owner.project, actor: { kind: 'open' }, role: 'viewer', via: 'token' } };
}

const DecisionBody = z.strictObject({
  pack: z.string().min(1).max(200),
  subject: z.enum(['policy', 'regression']),
  decision: z.enum(['approve', 'refuse']),
  reason: decisionReason,
});
const RoleBody = z.strictObject({
  email: z
    .string()
    .trim()
    .regex(/^[^@\s]{1,100}@[^@\s]{1,200}$/, 'an e-mail address'),
  role: z.enum(ROLES),
});
const TokenBody = z.strictObject({ label: z.string().trim().min(1).max(80).optional() });

/**
 * The routes of a project that need more than reading: decisions (reviewer), roles and tokens (admin). Every one
 * needs a signed-in session, its Origin and its CSRF token (header x-csrf-token, from /auth/me or the page); an upload
 * token never reaches them. Answers false for a route that is not one of these.
 */
export async function handleAccessRoutes(
  req: IncomingMessage,
  res: ServerResponse,
  access: ApiAccess,
  route: readonly (string | undefined)[],
  store: BuildStore,
  auth: AuthConfig,
): Promise<boolean> {
  const [section, id, tail] = route;
  const isDecision = section === 'builds' && /^\d{1,12}$/.test(id ?? '') && tail === 'decisions';
  if (!isDecision && section !== 'roles' && section !== 'tokens') return false;
  const needed: Role = isDecision ? 'reviewer' : 'admin';
  if (access.via !== 'session' || access.actor.kind !== 'user')
    return send(res, 403, { error: 'only a signed-in user may; an upload token only uploads builds' });
  const user = access.actor.user;
  if (!roleIncludes(access.role, needed))
    return send(res, 403, { error: `${needed} role needed in ${access.project.slug}; yours is ${access.role}` });
  const write = req.method !== 'GET' && req.method !== 'HEAD';
  if (write && (!sameOrigin(req.headers, auth) || !tokensEqual(header(req, CSRF_HEADER), user.csrf)))
    return send(res, 403, { error: 'refused: not from this server’s own page (Origin and x-csrf-token)' });
  const actor = actorLabel(user);
  const project = access.project;

  if (isDecision && req.method === 'POST') {
    const body = DecisionBody.safeParse(await readBody(req));
    if (!body.success) return send(res, 422, { error: issue(body.error) });
    if (!(await store.getBuild(project.id, Number(id)))) return send(res, 404, { error: `no build ${id}` });
    try {
      const decision = await store.decide({ projectId: project.id, buildId: Number(id), actor, ...body.data });
      return send(res, 201, { decision });
    } catch (error) {
      return send(res, 422, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (section === 'roles' && id === undefined && req.method === 'GET')
    return send(res, 200, { roles: await store.access.listRoles(project.id) });
  if (section === 'roles' && id === undefined && req.method === 'POST') {
    const body = RoleBody.safeParse(await readBody(req));
    if (!body.success) return send(res, 422, { error: issue(body.error) });
    await store.access.grantRole(project.id, body.data.email, body.data.role, actor);
    return send(res, 200, { email: body.data.email.toLowerCase(), role: body.data.role });
  }
  if (section === 'roles' && id !== undefined && tail === undefined && req.method === 'DELETE') {
    const revoked = await store.access.revokeRole(project.id, id, actor);
    return send(res, revoked ? 200 : 404, revoked ? { revoked: id } : { error: `${id} holds no role here` });
  }
  if (section === 'tokens' && id === undefined && req.method === 'GET')
    return send(res, 200, { tokens: await store.listTokens(project.id) });
  if (section === 'tokens' && id === undefined && req.method === 'POST') {
    const body = TokenBody.safeParse(await readBody(req));
    if (!body.success) return send(res, 422, { error: issue(body.error) });
    const created = await store.createToken(project.id, body.data.label ?? 'ci', actor);
    return send(res, 201, { ...created, note: 'shown this once: only its hash is kept' });
  }
  if (section === 'tokens' && /^\d{1,12}$/.test(id ?? '') && tail === undefined && req.method === 'DELETE') {
    const revoked = await store.revokeToken(project.id, Number(id), actor);
    return send(res, revoked ? 200 : 404, revoked ? { revoked: Number(id) } : { error: `no live token ${id}` });
  }
  return send(res, 405, { error: `${req.method} is not answered here` });
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
};

const issue = (error: z.ZodError) => {
  const first = error.issues[0]!;
  return `${first.path.map(String).join('.') || 'the body'}: ${first.message}`;
};

const MAX_BODY = 16 * 1024;

/** A small JSON body; anything else is an empty object, which the schema then refuses with its reason. */
async function readBody(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return {};
  let text = '';
  for await (const chunk of req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > MAX_BODY) return {};
  }
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
}
