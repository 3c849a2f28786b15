import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packsDir, removePack, watchErrors } from './helpers';

test.afterAll(() => removePack('e2e-fresh'));

test('the workspace lists every pack with grade, score and error/warning counts', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Workspace' })).toBeVisible();
  for (const id of ['ledger', 'transit', 'broken-demo']) {
    const row = page.getByTestId(`pack-row-${id}`);
    await expect(row).toBeVisible();
    await expect(row.getByLabel(/^grade [A-F]$/)).toBeVisible();
    await expect(row.getByTestId('pack-score')).toHaveText(/^\d+\/100$/);
    await expect(row.getByText(/\d+ errors?$/)).toBeVisible();
    await expect(row.getByText(/\d+ warnings?$/)).toBeVisible();
  }
  await expect(page.getByTestId('pack-row-broken-demo').getByText(/^[1-9]\d* errors?$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('create a pack from the template, open it, then delete it only after confirming', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('New pack id').fill('Bad Id');
  await expect(page.getByRole('alert').filter({ hasText: 'lower-case' })).toBeVisible();
  await page.getByLabel('New pack id').fill('e2e-fresh');
  await page.getByRole('button', { name: 'New pack' }).click();
  await page.waitForURL(/\/packs\/e2e-fresh/);
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  for (const file of ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'])
    expect(existsSync(join(packsDir(), 'e2e-fresh', file))).toBe(true);

  await page.goto('/');
  const row = page.getByTestId('pack-row-e2e-fresh');
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete e2e-fresh' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete e2e-fresh?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(existsSync(join(packsDir(), 'e2e-fresh'))).toBe(true);

  await row.getByRole('button', { name: 'Delete e2e-fresh' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete e2e-fresh' }).click();
  await expect(row).toBeHidden();
  expect(existsSync(join(packsDir(), 'e2e-fresh'))).toBe(false);
});

test('an unknown or invalid pack id gets the 404 page, not a crash', async ({ page }) => {
  for (const path of ['/packs/no-such-pack', '/packs/..%2F..%2Fetc']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
  }
});

test('the theme toggle switches and is remembered', async ({ page }) => {
  await page.goto('/');
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.getByRole('button', { name: dark ? 'Switch to light theme' : 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);
});
