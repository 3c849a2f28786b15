import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPgSchema, openBuildStore, pgAnswers, type StoreOptions } from '../builds-store/open';
import { finding, packReport } from '../builds-store/test-reports';
import type { BuildStore } from '../builds-store/types';
import { API_PREFIX, handleApi } from '../builds-server/api';
import { actorOf, roleIn } from './access';
import { authConfigFromEnv, type AuthConfig } from './config';
import { gateRequest } from './gate';
import { RateLimiter } from './rate-limit';
import { browse, CookieJar, signInThrough, startTestProvider } from './test-provider';

/**
 * Sign-in and roles end to end against a real OpenID Connect provider (oidc-provider on 127.0.0.1): the server as
 * lib/node/serve.mjs puts it together (the gate, then the API; Next's pages answer 404 here), driven with fetch as a
 * browser would, on SQLite always and on PostgreSQL when it answers.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = await pgAnswers(PG_URL);
if (!pg.ok) console.warn(`sign-in: PostgreSQL suite skipped, nothing answers at ${PG_URL}: ${pg.reason}`);

const BACKENDS: { name: string; available: boolean; options: StoreOptions }[] = [
  { name: 'SQLite', available: true, options: { sqlitePath: ':memory:' } },
  {
    name: 'PostgreSQL',
    available: pg.ok,
    options: { databaseUrl: PG_URL, pgSchema: `ps_signin_${randomBytes(6).toString('hex')}`, poolSize: 2 },
  },
];

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`sign-in and roles on ${backend.name}`, () => {
    let store: BuildStore;
    let app: Server;
    let appUrl: string;
    let provider: Awaited<ReturnType<typeof startTestProvider>>;
    let config: Extract<AuthConfig, { mode: 'oidc' }>;
    let token: string;
    let tokenId: number;
    let buildId: number;
    /** The sessions' clock runs this far ahead of the wall clock when a test moves it (never a sleep). */
    let ahead = 0;
    /** The sign-in limiter the server uses: roomy, but for the test of the limit. */
    let limiter = new RateLimiter(10_000, 60_000);

    beforeAll(async () => {
      store = await openBuildStore({ ...backend.options, now: () => Date.now() + ahead });
      app = createServer((req, res) => {
        void (async () => {
          if (await gateRequest(req, res, { store, config, apiPrefix: API_PREFIX, limiter })) return;
          if (await handleApi(req, res, { store, auth: config, publicUrl: appUrl })) return;
          res.writeHead(404).end('a page Next would render');
        })();
      });
      await new Promise<void>((done) => app.listen(0, '127.0.0.1', done));
      appUrl = `http://127.0.0.1:${(app.address() as { port: number }).port}`;
      provider = await startTestProvider(() => `${appUrl}/auth/callback`);
      const parsed = authConfigFromEnv({
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'packstudio',
        OIDC_CLIENT_SECRET: 'test-secret',
        PACKSTUDIO_PUBLIC_URL: appUrl,
        PACKSTUDIO_ADMINS: 'Boss@Example.test',
        PACKSTUDIO_SESSION_IDLE_MINUTES: '30',
        OIDC_EXTRA_SCOPES: 'groups',
        PACKSTUDIO_GROUP_ROLES: 'registry:platform=admin,registry:sec=reviewer,*:staff=viewer',
      });
      if (parsed.mode !== 'oidc') throw new Error('expected the OIDC settings to be read');
      config = parsed;
      const project = await store.createProject({ slug: 'registry', actor: 'test' });
      await store.access.grantRole(project.id, 'vera@example.test', 'viewer', 'test');
      await store.access.grantRole(project.id, 'rex@example.test', 'reviewer', 'test');
      await store.access.grantRole(project.id, 'unverified@example.test', 'reviewer', 'test');
      await store.access.grantRole(project.id, 'gus+staff@example.test', 'reviewer', 'test');
      await store.access.grantRole(project.id, 'sam+sec@example.test', 'viewer', 'test');
      ({ token, id: tokenId } = await store.createToken(project.id, 'ci', 'test'));
      const upload = await fetch(`${appUrl}/api/v1/builds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          commit: 'a'.repeat(40),
          branch: 'main',
          packs: [{ report: packReport('ledger', [finding({ id: 'M009', severity: 'error' })]) }],
        }),
      });
      expect(upload.status).toBe(201);
      buildId = ((await upload.json()) as { build: { id: number } }).build.id;
    });

    afterAll(async () => {
      await new Promise((done) => app.close(done));
      await provider.close();
      await store.close();
      if (backend.options.pgSchema) await dropPgSchema(PG_URL, backend.options.pgSchema);
    });

    async function signIn(login: string, returnTo = '/projects/registry') {
      const jar = new CookieJar();
      const home = await signInThrough(
        jar,
        `${appUrl}/auth/login?return=${encodeURIComponent(returnTo)}`,
        login,
        appUrl,
      );
      const me = await browse(jar, `${appUrl}/auth/me`);
      return {
        jar,
        home,
        me: me.status === 200 ? ((await me.json()) as { email: string | null; csrf: string }) : null,
      };
    }

    const decide = (jar: CookieJar, csrf: string | null, origin: string | null = appUrl) =>
      browse(jar, `${appUrl}${API_PREFIX}projects/registry/builds/${buildId}/decisions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(origin ? { origin } : {}),
          ...(csrf ? { 'x-csrf-token': csrf } : {}),
        },
        body: JSON.stringify({
          pack: 'ledger',
          subject: 'regression',
          decision: 'approve',
          reason: 'known, fixed next',
        }),
      });

    it('sends a visitor without a session to sign in, and back to the page asked for with an httpOnly Lax cookie', async () => {
      const jar = new CookieJar();
      const page = await browse(jar, `${appUrl}/projects/registry?after=x`);
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe(
        `/auth/login?return=${encodeURIComponent('/projects/registry?after=x')}`,
      );
      expect((await browse(jar, `${appUrl}${API_PREFIX}projects/registry`)).status).toBe(401);

      const login = await browse(jar, `${appUrl}/auth/login?return=%2Fprojects%2Fregistry`);
      const authorize = new URL(login.headers.get('location')!);
      expect(authorize.origin).toBe(provider.issuer);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${appUrl}/auth/callback`);
      for (const p of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(p)).toMatch(/^.{20,}$/);

      const { jar: signedIn, home, me } = await signIn('rex@example.test');
      expect(home.status).toBe(303);
      expect(home.headers.get('location')).toBe(`${appUrl}/projects/registry`);
      const setCookie = home.headers.getSetCookie().find((c) => c.startsWith('packstudio_session='))!;
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(me).toMatchObject({ email: 'rex@example.test' });
      expect((await browse(signedIn, `${appUrl}/projects/registry`)).status).toBe(404); // passed on to the pages
    });

    it('lets a viewer read and refuses its approval (403); a reviewer approves, under its verified name', async () => {
      const viewer = await signIn('vera@example.test');
      const read = await browse(viewer.jar, `${appUrl}${API_PREFIX}projects/registry/builds/${buildId}`);
      expect(read.status).toBe(200);
      const refused = await decide(viewer.jar, viewer.me!.csrf);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toMatch(/reviewer role needed.*yours is viewer/);

      const reviewer = await signIn('rex@example.test');
      const approved = await decide(reviewer.jar, reviewer.me!.csrf);
      expect(approved.status).toBe(201);
      const log = await store.auditLog((await store.getProject('registry'))!.id);
      expect(log.filter((e) => e.action === 'approve').map((e) => e.actor)).toEqual(['User rex <rex@example.test>']);
    });

    it('gives no role to an e-mail the provider does not vouch for, nor to a stranger', async () => {
      const unverified = await signIn('unverified@example.test');
      expect(unverified.me).toMatchObject({ email: null });
      expect((await browse(unverified.jar, `${appUrl}${API_PREFIX}projects/registry`)).status).toBe(404);
      const stranger = await signIn('eve@example.test');
      expect((await browse(stranger.jar, `${appUrl}${API_PREFIX}projects/registry`)).status).toBe(404);
      // Not an admin: the review pages only, never the server's own studio.
      expect((await browse(stranger.jar, `${appUrl}/`)).headers.get('location')).toBe('/projects');
      expect((await browse(stranger.jar, `${appUrl}/packs/ledger`)).status).toBe(403);
      expect((await browse(stranger.jar, `${appUrl}/packs/ledger`, { method: 'POST' })).status).toBe(403);
    });

    it('refuses a cross-origin or token-less decision from a signed-in reviewer, recording nothing', async () => {
      const reviewer = await signIn('rex@example.test');
      const projectId = (await store.getProject('registry'))!.id;
      const before = (await store.auditLog(projectId)).length;
      expect((await decide(reviewer.jar, reviewer.me!.csrf, 'http://evil.example')).status).toBe(403);
      expect((await decide(reviewer.jar, reviewer.me!.csrf, null)).status).toBe(403);
      expect((await decide(reviewer.jar, null)).status).toBe(403);
      expect((await decide(reviewer.jar, 'x'.repeat(43))).status).toBe(403);
      expect((await store.auditLog(projectId)).length).toBe(before);
    });

    it('refuses a callback whose state is not the one this browser started with', async () => {
      const jar = new CookieJar();
      await browse(jar, `${appUrl}/auth/login`);
      const forged = await browse(jar, `${appUrl}/auth/callback?code=stolen&state=not-mine`);
      expect(forged.status).toBe(400);
      expect(await forged.text()).toMatch(/not accepted/);
      expect((await browse(new CookieJar(), `${appUrl}/auth/callback?code=x&state=y`)).status).toBe(400);
    });

    it('keeps upload tokens to uploading; an admin creates and revokes one, and the revoked one is refused', async () => {
      const asToken = await fetch(`${appUrl}${API_PREFIX}projects/registry`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asToken.status).toBe(403);
      const reviewer = await signIn('rex@example.test');
      const headers = (csrf: string) => ({ 'content-type': 'application/json', origin: appUrl, 'x-csrf-token': csrf });
      const notAdmin = await browse(reviewer.jar, `${appUrl}${API_PREFIX}projects/registry/tokens`, {
        method: 'POST',
        headers: headers(reviewer.me!.csrf),
        body: '{}',
      });
      expect(notAdmin.status).toBe(403);

      const admin = await signIn('boss@example.test');
      const created = await browse(admin.jar, `${appUrl}${API_PREFIX}projects/registry/tokens`, {
        method: 'POST',
        headers: headers(admin.me!.csrf),
        body: JSON.stringify({ label: 'nightly' }),
      });
      expect(created.status).toBe(201);
      const fresh = (await created.json()) as { id: number; token: string };
      const upload = (t: string) =>
        fetch(`${appUrl}/api/v1/builds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
          body: JSON.stringify({
            commit: 'b'.repeat(40),
            branch: 'main',
            packs: [{ report: packReport('ledger', []) }],
          }),
        });
      expect((await upload(fresh.token)).status).toBe(201);
      for (const id of [fresh.id, tokenId]) {
        const revoked = await browse(admin.jar, `${appUrl}${API_PREFIX}projects/registry/tokens/${id}`, {
          method: 'DELETE',
          headers: headers(admin.me!.csrf),
        });
        expect(revoked.status).toBe(200);
      }
      expect((await upload(fresh.token)).status).toBe(401);
      expect((await upload(token)).status).toBe(401);
      const listed = (await (await browse(admin.jar, `${appUrl}${API_PREFIX}projects/registry/tokens`)).json()) as {
        tokens: { id: number; revokedAt: number | null }[];
      };
      expect(listed.tokens.every((t) => t.revokedAt !== null)).toBe(true);
    });

    it('lets an admin grant a role, which then holds; a cross-origin grant is refused', async () => {
      const admin = await signIn('boss@example.test');
      const grant = (origin: string) =>
        browse(admin.jar, `${appUrl}${API_PREFIX}projects/registry/roles`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-csrf-token': admin.me!.csrf },
          body: JSON.stringify({ email: 'eve@example.test', role: 'reviewer' }),
        });
      expect((await grant('http://evil.example')).status).toBe(403);
      const eve = await signIn('eve@example.test');
      expect((await decide(eve.jar, eve.me!.csrf)).status).toBe(404);
      expect((await grant(appUrl)).status).toBe(200);
      expect((await decide(eve.jar, eve.me!.csrf)).status).toBe(201);
    });

    /** Where the provider's sign-in starts from this browser: its login page, or straight back when it knows it. */
    async function providerAsks(jar: CookieJar): Promise<string> {
      let url = `${appUrl}/auth/login`;
      for (let step = 0; step < 10; step++) {
        const response = await browse(jar, url);
        const location = response.headers.get('location');
        if (!location) return /name="prompt" value="([^"]+)"/.exec(await response.text())?.[1] ?? 'nothing';
        url = new URL(location, url).href;
        if (url.startsWith(`${appUrl}/auth/callback`)) return 'nothing: it signs straight back in';
      }
      throw new Error('no page in 10 redirects');
    }

    const signOut = (jar: CookieJar, origin: string, csrf: string) =>
      browse(jar, `${appUrl}/auth/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ csrf }),
      });

    it('signs out only from its own page, then at the provider too (RP-initiated logout), coming back signed out', async () => {
      const { jar, me } = await signIn('vera@example.test');
      expect((await signOut(jar, 'http://evil.example', me!.csrf)).status).toBe(403);
      expect((await signOut(jar, appUrl, 'wrong')).status).toBe(403);
      expect((await browse(jar, `${appUrl}/auth/me`)).status).toBe(200);
      // Before: the provider still knows this browser and asks for no login.
      expect(await providerAsks(jar)).not.toBe('login');

      const done = await signOut(jar, appUrl, me!.csrf);
      expect(done.status).toBe(200);
      expect((await browse(jar, `${appUrl}/auth/me`)).status).toBe(401);
      const onward = new URL(
        /http-equiv="refresh" content="0;url=([^"]+)"/.exec(await done.text())![1]!.replaceAll('&amp;', '&'),
      );
      expect(onward.origin).toBe(provider.issuer);
      expect(onward.searchParams.get('id_token_hint')).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(onward.searchParams.get('post_logout_redirect_uri')).toBe(`${appUrl}/auth/signed-out`);
      // The provider asks to confirm, then sends the browser back to this server's signed-out page.
      const confirm = await browse(jar, onward.href);
      const html = await confirm.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
      expect(action && xsrf, html.slice(0, 300)).toBeTruthy();
      const back = await browse(jar, new URL(action!, onward).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }),
      });
      expect(back.headers.get('location')).toBe(`${appUrl}/auth/signed-out`);
      expect((await browse(jar, back.headers.get('location')!)).status).toBe(200);
      // After: signed out there too, so the next sign-in asks for a login again.
      expect(await providerAsks(jar)).toBe('login');
    });

    it('gives roles mapped from the provider groups, the higher of mapped and granted winning', async () => {
      const decideAs = async (login: string) => {
        const user = await signIn(login);
        return (await decide(user.jar, user.me!.csrf)).status;
      };
      // staff → viewer everywhere: reads, may not decide.
      const pat = await signIn('pat+staff@example.test');
      expect((await browse(pat.jar, `${appUrl}${API_PREFIX}projects/registry/builds/${buildId}`)).status).toBe(200);
      const refused = await decide(pat.jar, pat.me!.csrf);
      expect(((await refused.json()) as { error: string }).error).toMatch(/yours is viewer/);
      // Granted reviewer beats mapped viewer; mapped reviewer beats granted viewer.
      expect(await decideAs('gus+staff@example.test')).toBe(201);
      expect(await decideAs('sam+sec@example.test')).toBe(201);
      // platform → admin of registry: manages its tokens.
      const pam = await signIn('pam+platform@example.test');
      expect((await browse(pam.jar, `${appUrl}${API_PREFIX}projects/registry/tokens`)).status).toBe(200);
      expect((await browse(pat.jar, `${appUrl}${API_PREFIX}projects/registry/tokens`)).status).toBe(403);
      // A group no rule names gives nothing.
      const ned = await signIn('ned+other@example.test');
      expect((await browse(ned.jar, `${appUrl}${API_PREFIX}projects/registry`)).status).toBe(404);
    });

    it('ends a session left idle past its bound, and one past its absolute bound however used', async () => {
      const { jar } = await signIn('vera@example.test');
      try {
        ahead = 29 * 60_000;
        expect((await browse(jar, `${appUrl}/auth/me`)).status).toBe(200);
        ahead += 29 * 60_000; // 58 minutes in, 29 since its last use: still alive
        expect((await browse(jar, `${appUrl}/auth/me`)).status).toBe(200);
        ahead += 30 * 60_000;
        expect((await browse(jar, `${appUrl}/auth/me`)).status).toBe(401);
        const page = await browse(jar, `${appUrl}/projects/registry`);
        expect(page.headers.get('location')).toMatch(/^\/auth\/login\?return=/);

        const busy = await signIn('vera@example.test');
        for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
          ahead += 20 * 60_000;
          expect((await browse(busy.jar, `${appUrl}/auth/me`)).status, `${minutes} min`).toBe(200);
        }
        ahead += 20 * 60_000;
        expect((await browse(busy.jar, `${appUrl}/auth/me`)).status).toBe(401);
      } finally {
        ahead = 0;
      }
    });

    it('answers 429 with Retry-After past the sign-in limit per address, starts and callbacks alike', async () => {
      let now = 0;
      const roomy = limiter;
      limiter = new RateLimiter(2, 60_000, () => now);
      try {
        const jar = new CookieJar();
        expect((await browse(jar, `${appUrl}/auth/login`)).status).toBe(303);
        expect((await browse(jar, `${appUrl}/auth/callback?code=x&state=y`)).status).toBe(400);
        for (const path of ['/auth/login', '/auth/callback?code=x&state=y']) {
          const refused = await browse(jar, `${appUrl}${path}`);
          expect(refused.status).toBe(429);
          expect(refused.headers.get('retry-after')).toBe('60');
        }
        now = 45_000;
        expect((await browse(jar, `${appUrl}/auth/login`)).headers.get('retry-after')).toBe('15');
        // Other sign-in pages are not counted, and the limit lifts when the minute is up.
        expect((await browse(jar, `${appUrl}/auth/signed-out`)).status).toBe(200);
        now = 60_000;
        expect((await browse(jar, `${appUrl}/auth/login`)).status).toBe(303);
      } finally {
        limiter = roomy;
      }
    });

    it('signs out here only when the provider offers no sign-out of its own', async () => {
      const plain = await startTestProvider(() => `${appUrl}/auth/callback`, { logout: false });
      const saved = config;
      config = { ...config, issuer: new URL(plain.issuer) };
      try {
        const { jar, me } = await signIn('vera@example.test');
        expect(me).toMatchObject({ email: 'vera@example.test' });
        const done = await signOut(jar, appUrl, me!.csrf);
        expect(done.status).toBe(303);
        expect(done.headers.get('location')).toBe(`${appUrl}/auth/signed-out`);
        expect((await browse(jar, `${appUrl}/auth/me`)).status).toBe(401);
      } finally {
        config = saved;
        await plain.close();
      }
    });
  });
}

describe('without sign-in settings', () => {
  it('is the open studio: no sign-in, no session needed, every role, as before', async () => {
    expect(authConfigFromEnv({})).toEqual({ mode: 'open' });
    expect(authConfigFromEnv({ DATABASE_URL: 'postgres://x', STUDIO_TOKEN: 't' })).toEqual({ mode: 'open' });
    const store = await openBuildStore({ sqlitePath: ':memory:' });
    try {
      const project = await store.createProject({ slug: 'local', actor: 'test' });
      const actor = await actorOf(store, { mode: 'open' }, undefined);
      expect(actor).toEqual({ kind: 'open' });
      expect(await roleIn(store, actor, project)).toBe('admin');
    } finally {
      await store.close();
    }
  });

  it('stops packstudio serve at start when the settings are half there, saying what is missing', () => {
    const run = spawnSync(process.execPath, ['lib/node/serve.mjs'], {
      env: { ...process.env, PACKSTUDIO_SERVE: '1', OIDC_ISSUER: 'https://idp.example', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/sign-in through OpenID Connect also needs OIDC_CLIENT_ID, PACKSTUDIO_PUBLIC_URL/);
  });

  it('refuses settings that are half there or unsafe, saying which', () => {
    expect(() => authConfigFromEnv({ OIDC_ISSUER: 'https://idp.example' })).toThrow(
      /also needs OIDC_CLIENT_ID, PACKSTUDIO_PUBLIC_URL/,
    );
    const base = { OIDC_CLIENT_ID: 'c', PACKSTUDIO_PUBLIC_URL: 'https://review.example' };
    expect(() => authConfigFromEnv({ ...base, OIDC_ISSUER: 'http://idp.example' })).toThrow(/only a loopback/);
    expect(() => authConfigFromEnv({ ...base, OIDC_ISSUER: 'https://idp.example', PACKSTUDIO_ADMINS: 'x' })).toThrow(
      /not e-mails: x/,
    );
    const oidc = { ...base, OIDC_ISSUER: 'https://idp.example' };
    expect(() => authConfigFromEnv({ ...oidc, PACKSTUDIO_GROUP_ROLES: 'registry:ops=owner' })).toThrow(
      /PACKSTUDIO_GROUP_ROLES: "registry:ops=owner" names the role "owner"/,
    );
    expect(() =>
      authConfigFromEnv({ ...oidc, PACKSTUDIO_SESSION_HOURS: '1', PACKSTUDIO_SESSION_IDLE_MINUTES: '90' }),
    ).toThrow(/PACKSTUDIO_SESSION_IDLE_MINUTES is a number from 1 to 60, not "90"/);
    expect(() => authConfigFromEnv({ ...oidc, PACKSTUDIO_SIGN_IN_PER_MINUTE: 'lots' })).toThrow(
      /PACKSTUDIO_SIGN_IN_PER_MINUTE is a number/,
    );
    expect(authConfigFromEnv(oidc)).toMatchObject({
      sessionMs: 12 * 3_600_000,
      sessionIdleMs: 60 * 60_000,
      signInPerMinute: 20,
      roleClaim: 'groups',
      groupRoles: [],
      extraScopes: [],
    });
  });
});
