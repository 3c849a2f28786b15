import { expect, test, type Locator, type Page } from '@playwright/test';
import { recuedFormat } from '../lib/formats';
import { breakTransferConfirm, openPack, restorePack, setTheme, watchErrors } from './helpers';

test.afterEach(() => restorePack('ledger'));

const PHONE = { width: 390, height: 800 };

/** Each element's text, and whether all of it is drawn: not cut by an ellipsis or its box, and inside the page. */
async function clipped(elements: Locator, pageWidth: number): Promise<string[]> {
  return elements.evaluateAll(
    (list, width) =>
      list.flatMap((el) => {
        const box = el.getBoundingClientRect();
        const cut = el.scrollWidth > el.clientWidth + 1 || box.left < 0 || box.right > width + 0.5;
        return cut ? [`${el.textContent?.trim()} (${Math.round(box.left)}–${Math.round(box.right)})`] : [];
      }),
    pageWidth,
  );
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

test('at 390 px every file, view and panel tab shows its whole label on screen, in both studios', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize(PHONE);
  await openPack(page, 'ledger');
  for (const strip of ['Pack views', 'Pack files']) {
    const tabs = page.getByRole('tablist', { name: strip }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    expect(await clipped(tabs, PHONE.width), strip).toEqual([]);
  }
  await expect(page.getByRole('tab', { name: 'hcp.eval.json' })).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'narrow-file-tabs');

  await page.goto('/compositions/acme-tasks');
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  const panels = page.getByRole('tablist', { name: 'Findings and previews' }).getByRole('tab');
  // Findings, then each of the format's previews.
  await expect(panels).toHaveCount(1 + recuedFormat.previews.length);
  await panels.last().scrollIntoViewIfNeeded();
  expect(await clipped(panels, PHONE.width)).toEqual([]);
  await screenshot(page, 'narrow-composition-tabs');
  expect(errors).toEqual([]);
});

test("the lightbulb's items show their whole title and rule id, at 1280 and at 390 px", async ({ browser }) => {
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    // A context per width: the first one's unsaved edit stays its own.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openPack(page, 'ledger', '?file=policy.json');
    // P007's fix has a title that ends with the rule id.
    await breakTransferConfirm(page);
    await expect(page.locator('[data-testid="finding"][data-id="P007"]')).toBeVisible();
    await page.keyboard.press('Home');
    const titles = page.locator('.action-widget .monaco-list-row.action .title');
    // Ctrl+. asks Monaco for the line's code actions; on a busy machine it may ask before the markers are in
    // (it then says there are none) or take seconds to draw the menu, so ask again only while no menu is open.
    const bulb = page.getByRole('listbox', { name: /^Show Code Actions/ });
    let tries = 0;
    await expect(async () => {
      if (!(await titles.first().isVisible())) {
        // The keyboard first, as an author does; then the bulb itself, which opens the same menu.
        if (tries++ % 2 === 0) {
          await page.keyboard.press('Escape');
          await page.keyboard.press('Control+.');
        } else await bulb.click();
      }
      await expect(titles.first()).toHaveText('Set "confirm": "always" on "transfer" (P007)', { timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    expect(await clipped(titles, viewport.width), `${viewport.width} px`).toEqual([]);
    await screenshot(page, `lightbulb-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("at 390 px the approval preview's request URL breaks only between its parts, never inside a word", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await page.goto('/compositions/acme-tasks');
    await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('panel-tab-approval').click();
    const request = page.getByTestId('approval-request').first().locator('code');
    await expect(request).toContainText('/complete');
    // Where the drawn lines break: the characters either side of each break.
    const breaks = await request.evaluate((code) => {
      const chars: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ char: node.textContent![i], top: Math.round(rect.top) });
        }
      }
      return chars.slice(1).flatMap((c, i) => (c.top > chars[i].top + 2 ? [`${chars[i].char}|${c.char}`] : []));
    });
    expect(breaks.length, 'the URL is longer than one line at 390 px').toBeGreaterThan(0);
    expect(breaks.filter((b) => /^[A-Za-z0-9]\|[A-Za-z0-9]$/.test(b))).toEqual([]);
    await request.scrollIntoViewIfNeeded();
    await screenshot(page, `request-url-390-${theme}`);
  }
});
