import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A second server from the same build, with STUDIO_TOKEN set: every page and action asks for the token,
 * `?token=` once sets an httpOnly SameSite=Strict cookie.
 */
const PORT = Number(process.env.E2E_TOKEN_PORT ?? 3218);
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'e2e-secret-token-0123456789';
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(PORT)],
    {
      env: { ...process.env, STUDIO_TOKEN: TOKEN, PACKS_DIR: process.env.E2E_PACKS_DIR, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(BASE, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('the token server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('with STUDIO_TOKEN, pages and actions need the token; ?token= once sets a strict httpOnly cookie', async ({
  page,
  context,
}) => {
  const bare = await fetch(`${BASE}/packs/ledger`, { redirect: 'manual' });
  expect(bare.status).toBe(401);
  expect(await bare.text()).toContain('Access token');

  const action = await fetch(`${BASE}/`, {
    method: 'POST',
    headers: { 'next-action': 'x', 'content-type': 'text/plain' },
    body: '[]',
  });
  expect(action.status).toBe(401);

  const wrong = await fetch(`${BASE}/?token=nope`, { redirect: 'manual' });
  expect(wrong.status).toBe(401);

  await page.goto(`${BASE}/packs/ledger`);
  await expect(page.getByLabel('Access token')).toBeVisible();
  await page.getByLabel('Access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Open the studio' }).click();
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  expect(page.url()).not.toContain('token=');
  const cookie = (await context.cookies(BASE)).find((c) => c.name === 'packstudio_token');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');

  await page.goto(`${BASE}/`);
  await expect(page.getByTestId('pack-row-ledger')).toBeVisible();
});
