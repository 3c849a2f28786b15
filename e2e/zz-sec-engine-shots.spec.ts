import { expect, test } from '@playwright/test';
import { openPack, setTheme } from './helpers';

for (const theme of ['light', 'dark'] as const)
  for (const width of [1280, 390])
    test(`probe table shots ${width} ${theme}`, async ({ page }) => {
      test.setTimeout(150_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openPack(page, 'ledger');
      await page.getByRole('tab', { name: 'check' }).click();
      await page.getByTestId('opt-probe').check();
      await page.getByTestId('run-check').click();
      await expect(page.getByTestId('score-dial')).toBeVisible({ timeout: 90_000 });
      const table = page.getByTestId('probe-table');
      await table.getByRole('button', { name: 'ledger transfer --help' }).click();
      await expect(page.getByTestId('probe-skipped')).toBeVisible();
      await page.getByTestId('probe-skipped').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/sec-engine-shots/probes-${width}-${theme}.png` });
      await table.evaluate((el) => el.parentElement!.scrollBy(400, 0));
      await page.screenshot({ path: `test-results/sec-engine-shots/probes-${width}-${theme}-right.png` });
    });
