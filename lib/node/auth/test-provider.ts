import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider for the tests (oidc-provider, the certified implementation), on an ephemeral
 * 127.0.0.1 port, with its development login and consent pages. Any login signs in; the account's e-mail is the
 * login, verified unless it starts with "unverified"; its `groups` (scope `groups`) are the dot-separated words after
 * a `+` in the login (`pam+platform.staff@…` is in platform and staff). It offers RP-initiated logout (back to
 * /auth/signed-out beside the redirect URI) unless `logout: false`.
 */
export async function startTestProvider(
  redirectUri: () => string,
  options: { logout?: boolean } = {},
): Promise<{ issuer: string; close: () => Promise<void> }> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'packstudio',
        client_secret: 'test-secret',
        redirect_uris: [redirectUri()],
        post_logout_redirect_uris: [new URL('/auth/signed-out', redirectUri()).href],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    features: { rpInitiatedLogout: { enabled: options.logout !== false } },
    cookies: { keys: ['a test key, not a secret'] },
    // Lifetimes of its own, so the provider does not print a notice for each default it falls back to.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: id,
          email_verified: !id.startsWith('unverified'),
          name: `User ${id.split('@')[0]}`,
          groups: /\+([^@]+)@/.exec(id)?.[1]?.split('.') ?? [],
        }),
      };
    },
  });
  handle = provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Cookies per origin, as a browser keeps them (names only: the tests' paths never collide). */
export class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();

  store(url: string, response: Response): void {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair!.slice(eq + 1).trim() === '';
      if (expired) jar.delete(name);
      else jar.set(name, pair!.slice(eq + 1).trim());
    }
    this.jars.set(origin, jar);
  }

  header(url: string): string {
    const jar = this.jars.get(new URL(url).origin);
    return jar ? [...jar].map(([n, v]) => `${n}=${v}`).join('; ') : '';
  }

  get(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).origin)?.get(name);
  }
}

/** One request as a browser sends it: with the jar's cookies, no redirect followed, Set-Cookie kept. */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(url, response);
  return response;
}

/**
 * Drives the code flow from `start` (the server's /auth/login) as a browser would, following each redirect by hand
 * and submitting the provider's login and consent forms; answers the last response (the server's redirect home).
 */
export async function signInThrough(
  jar: CookieJar,
  start: string,
  login: string,
  appOrigin: string,
): Promise<Response> {
  let url = start;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const response = await browse(jar, url, init);
    init = {};
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url).href;
      // Back home from the callback: the sign-in is done.
      if (new URL(url).origin === appOrigin && new URL(url).pathname === '/auth/callback') return response;
      url = next;
      continue;
    }
    if (response.status !== 200 || new URL(url).origin === appOrigin) return response;
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`the provider's page has no form to submit: ${html.slice(0, 300)}`);
    const body = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    init = { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the sign-in did not finish in 20 steps');
}
