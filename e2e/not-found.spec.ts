import { expect, test } from '@playwright/test';
import { setTheme, watchErrors } from './helpers';

for (const path of ['/rules/NOPE-1', '/no/such/page', '/packs/nope', '/compositions/nope', '/packs/NOT-AN-ID']) {
  test(`an unknown address (${path}) gets the studio's own 404 with ways back`, async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pack Studio' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the rules' }).click();
    await page.waitForURL(/\/rules$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Back to the workspace' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Workspace' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a page load asks for nothing that is missing: /favicon.ico is the studio mark', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Workspace' })).toBeVisible();
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the 404 page of a missing pack keeps the dark theme', async ({ page }) => {
  await setTheme(page, 'dark');
  expect((await page.goto('/packs/nope'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
});
