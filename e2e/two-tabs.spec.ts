import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diskText, editor, openPack, restorePack, typeAtEnd } from './helpers';

/**
 * Drafts belong to the tab that made them. Two pages of one browser context share localStorage, as two tabs do:
 * edit in A, open in B (told at once), edit in B (A is told), reload both: each keeps its own edit, and another
 * tab's edit moves only when the author says so, or when the tab that made it is gone.
 */
test.afterAll(() => restorePack('ledger'));

/** Scrolls the editor to its last line (Monaco renders only the lines in view). */
async function showEnd(page: Page): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Escape');
}

/** The number of drafts of ledger's HARNESS.md kept in this context's localStorage (any tab's). */
const draftCount = (page: Page) =>
  page.evaluate(
    () => Object.keys(localStorage).filter((k) => k.startsWith('packstudio:draft:ledger:HARNESS.md')).length,
  );

test("two tabs, one pack: each keeps its own draft through reloads; another tab's is shown, never replaced", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const a = await context.newPage();
  const b = await context.newPage();
  const disk = diskText('ledger', 'HARNESS.md');

  await openPack(a, 'ledger', '?file=HARNESS.md');
  await typeAtEnd(a, 'Edited in tab A.');
  await expect.poll(() => draftCount(a)).toBe(1);

  // B opens the pack: told at once, and starts from the disk's text, not A's.
  await openPack(b, 'ledger', '?file=HARNESS.md');
  const bSees = b.getByTestId('other-tab-draft');
  await expect(bSees).toHaveCount(1);
  await expect(bSees).toContainText('HARNESS.md has unsaved edits in another open tab');
  await expect(editor(b).locator('.view-lines')).not.toContainText('Edited in tab A.');
  await expect(a.getByTestId('other-tab-draft')).toHaveCount(0);

  // B edits too: A learns of it without reloading.
  await typeAtEnd(b, 'Edited in tab B.');
  await expect.poll(() => draftCount(b)).toBe(2);
  await expect(a.getByTestId('other-tab-draft')).toContainText('HARNESS.md has unsaved edits in another open tab');

  // Reload both: each tab gets its own edit back, and still sees the other's.
  for (const [page, mine, theirs] of [
    [a, 'Edited in tab A.', 'Edited in tab B.'],
    [b, 'Edited in tab B.', 'Edited in tab A.'],
  ] as const) {
    await page.bringToFront();
    await page.reload();
    await openPack(page, 'ledger', '?file=HARNESS.md');
    await expect(page.getByTestId('restored-banner')).toContainText('HARNESS.md');
    await expect(page.getByTestId('other-tab-draft')).toContainText('in another open tab');
    await showEnd(page);
    await expect(editor(page).locator('.view-lines')).toContainText(mine);
    await expect(editor(page).locator('.view-lines')).not.toContainText(theirs);
  }
  expect(diskText('ledger', 'HARNESS.md')).toBe(disk);

  // The author chooses: B takes A's edit. A keeps its own; nothing was saved behind anyone's back.
  await b.bringToFront();
  await b.getByTestId('other-tab-draft').getByRole('button', { name: 'Use them here' }).click();
  await showEnd(b);
  await expect(editor(b).locator('.view-lines')).toContainText('Edited in tab A.');
  await expect(b.getByTestId('other-tab-draft')).toHaveCount(0);
  await a.bringToFront();
  await a.reload();
  await openPack(a, 'ledger', '?file=HARNESS.md');
  await showEnd(a);
  await expect(editor(a).locator('.view-lines')).toContainText('Edited in tab A.');
  expect(diskText('ledger', 'HARNESS.md')).toBe(disk);

  // A saves; B's draft still started from the old disk version, so B's save asks which version to keep.
  await a.keyboard.press('Control+S');
  await expect(a.getByTestId('save-message')).toContainText('Saved HARNESS.md');
  await typeAtEnd(b, 'More from B.');
  await b.keyboard.press('Control+S');
  await expect(b.getByTestId('conflict-dialog')).toBeVisible();
  expect(diskText('ledger', 'HARNESS.md')).not.toContain('More from B.');
  await context.close();
});

test("a closed tab's draft comes back in the next tab that opens the pack, and is not offered twice", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const a = await context.newPage();
  await openPack(a, 'ledger', '?file=HARNESS.md');
  await typeAtEnd(a, 'Left by a closed tab.');
  await expect.poll(() => draftCount(a)).toBe(1);
  const tabA = await a.evaluate(() => sessionStorage.getItem('packstudio:tab-id'));
  await a.close();

  // A tab that stopped saying it is open (closed long enough ago) counts as closed.
  const b = await context.newPage();
  await b.goto('/rules');
  await b.evaluate((id) => localStorage.setItem(`packstudio:tab:${id}`, '1'), tabA);
  await openPack(b, 'ledger', '?file=HARNESS.md');
  await expect(b.getByTestId('restored-banner')).toContainText('HARNESS.md');
  await expect(b.getByTestId('other-tab-draft')).toHaveCount(0);
  await showEnd(b);
  await expect(editor(b).locator('.view-lines')).toContainText('Left by a closed tab.');
  expect(await draftCount(b)).toBe(1);
  await context.close();
});

test("after the browser is closed and opened again, the last session's edits are said to be from it, not from an open tab", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // A real browser profile, closed and launched again: localStorage survives, the tabs (and their heartbeats'
  // freshness, for minutes) do not answer.
  const profile = mkdtempSync(join(tmpdir(), 'packstudio-profile-'));
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const before = await launch();
    const a = before.pages()[0] ?? (await before.newPage());
    await openPack(a, 'ledger', '?file=HARNESS.md');
    await typeAtEnd(a, 'Typed before the browser closed.');
    await expect.poll(() => draftCount(a)).toBe(1);
    await before.close();

    const after = await launch();
    const b = after.pages()[0] ?? (await after.newPage());
    await openPack(b, 'ledger', '?file=HARNESS.md');
    const banner = b.getByTestId('other-tab-draft');
    await expect(banner).toContainText('HARNESS.md has unsaved edits from an earlier session');
    await expect(banner).not.toContainText('another open tab');
    await expect(banner.getByRole('button', { name: 'Discard them' })).toBeVisible();

    // Taken here, they are this tab's alone: the earlier session's copy goes.
    await banner.getByRole('button', { name: 'Use them here' }).click();
    await showEnd(b);
    await expect(editor(b).locator('.view-lines')).toContainText('Typed before the browser closed.');
    await expect(banner).toHaveCount(0);
    expect(await draftCount(b)).toBe(1);
    await after.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
