import { expect, test, type Page } from '@playwright/test';
import { openPack, setTheme, shot } from './helpers';

/** Every page at 1280×800 in both themes, saved to e2e/screenshots/ by the run. */
for (const theme of ['light', 'dark'] as const) {
  test(`screenshots, ${theme}`, async ({ page }) => {
    test.setTimeout(180_000);
    await setTheme(page, theme);

    await page.goto('/');
    await expect(page.getByTestId('pack-list')).toBeVisible();
    await shot(page, `workspace-${theme}`);

    await openPack(page, 'broken-demo');
    await page.getByTestId('finding').first().getByRole('button').click();
    await shot(page, `editor-findings-${theme}`);

    await openPack(page, 'ledger', '?file=HARNESS.md');
    await expect(page.getByTestId('markdown-preview')).toBeVisible();
    await shot(page, `editor-harness-${theme}`);

    await page.getByRole('button', { name: 'check' }).click();
    await page.getByTestId('opt-probe').check();
    await page.getByTestId('opt-eval').check();
    await page.getByTestId('run-check').click();
    await finishedCheck(page);
    await shot(page, `check-${theme}`);
    await page.getByTestId('check-dashboard').evaluate((el) => el.parentElement?.scrollBy(0, 900));
    await shot(page, `check-tables-${theme}`);

    await page.getByRole('button', { name: 'previews' }).click();
    await expect(page.getByTestId('previews-view')).toBeVisible();
    await shot(page, `previews-${theme}`);

    await page.goto('/packs/broken-demo?view=check');
    await page.getByTestId('run-check').click();
    await finishedCheck(page);
    await shot(page, `check-findings-${theme}`);

    for (const [path, name] of [['/rules', 'rules'], ['/rules/M001', 'rule-M001']] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await shot(page, `${name}-${theme}`);
    }
  });
}

test('screenshots, narrow (390×844)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('pack-list')).toBeVisible();
  await shot(page, 'narrow-workspace');
  await openPack(page, 'broken-demo');
  await shot(page, 'narrow-editor');
});

async function finishedCheck(page: Page) {
  await expect(page.getByTestId('score-dial')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('check-progress')).toHaveCount(0, { timeout: 120_000 });
}
