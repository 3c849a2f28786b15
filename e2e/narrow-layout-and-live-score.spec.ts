import { expect, test, type Locator, type Page } from '@playwright/test';
import { diskText, editor, openPack, restorePack, setTheme, watchErrors } from './helpers';

test.describe('layout at 390 wide, no prefetch from the workspace, the live score', () => {
  test('the workspace fires no pack-page prefetch on a visit', async ({ page }) => {
    const prefetches: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/(packs|compositions)\//.test(path) && r.headers()['next-router-prefetch']) prefetches.push(r.url());
      else if (/^\/(packs|compositions)\//.test(path) && new URL(r.url()).searchParams.has('_rsc'))
        prefetches.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('pack-list')).toBeVisible();
    // Next prefetches the links it sees once the page is idle: wait until the network has been quiet (500 ms with
    // no request, Playwright's networkidle), so a prefetch, if there were one, has been asked for.
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);
  });

  test('at 390 wide a pack name stays on one line and its error and warning counts stay visible', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const row = page.getByTestId('pack-row-broken-demo');
    await expect(row).toBeVisible();
    const name = row.getByText('broken-demo', { exact: true });
    const box = (await name.boundingBox())!;
    expect(box.height).toBeLessThan(24); // one line of text-sm, not "broken-" over "demo"
    // Whole, not cut to nothing by the counts beside it.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0)).toBe(true);
    await expect(row.getByText(/\d+ errors?/)).toBeVisible();
    await expect(row.getByText(/\d+ warnings?/)).toBeVisible();
  });

  test('at 390 wide, once the editor page scrolls, the score and Save stay in view below the app header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPack(page, 'ledger');
    await page.mouse.wheel(0, 0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const header = (await page.locator('header').first().boundingBox())!;
    await expect
      .poll(async () => (await page.getByTestId('live-score').boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height - 1);
    await expect(page.getByTestId('save')).toBeInViewport();
  });

  test('breaking surface.json gives no live score until it parses, and the header says why', async ({ page }) => {
    const errors = watchErrors(page);
    await openPack(page, 'ledger', '?file=surface.json');
    // The header's score says which check it is: the full check of these files, or the live static one.
    await expect(page.getByTestId('live-score')).toHaveAttribute('data-state', /^(scored|record)$/);
    await expect(page.getByTestId('live-score-label')).toHaveText(/^(full check|live static · .+)$/);
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(',,');
    await expect(page.getByTestId('live-score-value')).toHaveText('No score');
    await expect(page.getByTestId('live-score-reason')).toHaveText('until surface.json parses; other findings hidden');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('live-score')).toHaveAttribute('data-state', /^(scored|record)$/);
    expect(diskText('ledger', 'surface.json')).not.toContain(',,');
    expect(errors).toEqual([]);
    restorePack('ledger');
  });
});

/**
 * Screenshots for looking at (not committed): 1280 and 390 wide, light and dark. Each is taken once what it is of is
 * on the page, in the theme asked for, and checked to show it: the workspace's pack list, ledger's editor and score,
 * the composition's title and editor, nothing cut off sideways at either width.
 */
const SHOTS: [path: string, name: string, shown: (page: Page) => Locator][] = [
  ['/', 'workspace', (page) => page.getByTestId('pack-list')],
  ['/packs/ledger', 'ledger', (page) => page.getByTestId('live-score')],
  ['/compositions/acme-tasks', 'acme', (page) => page.getByRole('heading', { name: 'acme-tasks', level: 1 })],
];
for (const theme of ['light', 'dark'] as const)
  for (const width of [1280, 390])
    test(`screenshots of the workspace, a pack and a composition, ${width} ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const [path, name, shown] of SHOTS) {
        await page.goto(path);
        await expect(shown(page)).toBeVisible({ timeout: 60_000 });
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        if (name !== 'workspace') await expect(editor(page)).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${name} fits ${width} px`,
        ).toBeLessThanOrEqual(width);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: `test-results/layout-shots/${name}-${width}-${theme}.png`,
          fullPage: width === 390,
          animations: 'disabled',
        });
      }
    });

test('at 390 px the app header stays one line: the mark alone, the nav beside it, nothing wrapped', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const header = page.locator('body > header, header').first();
  const box = (await header.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(49);
  const brand = page.getByRole('link', { name: 'Pack Studio' });
  await expect(brand).toBeVisible();
  expect((await brand.boundingBox())!.height).toBeLessThanOrEqual(32);
  for (const name of ['Workspace', 'Rules', 'Reports']) {
    const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
    const b = (await link.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    expect(b.height).toBeLessThanOrEqual(36);
  }
});
