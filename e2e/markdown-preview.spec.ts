import { expect, test } from '@playwright/test';
import { openPack, setTheme } from './helpers';

for (const theme of ['light', 'dark'] as const) {
  test(`the HARNESS.md preview shades a code block as one block, not line by line (${theme})`, async ({ page }) => {
    await setTheme(page, theme);
    await openPack(page, 'ledger', '?file=HARNESS.md');
    const block = page.getByTestId('markdown-preview').locator('pre').first();
    await expect(block).toBeVisible();
    const [pre, code] = await Promise.all([
      block.evaluate((el) => getComputedStyle(el).backgroundColor),
      block.locator('code').evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(pre).not.toBe('rgba(0, 0, 0, 0)');
    expect(code).toBe('rgba(0, 0, 0, 0)');
    // Inline code keeps its own shade.
    const inline = page.getByTestId('markdown-preview').locator(':not(pre) > code').first();
    expect(await inline.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });
}
