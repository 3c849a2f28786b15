import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBuildStore } from '../builds-store/open';
import type { BuildStore, Project } from '../builds-store/types';
import { authConfigFromEnv, type AuthConfig } from '../auth/config';
import { decidingActor, reviewerView } from './reviewer';
import { actorOf } from '../auth/access';

/** Who the decision action records, and who it refuses, with and without sign-in. */
let store: BuildStore;
let project: Project;
const oidc = authConfigFromEnv({
  OIDC_ISSUER: 'https://idp.example',
  OIDC_CLIENT_ID: 'packstudio',
  PACKSTUDIO_PUBLIC_URL: 'https://review.example',
});
const open: AuthConfig = { mode: 'open' };
let cookies: Record<'viewer' | 'reviewer', string>;

beforeAll(async () => {
  store = await openBuildStore({ sqlitePath: ':memory:' });
  project = await store.createProject({ slug: 'registry', actor: 'test' });
  await store.access.grantRole(project.id, 'vera@example.test', 'viewer', 'test');
  await store.access.grantRole(project.id, 'rex@example.test', 'reviewer', 'test');
  const session = async (email: string) =>
    `packstudio_session=${(await store.access.createSession({ subject: email, email, name: email.split('@')[0]! }, { absoluteMs: 60_000, idleMs: 60_000 })).cookie}`;
  cookies = { viewer: await session('vera@example.test'), reviewer: await session('rex@example.test') };
});
afterAll(() => store.close());

const request = (cookie: string | undefined, origin: string | null) => ({
  cookie,
  headers: new Headers(origin ? { origin } : {}),
});

describe('decidingActor', () => {
  it('records a typed name, marked unverified, where sign-in is not configured', async () => {
    expect(await decidingActor(store, open, request(undefined, null), project, { reviewer: ' Ada ' })).toEqual({
      ok: true,
      actor: 'Ada (name typed, not signed in)',
    });
    expect(await decidingActor(store, open, request(undefined, null), project, {})).toMatchObject({ ok: false });
  });

  it('with sign-in: the reviewer under its own name, from this server with its token; nobody else', async () => {
    const secure = oidc.mode === 'oidc' ? oidc : null;
    // Over https the cookie is __Host- prefixed.
    const cookie = (c: string) => c.replace('packstudio_session', '__Host-packstudio_session');
    const reviewer = await actorOf(store, oidc, cookie(cookies.reviewer));
    expect(secure).not.toBeNull();
    const csrf = reviewer.kind === 'user' ? reviewer.user.csrf : '';
    const origin = 'https://review.example';
    expect(
      await decidingActor(store, oidc, request(cookie(cookies.reviewer), origin), project, {
        csrf,
        reviewer: 'Mallory',
      }),
    ).toEqual({ ok: true, actor: 'rex <rex@example.test>' });
    const refusals = [
      request(cookie(cookies.reviewer), 'https://evil.example'),
      request(cookie(cookies.reviewer), null),
      request(undefined, origin),
      request(cookie(cookies.viewer), origin),
    ];
    for (const r of refusals)
      expect(await decidingActor(store, oidc, r, project, { csrf })).toMatchObject({ ok: false });
    expect(
      await decidingActor(store, oidc, request(cookie(cookies.reviewer), origin), project, { csrf: 'x' }),
    ).toMatchObject({ ok: false, error: /not come from this server/ });
    const viewer = await actorOf(store, oidc, cookie(cookies.viewer));
    expect(reviewerView(viewer, 'viewer')).toBeNull();
    expect(reviewerView(reviewer, 'reviewer')).toMatchObject({ kind: 'signed-in', name: 'rex <rex@example.test>' });
    expect(reviewerView({ kind: 'open' }, 'admin')).toEqual({ kind: 'typed' });
  });
});
