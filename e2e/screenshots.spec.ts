import { expect, test, type Page } from '@playwright/test';
import { openPack, setTheme, shot, watchErrors } from './helpers';

/**
 * Every page in both themes at 1280×800, and the narrow workspace. Pictures are written to e2e/screenshots/ for a
 * person to look at, but compared with nothing: pixel baselines differ across machines and fonts, so they would be
 * either brittle or so tolerant that they prove little. What is asserted instead: the page renders without errors,
 * its key parts are visible, the theme really applied (the colour tokens resolve to a light or a dark plane), and
 * body text and muted text stay readable on their background (WCAG contrast, measured from the computed colours).
 */

/** Contrast of an element's text against the first opaque background behind it, as WCAG computes it. */
async function contrast(page: Page, selector: string): Promise<{ ratio: number; background: number }> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      // Any CSS colour (oklch, color-mix…) through the canvas, back as sRGB bytes.
      const rgba = (colour: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data];
      };
      const luminance = ([r, g, b]: number[]) => {
        const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      let node: Element | null = el;
      let bg = [255, 255, 255, 255];
      while (node) {
        const c = rgba(getComputedStyle(node).backgroundColor);
        if (c[3] > 240) {
          bg = c;
          break;
        }
        node = node.parentElement;
      }
      const fg = luminance(rgba(getComputedStyle(el).color));
      const back = luminance(bg);
      return { ratio: (Math.max(fg, back) + 0.05) / (Math.min(fg, back) + 0.05), background: back };
    });
}

async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  const body = await contrast(page, 'body');
  // The canvas token: near white in light, near black in dark.
  if (theme === 'light') expect(body.background, 'light page background').toBeGreaterThan(0.85);
  else expect(body.background, 'dark page background').toBeLessThan(0.03);
  expect(body.ratio, 'body text on the page').toBeGreaterThanOrEqual(7);
  const muted = await contrast(page, '.text-muted:visible');
  expect(muted.ratio, 'muted text on its background').toBeGreaterThanOrEqual(4.5);
}

for (const theme of ['light', 'dark'] as const) {
  test(`pages in the ${theme} theme: no errors, key parts visible, readable colours`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await setTheme(page, theme);

    await page.goto('/');
    await expect(page.getByTestId('pack-list')).toBeVisible();
    await expectTheme(page, theme);
    await shot(page, `workspace-${theme}`);

    await openPack(page, 'broken-demo');
    await expect(page.getByTestId('finding').first()).toBeVisible();
    await page.getByTestId('finding').first().getByRole('button').first().click();
    await expect(page.getByTestId('finding').first()).toHaveAttribute('aria-current', 'true');
    const finding = await contrast(page, '[data-testid="finding"] button span span');
    expect(finding.ratio, 'a finding message').toBeGreaterThanOrEqual(7);
    await shot(page, `editor-findings-${theme}`);

    await openPack(page, 'ledger', '?file=HARNESS.md');
    await expect(page.getByTestId('markdown-preview')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'HARNESS.md' })).toHaveAttribute('aria-selected', 'true');
    await shot(page, `editor-harness-${theme}`);

    await page.getByRole('tab', { name: 'check' }).click();
    await page.getByTestId('opt-probe').check();
    await page.getByTestId('opt-eval').check();
    await page.getByTestId('run-check').click();
    await finishedCheck(page);
    await expect(page.getByTestId('category-scores')).toBeVisible();
    await expectTheme(page, theme);
    await shot(page, `check-${theme}`);
    await page.getByTestId('check-dashboard').evaluate((el) => el.parentElement?.scrollBy(0, 900));
    await shot(page, `check-tables-${theme}`);

    await page.getByRole('tab', { name: 'previews' }).click();
    await expect(page.getByTestId('previews-view')).toBeVisible();
    await expect(page.getByTestId('approval-card-transfer')).toBeVisible();
    await shot(page, `previews-${theme}`);

    await page.goto('/packs/broken-demo?view=check');
    await page.getByTestId('run-check').click();
    await finishedCheck(page);
    await expect(page.getByTestId('report-findings')).toBeVisible();
    await shot(page, `check-findings-${theme}`);

    await page.goto('/compositions/acme-tasks');
    await expect(page.getByTestId('findings-panel')).toBeVisible();
    await page.getByRole('tab', { name: /Connection form/ }).click();
    await expect(page.getByTestId('connection-form')).toBeVisible();
    await expectTheme(page, theme);
    await shot(page, `composition-form-${theme}`);

    for (const [path, name] of [
      ['/rules', 'rules'],
      ['/rules/M001', 'rule-M001'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTheme(page, theme);
      await shot(page, `${name}-${theme}`);
    }
    expect(errors).toEqual([]);
  });
}

test('the narrow workspace and editor (390×844) render without errors', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('pack-list')).toBeVisible();
  await shot(page, 'narrow-workspace');
  await openPack(page, 'broken-demo');
  await expect(page.getByTestId('finding').first()).toBeVisible();
  await shot(page, 'narrow-editor');
  expect(errors).toEqual([]);
});

async function finishedCheck(page: Page) {
  await expect(page.getByTestId('score-dial')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('check-progress')).toHaveCount(0, { timeout: 120_000 });
}
