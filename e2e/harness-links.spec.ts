import { expect, test, type Page } from '@playwright/test';
import { cpSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { URL_SCHEME_BYPASSES } from '../lib/studio/url-bypasses';
import { openPack, packsDir, removePack } from './helpers';

/**
 * A pack someone else wrote puts every known URL-scheme bypass in its HARNESS.md. The preview must link none of
 * them to a script: clicking each link raises no dialog and never navigates to a javascript:, data: or vbscript:
 * address (the Content-Security-Policy would stop the script too; this test holds the renderer to it alone, by
 * the href the browser resolves).
 */
const PACK = 'hostile-links';
const SCRIPT_SCHEMES = /^(javascript|data|vbscript|blob|file):/i;

test.beforeAll(() => {
  const dir = join(packsDir(), PACK);
  cpSync(resolve('packs', 'ledger'), dir, { recursive: true });
  const list = URL_SCHEME_BYPASSES.map((b, i) => `- link ${i}: [${b.name}](<${b.destination}>)`).join('\n');
  writeFileSync(
    join(dir, 'HARNESS.md'),
    `# HCP — Hostile links\n\n## Links\n\n${list}\n\n[docs](https://example.com/docs)\n`,
  );
});
test.afterAll(() => removePack(PACK));

async function openPreview(page: Page) {
  await openPack(page, PACK, '?file=HARNESS.md');
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByText('link 0:')).toBeVisible();
  return preview;
}

test('no URL-scheme bypass in HARNESS.md becomes a script link: every href is http(s) on the studio or another site', async ({
  page,
  baseURL,
}) => {
  const preview = await openPreview(page);
  // Every bypass is in the list, linked or as text.
  await expect(preview.locator('li')).toHaveCount(URL_SCHEME_BYPASSES.length);
  const hrefs = await preview.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs).toContain('https://example.com/docs');
  for (const href of hrefs) {
    expect(href, href).not.toMatch(SCRIPT_SCHEMES);
    if (href !== 'https://example.com/docs') expect(new URL(href).origin, href).toBe(new URL(baseURL!).origin);
  }
});

test('clicking every link in the preview raises no dialog and never lands on a script URL', async ({
  page,
  context,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  const popups: string[] = [];
  context.on('page', (popup) => popups.push(popup.url()));

  let preview = await openPreview(page);
  const items = await preview.locator('li').count();
  let clicked = 0;
  for (let i = 0; i < items; i++) {
    const link = preview.locator('li').nth(i).locator('a');
    if ((await link.count()) === 0) continue;
    const before = page.url();
    await link.click();
    clicked++;
    // A same-page link (a path of the studio) navigates; wait for the new page, then come back.
    await page.waitForLoadState('load');
    if (page.url() !== before) preview = await openPreview(page);
  }
  expect(clicked, 'the encoded forms stay links to the studio itself, and were clicked').toBeGreaterThan(0);
  expect(dialogs).toEqual([]);
  for (const url of [...visited, ...popups]) expect(url, url).not.toMatch(SCRIPT_SCHEMES);
});
