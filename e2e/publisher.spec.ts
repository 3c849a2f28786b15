import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packsDir, setTheme, shot } from './helpers';

const settings = () => join(packsDir(), '.packstudio', 'settings.json');
const ACME = 'acme-tasks'; // pack.json says "publisher": "local"

/** Takes the workspace's handle out of its settings (the packs' settings stay): the handle is unset again. */
function unsetPublisher(): void {
  if (!existsSync(settings())) return;
  const { publisher: _, ...rest } = JSON.parse(readFileSync(settings(), 'utf8')) as Record<string, unknown>;
  writeFileSync(settings(), `${JSON.stringify(rest, null, 2)}\n`);
}

// The other specs check acme-tasks as "local", the default: no handle is left behind.
test.afterEach(unsetPublisher);

test('one publisher handle for the workspace: migrated from the browser once, shown in the header, the same verdict on the row and the pack page', async ({
  page,
}) => {
  unsetPublisher();
  await page.goto('/');
  await expect(page.getByTestId('header-publisher')).toContainText('Set publisher');
  // An older studio kept the handle in this browser: the next look moves it to the workspace, and out of the browser.
  await page.evaluate(() => localStorage.setItem('packstudio:publisher', 'acme'));
  await page.reload();
  await expect(page.getByTestId('header-publisher')).toContainText('@acme');
  await expect
    .poll(() => existsSync(settings()) && JSON.parse(readFileSync(settings(), 'utf8')).publisher)
    .toBe('acme');
  expect(await page.evaluate(() => localStorage.getItem('packstudio:publisher'))).toBeNull();

  // Signed in as "acme", the composition published by "local" is refused on the row and on its page alike.
  const row = page.getByTestId(`pack-row-${ACME}`).getByTestId('composition-status');
  await expect(row).toHaveText('refused');
  await page.goto(`/packs/${ACME}`);
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('publisher-handle')).toHaveValue('acme');

  // Changed once, in the header: the page's check and the row follow.
  await page.getByTestId('header-publisher').click();
  await page.getByTestId('header-publisher-input').fill('@local');
  await page.getByTestId('header-publisher-save').click();
  await expect(page.getByTestId('header-publisher')).toContainText('@local');
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('publisher-handle')).toHaveValue('local');
  await page.goto('/');
  await expect(row).toHaveText('publishable');

  // The import dialog makes its pack for the same handle.
  await page.getByTestId('import-open').click();
  await expect(page.getByTestId('import-publisher')).toHaveValue('local');
});

for (const theme of ['light', 'dark'] as const)
  test(`the header's publisher, ${theme}`, async ({ page }) => {
    await setTheme(page, theme);
    await page.goto('/');
    await page.getByTestId('header-publisher').click();
    await expect(page.getByTestId('header-publisher-input')).toBeFocused();
    await shot(page, `publisher-dialog-${theme}`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByTestId('header-publisher')).toBeVisible();
    await shot(page, `publisher-header-390-${theme}`);
  });
