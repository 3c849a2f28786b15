import { expect, test } from '@playwright/test';
import { cpSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPack, packsDir, removePack, setTheme } from './helpers';

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

test('a hostile HARNESS.md (200 KB of *a) is shown as plain text with the note, and the page stays usable', async ({
  page,
}) => {
  const pack = 'hostile-markdown';
  cpSync(resolve('packs', 'ledger'), join(packsDir(), pack), { recursive: true });
  writeFileSync(join(packsDir(), pack, 'HARNESS.md'), '*a'.repeat(100_000));
  try {
    await openPack(page, pack, '?file=HARNESS.md');
    await expect(page.getByTestId('markdown-plain-note')).toHaveText(
      /^Shown as plain text: one paragraph holds more than 1500 emphasis, link or code marks\.$/,
    );
    await expect(page.getByTestId('markdown-preview').locator('em')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('hostile-markdown.png') });
    // The page answers: the file tabs still switch.
    await page.getByTestId('tab-surface.json').click();
    await expect(page.getByTestId('tab-surface.json')).toHaveAttribute('aria-selected', 'true');
  } finally {
    removePack(pack);
  }
});
