import type { IncomingMessage, ServerResponse } from 'node:http';
import { tokensEqual } from '../../studio/server/token';
import type { BuildStore } from '../builds-store/types';
import { actorOf, sameOrigin } from './access';
import type { AuthConfig } from './config';
import { parseCookies, serializeCookie } from './cookies';
import {
  CALLBACK_PATH,
  finishSignIn,
  providerSignOutUrl,
  SIGNED_OUT_PATH,
  startSignIn,
  type SignInTransaction,
} from './oidc';
import { RateLimiter } from './rate-limit';
import { isSecure, sessionCookieName, SIGN_IN_COOKIE } from './session-cookie';

type OidcConfig = Extract<AuthConfig, { mode: 'oidc' }>;

export const AUTH_PREFIX = '/auth/';
export const SIGN_IN_PATH = '/auth/login';
export const SIGN_OUT_PATH = '/auth/logout';
export { SIGNED_OUT_PATH };
/** The signed-in user and the session's CSRF token, for scripts that call the API with the session. */
export const ME_PATH = '/auth/me';

/** Ten minutes to sign in at the provider: the transaction cookie lives that long. */
const SIGN_IN_SECONDS = 600;

/** The one sign-in limiter of each config (a process has one config; tests pass their own limiter and clock). */
const limiters = new WeakMap<OidcConfig, RateLimiter>();
function limiterFor(config: OidcConfig): RateLimiter {
  let limiter = limiters.get(config);
  if (!limiter) limiters.set(config, (limiter = new RateLimiter(config.signInPerMinute, 60_000)));
  return limiter;
}

/**
 * Sign-in and sign-out (OpenID Connect authorization code flow with PKCE), answered by lib/node/serve.mjs before Next.
 * Answers false for a path that is not under /auth/.
 */
export async function handleAuth(
  req: IncomingMessage,
  res: ServerResponse,
  options: { store: BuildStore; config: OidcConfig; limiter?: RateLimiter },
): Promise<boolean> {
  const url = new URL(req.url ?? '/', options.config.publicUrl);
  if (!url.pathname.startsWith(AUTH_PREFIX)) return false;
  const { config, store } = options;
  if (url.pathname === SIGN_IN_PATH || url.pathname === CALLBACK_PATH) {
    // Per address of the connection: behind a reverse proxy that is the proxy's, so its limit is the whole site's.
    const taken = (options.limiter ?? limiterFor(config)).take(req.socket.remoteAddress ?? 'unknown');
    if (!taken.ok) return tooMany(res, taken.retryAfterSeconds);
  }
  try {
    if (url.pathname === SIGN_IN_PATH && isRead(req)) {
      const { url: provider, transaction } = await startSignIn(config, safeReturn(url.searchParams.get('return')));
      return redirect(res, provider.href, [
        serializeCookie(SIGN_IN_COOKIE, Buffer.from(JSON.stringify(transaction)).toString('base64url'), {
          path: AUTH_PREFIX,
          maxAgeSeconds: SIGN_IN_SECONDS,
          secure: isSecure(config),
        }),
      ]);
    }
    if (url.pathname === CALLBACK_PATH && isRead(req)) {
      const transaction = readTransaction(parseCookies(req.headers.cookie).get(SIGN_IN_COOKIE));
      if (!transaction)
        return page(res, 400, 'Sign-in expired', 'This sign-in was started too long ago or in another browser.');
      let identity;
      try {
        identity = await finishSignIn(config, url, transaction);
      } catch (error) {
        // The provider's own error (access_denied…) or a failed check (state, nonce, PKCE, signature): say which.
        const reason = error instanceof Error ? error.message : String(error);
        return page(res, 400, 'Sign-in failed', `The identity provider's answer was not accepted: ${reason}`);
      }
      const { cookie } = await store.access.createSession(identity, {
        absoluteMs: config.sessionMs,
        idleMs: config.sessionIdleMs,
      });
      return redirect(res, new URL(safeReturn(transaction.returnTo), config.publicUrl).href, [
        sessionCookie(config, cookie, config.sessionMs / 1000),
        serializeCookie(SIGN_IN_COOKIE, '', { path: AUTH_PREFIX, maxAgeSeconds: 0, secure: isSecure(config) }),
      ]);
    }
    if (url.pathname === SIGN_OUT_PATH && req.method === 'POST') {
      const actor = await actorOf(store, config, req.headers.cookie);
      if (actor.kind === 'user') {
        // A cross-site form must not sign a reviewer out: same Origin, and the session's token in the form.
        const form = new URLSearchParams(await readSmallBody(req));
        if (!sameOrigin(req.headers, config) || !tokensEqual(form.get('csrf'), actor.user.csrf))
          return page(res, 403, 'Not signed out', 'The request did not come from this server’s own page.');
        await store.access.endSession(actor.cookie);
        // Signed out here; then at the provider too when it offers that, or its session signs the user straight back in.
        const atProvider = await providerSignOutUrl(config, actor.user.idToken).catch((error: unknown) => {
          console.error('Pack Studio sign-out: the provider could not be asked to sign out too:', error);
          return null;
        });
        if (atProvider) return leaveForProvider(res, atProvider, sessionCookie(config, '', 0));
      }
      return redirect(res, new URL(SIGNED_OUT_PATH, config.publicUrl).href, [sessionCookie(config, '', 0)]);
    }
    if (url.pathname === SIGNED_OUT_PATH && isRead(req))
      return page(res, 200, 'Signed out', 'You are signed out of this Pack Studio server.', true);
    if (url.pathname === ME_PATH && isRead(req)) {
      const actor = await actorOf(store, config, req.headers.cookie);
      if (actor.kind !== 'user') return json(res, 401, { error: 'not signed in' });
      const { name, email, csrf, expiresAt } = actor.user;
      return json(res, 200, { name, email, csrf, expiresAt, serverAdmin: actor.serverAdmin });
    }
    return page(res, 404, 'Not found', 'No such sign-in page.');
  } catch (error) {
    console.error('Pack Studio sign-in:', error);
    return page(
      res,
      502,
      'Sign-in unavailable',
      'The identity provider could not be reached; the server log says why.',
    );
  }
}

function sessionCookie(config: OidcConfig, value: string, maxAgeSeconds: number): string {
  return serializeCookie(sessionCookieName(config), value, { path: '/', maxAgeSeconds, secure: isSecure(config) });
}

const isRead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/** A path on this server to go back to after sign-in; anything else (another site, `//host`, `/\host`) is `/`. */
export function safeReturn(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return '/';
  return value.slice(0, 2000);
}

function readTransaction(value: string | undefined): SignInTransaction | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    const fields = ['state', 'nonce', 'verifier', 'returnTo'] as const;
    return fields.every((f) => typeof parsed[f] === 'string') ? (parsed as unknown as SignInTransaction) : null;
  } catch {
    return null;
  }
}

async function readSmallBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 4096) break;
  }
  return text;
}

function redirect(res: ServerResponse, location: string, cookies: string[]): true {
  res.writeHead(303, { location, 'set-cookie': cookies, 'cache-control': 'no-store' });
  res.end();
  return true;
}

/**
 * The step from this server's sign-out to the provider's: a page that moves on at once, not a redirect, because the
 * sign-out is a form and the pages' CSP (form-action 'self') stops a form's redirect chain at another origin.
 */
function leaveForProvider(res: ServerResponse, provider: URL, clearSession: string): true {
  const href = esc(provider.href);
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'set-cookie': [clearSession],
    'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>Pack Studio — Signing out</title></head>
<body><p>Signed out of this server. Signing you out at ${esc(provider.host)}: <a href="${href}">continue</a>.</p></body></html>`);
  return true;
}

function tooMany(res: ServerResponse, retryAfterSeconds: number): true {
  res.writeHead(429, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
  });
  res.end(`too many sign-in attempts from this address: try again in ${retryAfterSeconds} s\n`);
  return true;
}

function json(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of its own: no script, inline style only (its CSP says so). */
function page(res: ServerResponse, status: number, title: string, text: string, signInLink = status !== 404): true {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pack Studio — ${esc(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;background:#fafafa;color:#18181b;display:grid;place-items:center;min-height:100vh;margin:0}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}a{color:#a5b4fc}}main{width:min(28rem,90vw)}h1{font-size:1.125rem}a{color:#4f46e5}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(text)}</p>${signInLink ? `<p><a href="${SIGN_IN_PATH}">Sign in</a></p>` : ''}</main></body></html>`);
  return true;
}
