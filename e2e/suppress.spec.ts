import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  cursorTo,
  diskText,
  openPack,
  packsDir,
  positionAfter,
  restorePack,
  setTheme,
  shot,
  watchErrors,
} from './helpers';

/** broken-demo in the server's temp copy of ./packs (./packs itself is never touched); put back after each test. */
test.afterEach(() => {
  restorePack('broken-demo');
  restorePack('acme-tasks');
});

const REASON = 'One-letter name kept: it mirrors the CLI flag -x.';
const target = (page: Page) => page.locator('[data-testid="finding"][data-id="M011"][data-file="surface.json"]');

async function suppressM011(page: Page): Promise<void> {
  await openPack(page, 'broken-demo');
  await page.getByTestId('findings-scope-all').click();
  await expect(target(page)).toHaveCount(1);
  await target(page).getByTestId('suppress').click();
  const dialog = page.getByTestId('suppress-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('suppress-reason')).toBeFocused();
}

for (const theme of ['light', 'dark'] as const) {
  test(`Suppress… asks for a reason and moves the finding to Suppressed; saving writes packstudio.json (${theme})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await setTheme(page, theme);
    await suppressM011(page);
    const specBefore = await page.getByTestId('live-score-value').textContent();
    // Enter on a blank reason is refused and said; then the reason and Enter.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('suppress-help')).toHaveText(/Write why this finding stays/);
    await page.keyboard.type(REASON);
    await shot(page, `suppress-dialog-${theme}`);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('suppress-dialog')).toHaveCount(0);

    // Out of the findings, into Suppressed with its reason; the header shows both scores, labelled.
    await expect(target(page)).toHaveCount(0);
    const row = page.locator('[data-testid="suppressed-finding"][data-id="M011"]');
    await expect(row).toBeVisible();
    await expect(row.getByTestId('suppressed-reason')).toHaveText(`Reason: ${REASON}`);
    await expect(page.getByTestId('live-score')).toContainText('Spec score');
    await expect(page.getByTestId('live-score-value')).toHaveText(specBefore!);
    await expect(page.getByTestId('live-score-after')).toContainText('After suppressions');
    await expect(page.getByTestId('tab-packstudio.json')).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await shot(page, `suppressed-section-${theme}`);

    // An edit like any other: nothing on disk until Save, then the entry, id + file + pointer + reason.
    const file = join(packsDir(), 'broken-demo', 'packstudio.json');
    expect(existsSync(file)).toBe(false);
    if (theme === 'dark') return expect(errors).toEqual([]);
    await expect(page.getByTestId('save')).not.toHaveText(/Saved/);
    await page.getByTestId('save').click();
    await expect(page.getByTestId('save')).toHaveText(/Saved/);
    await expect
      .poll(() => existsSync(file) && JSON.parse(diskText('broken-demo', 'packstudio.json')))
      .toEqual({
        suppressions: [{ id: 'M011', file: 'surface.json', pointer: '/verbs/fetch/args/properties/x', reason: REASON }],
      });

    // The workspace row names the second score; a pack without suppressions shows the spec score alone.
    const studio = page.url();
    for (const rowTheme of ['light', 'dark'] as const) {
      await setTheme(page, rowTheme);
      await page.goto('/');
      const listed = page.getByTestId('pack-row-broken-demo');
      await expect(listed.getByTestId('pack-score-after')).toHaveText(/^\d+ after suppressions$/);
      await expect(listed.getByTestId('pack-score')).toHaveAttribute('title', 'Spec score: every finding counted');
      await expect(page.getByTestId('pack-row-ledger').getByTestId('pack-score-after')).toHaveCount(0);
      await shot(page, `workspace-row-suppressed-${rowTheme}`);
    }
    await setTheme(page, theme);
    await page.goto(studio);
    await page.getByTestId('findings-scope-all').click();

    // Unsuppress puts it back among the findings; saving writes the file without the entry.
    await row.getByTestId('unsuppress').click();
    await expect(target(page)).toHaveCount(1);
    await expect(page.getByTestId('suppressed-section')).toHaveCount(0);
    await expect(page.getByTestId('save')).not.toHaveText(/Saved/);
    await page.getByTestId('save').click();
    await expect.poll(() => JSON.parse(diskText('broken-demo', 'packstudio.json'))).toEqual({ suppressions: [] });
    expect(errors).toEqual([]);
  });
}

test('Escape cancels: nothing suppressed, nothing written', async ({ page }) => {
  await suppressM011(page);
  await page.keyboard.type('never mind');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('suppress-dialog')).toHaveCount(0);
  await expect(target(page)).toHaveCount(1);
  await expect(page.getByTestId('suppressed-section')).toHaveCount(0);
  await expect(page.getByTestId('tab-packstudio.json')).toHaveCount(0);
});

test('Recued: Suppress… on a composition finding moves it to Suppressed; saving writes packstudio.json', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const reason = 'The staging hint stays on http until the proxy lands.';
  await page.goto('/compositions/acme-tasks');
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('no-findings')).toBeVisible();
  // An edit makes the finding: the hint's base URL over http.
  const at = positionAfter('acme-tasks', 'pack.json', '"config.base_url": "');
  await cursorTo(page, at.line, at.column);
  for (let i = 0; i < 'https://'.length; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.type('http://');
  await page.keyboard.press('Escape');
  await page.getByTestId('panel-tab-findings').click();
  const hint = page.locator('[data-testid="finding"][data-id="C-hint-endpoint"]');
  await expect(hint).toHaveCount(1);
  await hint.getByTestId('suppress').click();
  await expect(page.getByTestId('suppress-reason')).toBeFocused();
  await page.keyboard.type(reason);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('suppress-dialog')).toHaveCount(0);
  await expect(hint).toHaveCount(0);
  const row = page.locator('[data-testid="suppressed-finding"][data-id="C-hint-endpoint"]');
  await expect(row.getByTestId('suppressed-reason')).toHaveText(`Reason: ${reason}`);

  const file = join(packsDir(), 'acme-tasks', 'packstudio.json');
  expect(existsSync(file)).toBe(false);
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save')).toHaveText(/Saved/);
  await expect
    .poll(() => existsSync(file) && JSON.parse(diskText('acme-tasks', 'packstudio.json')))
    .toMatchObject({ suppressions: [{ id: 'C-hint-endpoint', file: 'pack.json', reason }] });
  expect(errors).toEqual([]);
});
