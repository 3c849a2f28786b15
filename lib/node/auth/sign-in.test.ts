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

    beforeAll(async () => {
      store = await openBuildStore(backend.options);
      app = createServer((req, res) => {
        void (async () => {
          if (await gateRequest(req, res, { store, config, apiPrefix: API_PREFIX })) return;
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
      });
      if (parsed.mode !== 'oidc') throw new Error('expected the OIDC settings to be read');
      config = parsed;
      const project = await store.createProject({ slug: 'registry', actor: 'test' });
      await store.access.grantRole(project.id, 'vera@example.test', 'viewer', 'test');
      await store.access.grantRole(project.id, 'rex@example.test', 'reviewer', 'test');
      await store.access.grantRole(project.id, 'unverified@example.test', 'reviewer', 'test');
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

    it('signs out only from its own page, and the session is gone after', async () => {
      const { jar, me } = await signIn('vera@example.test');
      const out = (origin: string, csrf: string) =>
        browse(jar, `${appUrl}/auth/logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
          body: new URLSearchParams({ csrf }),
        });
      expect((await out('http://evil.example', me!.csrf)).status).toBe(403);
      expect((await out(appUrl, 'wrong')).status).toBe(403);
      expect((await browse(jar, `${appUrl}/auth/me`)).status).toBe(200);
      const done = await out(appUrl, me!.csrf);
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`${appUrl}/auth/signed-out`);
      expect((await browse(jar, `${appUrl}/auth/me`)).status).toBe(401);
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
  });
});
