import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestProvider } from '../lib/node/auth/test-provider';
import { openBuildStore } from '../lib/node/builds-store/open';
import { packReport, withPolicy } from '../lib/node/builds-store/test-reports';
import { packsDir, setTheme, watchErrors } from './helpers';
import { actionResult, buildActions, raw, startStudio, stopStudio, type RunningStudio } from './studio-server';

/**
 * The review server with sign-in, in a browser: `packstudio serve` (serve.mjs, PACKSTUDIO_SERVE=1) against a real
 * OpenID Connect provider (oidc-provider on 127.0.0.1). A visitor is sent to sign in and back; a viewer reads the
 * build but gets no decision form; a reviewer approves the policy weakening under the name the provider gives; an
 * admin sees the roles and tokens panel; a cross-origin call of the decision action records nothing.
 */
const dir = mkdtempSync(join(tmpdir(), 'ps-sign-in-e2e-'));
const db = join(dir, 'builds.db');
let studio: RunningStudio;
let provider: Awaited<ReturnType<typeof startTestProvider>>;
let base = '';
let buildUrl = '';

/** A port free now, so the server's public address (and the provider's redirect URI) is known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  provider = await startTestProvider(() => `${base}/auth/callback`);
  const store = await openBuildStore({ sqlitePath: db });
  const project = await store.createProject({ slug: 'registry', name: 'Pack registry', actor: 'e2e' });
  await store.access.grantRole(project.id, 'vera@example.test', 'viewer', 'e2e');
  await store.access.grantRole(project.id, 'rex@example.test', 'reviewer', 'e2e');
  const { token } = await store.createToken(project.id, 'ci', 'e2e');
  await store.close();
  studio = await startStudio(packsDir(), {
    PORT: String(port),
    PACKSTUDIO_SERVE: '1',
    PACKSTUDIO_BUILDS_DB: db,
    DATABASE_URL: '',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'packstudio',
    OIDC_CLIENT_SECRET: 'test-secret',
    PACKSTUDIO_PUBLIC_URL: base,
    PACKSTUDIO_ADMINS: 'boss@example.test',
  });
  const gated = [{ id: 'transfer', risk: 'write', confirm: 'always' as const }];
  const ungated = [{ id: 'transfer', risk: 'write', confirm: false as const }];
  for (const [commit, policy, ancestor] of [
    ['1111111aaaa', gated, null],
    ['2222222bbbb', ungated, '1111111aaaa'],
  ] as const) {
    const response = await fetch(`${base}/api/v1/builds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        commit,
        branch: 'main',
        ancestor,
        packs: [{ report: withPolicy(packReport('ledger', []), [...policy]), filesHash: commit[0]!.repeat(64) }],
      }),
    });
    expect(response.status).toBe(201);
    buildUrl = ((await response.json()) as { url: string }).url;
  }
});

test.afterAll(async () => {
  if (studio) await stopStudio(studio, 'SIGTERM');
  await provider?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Signs in at the provider's own login and consent pages, from wherever the server sent the browser. */
async function signIn(page: Page, login: string, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(target);
}

/** Signs out here, then at the provider (RP-initiated logout: it asks to confirm), back to the signed-out page. */
async function signOut(page: Page) {
  await page.getByTestId('signed-in').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${base}/auth/signed-out`);
  await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
}

test('a viewer reads the build without a decision form; a reviewer approves under its signed-in name', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, 'vera@example.test', buildUrl);
  await expect(page.getByTestId('signed-in')).toContainText('User vera (vera@example.test) · viewer');
  await expect(page.getByTestId('policy-weakened')).toBeVisible();
  await expect(page.getByTestId('decide-policy')).toHaveCount(0);
  await expect(page.getByTestId('no-decision-role')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/sign-in-viewer-light.png', fullPage: true });
  await signOut(page);
  // Signed out here and at the provider: the same browser is asked to log in again, and signs in as someone else.
  expect((await page.request.get(`${base}/auth/me`)).status()).toBe(401);
  await signIn(page, 'rex@example.test', buildUrl);
  const form = page.getByTestId('decide-policy');
  await expect(form).toContainText('As User rex <rex@example.test>');
  await expect(form.getByLabel('Your name')).toHaveCount(0);
  await form.getByLabel(/Why, for the policy weakening/).fill('transfer is gated by the bank’s own 2FA now');
  await form.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('decision')).toContainText('Policy weakening approved by User rex <rex@example.test>');
  await page.screenshot({ path: 'e2e/screenshots/sign-in-reviewer-approved-light.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the decision action called from another origin with a reviewer’s cookie records nothing', async ({ page }) => {
  await signIn(page, 'rex@example.test', buildUrl);
  const session = (await page.context().cookies()).find((c) => c.name === 'packstudio_session')!;
  const action = buildActions().find((a) => a.name === 'decidePack')!;
  const path = new URL(buildUrl).pathname;
  const input = [
    { project: 'registry', build: 2, pack: 'ledger', subject: 'policy', decision: 'refuse', reason: 'forged by evil' },
  ];
  for (const origin of ['http://evil.example', null]) {
    const response = await raw(base, {
      method: 'POST',
      path,
      headers: {
        'next-action': action.id,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        cookie: `packstudio_session=${session.value}`,
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify(input),
    });
    expect(actionResult(response)?.ok ?? false).toBe(false);
  }
  await page.reload();
  await expect(page.getByTestId('build-pack').first()).not.toContainText('forged by evil');
});

test('an admin sees who may do what and creates an upload token shown once; dark, 390 px', async ({ page }) => {
  await setTheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'boss@example.test', `${base}/projects/registry`);
  const panel = page.getByTestId('project-access');
  await expect(panel.getByTestId('role-row')).toHaveCount(2);
  await panel.getByLabel('Token label').fill('nightly');
  await panel.getByRole('button', { name: 'Create token' }).click();
  await expect(panel.getByTestId('new-token')).toContainText('pst_');
  await expect(panel.getByTestId('token-row')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'e2e/screenshots/sign-in-admin-dark-390.png', fullPage: true });
  // The server's own studio is the admins': a viewer is sent to the projects instead.
  await page.context().clearCookies();
  await signIn(page, 'vera@example.test', `${base}/projects`);
  await page.goto(`${base}/`);
  await expect(page).toHaveURL(`${base}/projects`);
});
