import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildStore } from '../builds-store/types';
import { actorOf } from './access';
import type { AuthConfig } from './config';
import { AUTH_PREFIX, handleAuth, SIGN_IN_PATH } from './handler';
import type { RateLimiter } from './rate-limit';

type OidcConfig = Extract<AuthConfig, { mode: 'oidc' }>;

/** Files that carry no data: the pages' chunks, styles and the icon. */
const PUBLIC = /^\/(?:_next\/static\/|_next\/image|favicon\.ico$|icon\.)/;
/** The review pages, where each page checks the role in its project. */
const PROJECT_PAGES = /^\/projects(?:\/|$)/;

/**
 * What lib/node/serve.mjs asks of every request when sign-in is configured, after the Host allow-list and before the
 * API and Next: the sign-in routes are answered here; every page needs a live session (a GET without one goes to
 * sign-in and comes back); the review pages are for every signed-in user, their roles checked by each page and
 * action; the rest of the studio (the server's own workspace, its editor and its runs) is for server admins only.
 * True when it answered the request.
 */
export async function gateRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { store: BuildStore; config: OidcConfig; apiPrefix: string; limiter?: RateLimiter },
): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://server').pathname;
  if (path.startsWith(AUTH_PREFIX)) return handleAuth(req, res, options);
  if (path.startsWith(options.apiPrefix) || PUBLIC.test(path)) return false;
  let actor;
  try {
    actor = await actorOf(options.store, options.config, req.headers.cookie);
  } catch (error) {
    console.error('Pack Studio: the session could not be read:', error);
    return refuse(res, 503, 'the session store does not answer; the server log says why');
  }
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  if (actor.kind !== 'user') {
    if (isRead) {
      res.writeHead(303, { location: `${SIGN_IN_PATH}?return=${encodeURIComponent(req.url ?? '/')}` });
      res.end();
      return true;
    }
    return refuse(res, 401, 'not signed in: sign in at /auth/login first');
  }
  if (PROJECT_PAGES.test(path) || actor.serverAdmin) return false;
  if (isRead && path === '/') {
    res.writeHead(303, { location: '/projects' });
    res.end();
    return true;
  }
  return refuse(
    res,
    403,
    "this server's own studio is for its admins (PACKSTUDIO_ADMINS); your projects are at /projects",
  );
}

function refuse(res: ServerResponse, status: number, message: string): true {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${message}\n`);
  return true;
}
