import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  activeLineNumber,
  cursorTo,
  diskText,
  editor,
  liveScore,
  openPack,
  positionAfter,
  packsDir,
  restorePack,
  twoTabs,
  typeAtEnd,
  watchErrors,
} from './helpers';

test.afterEach(() => restorePack('ledger'));

test('break surface.json: marker, finding, lower score; click lands on its line; fix, save, reload, kept', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger');
  const before = await liveScore(page);
  const at = positionAfter('ledger', 'surface.json', '"policy": "read');

  await cursorTo(page, at.line, at.column);
  await page.keyboard.type('x');
  await page.keyboard.press('Escape');

  const finding = page.locator(`[data-testid="finding"][data-file="surface.json"][data-line="${at.line}"]`).first();
  await expect(finding).toBeVisible();
  await expect(finding).toContainText('Fix:');
  await expect(finding.getByRole('link', { name: /rule / })).toHaveAttribute('href', /^\/rules\//);
  await expect(editor(page).locator('.squiggly-error').first()).toBeAttached();
  await expect.poll(() => liveScore(page)).toBeLessThan(before);

  await page.keyboard.press('Control+Home');
  await expect.poll(() => activeLineNumber(page)).toBe('1');
  await finding.getByRole('button').first().click();
  await expect.poll(() => activeLineNumber(page)).toBe(String(at.line));

  // Fix it: delete the stray "x".
  await cursorTo(page, at.line, at.column + 1);
  await page.keyboard.press('Backspace');
  await expect(finding).toBeHidden();
  await expect.poll(() => liveScore(page)).toBe(before);

  // And improve a description, so the save has something to keep.
  const desc = positionAfter('ledger', 'surface.json', 'with the newest');
  await cursorTo(page, desc.line, desc.column);
  await page.keyboard.type(' entry');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tab-surface.json').getByLabel('unsaved changes')).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toContainText('Saved surface.json');
  expect(diskText('ledger', 'surface.json')).toContain('with the newest entry first.');
  expect(diskText('ledger', 'surface.json')).toContain('"policy": "read"');

  await page.reload();
  await openPack(page, 'ledger');
  await expect(page.getByTestId('restored-banner')).toHaveCount(0);
  await expect(page.getByTestId('tab-surface.json').getByLabel('unsaved changes')).toHaveCount(0);
  await cursorTo(page, desc.line, 1);
  await expect(editor(page).locator('.view-lines')).toContainText('with the newest entry first.');
  await expect.poll(() => liveScore(page)).toBe(before);
  expect(errors).toEqual([]);
});

test('the JSON Schemas from the engine drive completion and schema markers', async ({ page }) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger');
  const at = positionAfter('ledger', 'surface.json', '"policy": "');
  await cursorTo(page, at.line, at.column);
  await page.keyboard.press('Control+Space');
  const suggest = page.locator('.monaco-editor .suggest-widget');
  await expect(suggest).toBeVisible();
  await expect(suggest).toContainText('write');
  await page.keyboard.press('Escape');
  // A value of the wrong type: the schema's own marker (a warning from the JSON worker) beside the engine's finding.
  await cursorTo(page, at.line, at.column - 1);
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('42');
  await page.keyboard.press('Escape');
  await expect(editor(page).locator('.squiggly-warning').first()).toBeAttached();
  await expect(page.locator(`[data-testid="finding"][data-line="${at.line}"]`).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('after a save, leaving for the workspace and coming back opens the saved version', async ({ page }) => {
  await openPack(page, 'ledger');
  const desc = positionAfter('ledger', 'surface.json', 'with the newest');
  await cursorTo(page, desc.line, desc.column);
  await page.keyboard.type(' entry');
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toContainText('Saved surface.json');
  await page.getByRole('link', { name: 'Workspace' }).first().click();
  await page.getByTestId('pack-row-ledger').getByRole('link').click();
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible();
  await cursorTo(page, desc.line, desc.column);
  await expect(editor(page).locator('.view-lines')).toContainText('with the newest entry first.');
  await page.keyboard.type(' one');
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toContainText('Saved surface.json');
  expect(diskText('ledger', 'surface.json')).toContain('with the newest one entry first.');
});

test('Ctrl+S on a file that does not parse saves it, and the message says it does not parse and where', async ({
  page,
}) => {
  await openPack(page, 'ledger');
  // The comma after "id": "ledger" goes: the next member, on line 3, is where the parser stops.
  const id = positionAfter('ledger', 'surface.json', '"id": "ledger"');
  await cursorTo(page, id.line, id.column);
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+S');
  const message = page.getByTestId('save-message');
  await expect(message).toContainText('Saved surface.json');
  await expect(message).toContainText(`surface.json does not parse (line ${id.line + 1}, column 3: JSON syntax error`);
  await expect(message).toContainText('No check reads it until it parses.');
  await expect(message).toHaveAttribute('role', 'alert');
  // Saved all the same: nothing typed is lost.
  expect(diskText('ledger', 'surface.json')).toContain('"id": "ledger"\n');
  await expect(page.getByTestId('tab-surface.json').getByLabel('unsaved changes')).toHaveCount(0);

  // Once it parses again, a save says only that it saved.
  await cursorTo(page, id.line, id.column);
  await page.keyboard.type(',');
  await page.keyboard.press('Control+S');
  await expect(message).toHaveAttribute('role', 'status');
  await expect(message).not.toContainText('does not parse');
});

test('unsaved edits survive a reload, and can be discarded', async ({ page }) => {
  await openPack(page, 'ledger');
  const desc = positionAfter('ledger', 'surface.json', 'with the newest');
  await cursorTo(page, desc.line, desc.column);
  await page.keyboard.type(' DRAFTED');
  await page.keyboard.press('Escape');
  await page.reload();
  await openPack(page, 'ledger');
  await expect(page.getByTestId('restored-banner')).toContainText('surface.json');
  await expect(page.getByTestId('tab-surface.json').getByLabel('unsaved changes')).toBeVisible();
  expect(diskText('ledger', 'surface.json')).not.toContain('DRAFTED');
  await cursorTo(page, desc.line, 1);
  await expect(editor(page).locator('.view-lines')).toContainText('newest DRAFTED first');

  await page.getByTestId('restored-banner').getByRole('button', { name: 'Discard them' }).click();
  await expect(page.getByTestId('restored-banner')).toHaveCount(0);
  await expect(editor(page).locator('.view-lines')).not.toContainText('DRAFTED');
  await page.reload();
  await openPack(page, 'ledger');
  await expect(page.getByTestId('restored-banner')).toHaveCount(0);
});

test('F8 walks the findings and reveals each one', async ({ page }) => {
  await openPack(page, 'broken-demo');
  const rows = page.getByTestId('finding');
  expect(await rows.count()).toBeGreaterThan(1);
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('F8');
  const first = page.locator('[data-testid="finding"][aria-current="true"]');
  await expect(first).toHaveCount(1);
  const firstKey = `${await first.getAttribute('data-file')}:${await first.getAttribute('data-line')}:${await first.getAttribute('data-id')}`;
  await expect
    .poll(async () =>
      (
        await page.getByRole('tablist', { name: 'Pack files' }).getByRole('tab', { selected: true }).textContent()
      )?.includes((await first.getAttribute('data-file'))!),
    )
    .toBe(true);
  await page.keyboard.press('F8');
  const second = page.locator('[data-testid="finding"][aria-current="true"]');
  await expect
    .poll(
      async () =>
        `${await second.getAttribute('data-file')}:${await second.getAttribute('data-line')}:${await second.getAttribute('data-id')}`,
    )
    .not.toBe(firstKey);
  await expect.poll(() => activeLineNumber(page)).toBe((await second.getAttribute('data-line'))!);
});

test('HARNESS.md has its preview beside the source, with raw HTML shown as text', async ({ page }) => {
  await openPack(page, 'ledger', '?file=HARNESS.md');
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(/HCP — Ledger/);
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('<img src=x onerror="window.__xss=1">');
  await page.keyboard.press('Escape');
  await expect(preview).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(preview.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('two tabs edit the same file: the second save is refused, and the author chooses', async ({ browser }) => {
  const { context, a, b } = await twoTabs(browser, 'ledger', '?file=HARNESS.md');
  await typeAtEnd(a, 'Edited in tab A.');
  await typeAtEnd(b, 'Edited in tab B.');

  await a.bringToFront();
  await editor(a).locator('.view-lines').click();
  await a.keyboard.press('Control+S');
  await expect(a.getByTestId('save-message')).toContainText('Saved HARNESS.md');
  expect(diskText('ledger', 'HARNESS.md')).toContain('Edited in tab A.');

  await b.bringToFront();
  await editor(b).locator('.view-lines').click();
  await b.keyboard.press('Control+S');
  const dialog = b.getByTestId('conflict-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('changed on disk since you opened it');
  await expect(dialog.getByTestId('conflict-diff').locator('.monaco-diff-editor')).toBeVisible();
  await expect(dialog.getByTestId('keep-mine')).toBeVisible();
  await expect(dialog.getByTestId('take-disk')).toBeVisible();
  // Nothing was overwritten by the refused save.
  expect(diskText('ledger', 'HARNESS.md')).toContain('Edited in tab A.');
  expect(diskText('ledger', 'HARNESS.md')).not.toContain('Edited in tab B.');
  await b.screenshot({ path: 'e2e/screenshots/conflict-light.png' });

  await dialog.getByTestId('keep-mine').click();
  await expect(dialog).toBeHidden();
  await expect(b.getByTestId('save-message')).toContainText('Saved your version of HARNESS.md');
  expect(diskText('ledger', 'HARNESS.md')).toContain('Edited in tab B.');
  expect(diskText('ledger', 'HARNESS.md')).not.toContain('Edited in tab A.');

  // Tab A is now behind: its next save is refused too, and it takes the disk's version.
  await a.bringToFront();
  await editor(a).locator('.view-lines').click();
  await a.keyboard.press('Control+End');
  await a.keyboard.type(' More from A.');
  await a.keyboard.press('Escape');
  await a.keyboard.press('Control+S');
  await expect(a.getByTestId('conflict-dialog')).toBeVisible();
  await a.getByTestId('take-disk').click();
  await expect(a.getByTestId('conflict-dialog')).toBeHidden();
  await expect(editor(a).locator('.view-lines')).toContainText('Edited in tab B.');
  await expect(a.getByTestId('tab-HARNESS.md').getByLabel('unsaved changes')).toHaveCount(0);
  expect(diskText('ledger', 'HARNESS.md')).toContain('Edited in tab B.');
  await context.close();
});

/**
 * Arms a click on the conflict dialog's button labelled `label`, fired in the same task Monaco's diff editor
 * appears in: before its worker can have answered with the diff, as a quick author would.
 */
async function clickAsTheDiffOpens(page: Page, label: string): Promise<void> {
  await page.evaluate((name) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="conflict-diff"] .monaco-diff-editor')) return;
      observer.disconnect();
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="conflict-dialog"] button')];
      buttons.find((b) => b.textContent?.startsWith(name))!.click();
      document.body.dataset.armedClick = 'done';
    });
    delete document.body.dataset.armedClick;
    observer.observe(document.body, { childList: true, subtree: true });
  }, label);
}

async function saveIntoConflict(page: Page, mine: string, theirs: string): Promise<void> {
  await typeAtEnd(page, mine);
  writeFileSync(join(packsDir(), 'ledger', 'HARNESS.md'), `${diskText('ledger', 'HARNESS.md')}\n${theirs}\n`);
  await page.keyboard.press('Control+S');
}

test('every conflict button works the moment the dialog opens, before the diff is computed', async ({ page }) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger', '?file=HARNESS.md');
  const dialog = page.getByTestId('conflict-dialog');
  const message = page.getByTestId('save-message');
  const clicked = page.locator('body[data-armed-click="done"]');

  await clickAsTheDiffOpens(page, 'Take disk version');
  await saveIntoConflict(page, 'Mine one.', 'Theirs one.');
  await expect(clicked).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(message).toContainText("Took the disk's version of HARNESS.md");
  await expect(editor(page).locator('.view-lines')).toContainText('Theirs one.');
  await expect(editor(page).locator('.view-lines')).not.toContainText('Mine one.');

  await clickAsTheDiffOpens(page, 'Decide later');
  await saveIntoConflict(page, 'Mine two.', 'Theirs two.');
  await expect(clicked).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(message).toContainText('HARNESS.md is not saved');
  expect(diskText('ledger', 'HARNESS.md')).not.toContain('Mine two.');

  // Saving again asks again; keeping mine at once writes the author's text over the disk's.
  await clickAsTheDiffOpens(page, 'Keep mine');
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+S');
  await expect(clicked).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(message).toContainText('Saved your version of HARNESS.md');
  expect(diskText('ledger', 'HARNESS.md')).toContain('Mine two.');
  expect(diskText('ledger', 'HARNESS.md')).not.toContain('Theirs two.');

  // A merge typed into the right side and saved straight away, while the diff is still being recomputed.
  await saveIntoConflict(page, 'Mine three.', 'Theirs three.');
  await expect(dialog.locator('.monaco-diff-editor')).toBeVisible();
  await dialog.locator('.modified-in-monaco-diff-editor .view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Merged.');
  await dialog.getByTestId('save-merged').click();
  await expect(dialog).toBeHidden();
  await expect(message).toContainText('Saved the merged version of HARNESS.md');
  expect(diskText('ledger', 'HARNESS.md')).toContain('Mine three. Merged.');
  expect(diskText('ledger', 'HARNESS.md')).not.toContain('Theirs three.');

  // A diff that was still being computed when its dialog closed rejects a moment later, if at all: once the page is
  // idle (its diff worker's answer handled), no error came of it.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
  expect(errors).toEqual([]);
});
