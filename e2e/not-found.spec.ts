import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers';

for (const path of ['/rules/NOPE-1', '/no/such/page']) {
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
