import { expect, test, type Page } from '@playwright/test';
import { editor, openPack, restorePack, watchErrors } from './helpers';

test.afterEach(() => restorePack('ledger'));

const hint = (page: Page) => page.getByTestId('tab-key-hint');
const unsaved = (page: Page) => page.getByTestId('tab-surface.json').getByLabel('unsaved changes');
/** Whether the keyboard focus is inside the editor (its hidden textarea). */
const inEditor = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[data-testid="monaco-host"]'));

/** Tab in the editor indents: the file is marked unsaved; undo takes the indent back. */
async function expectTabIndents(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(unsaved(page)).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(unsaved(page)).toHaveCount(0);
}

test('Tab indents in the editor; Esc then Tab leaves it untouched, Ctrl+M switches for good, and the hint says which', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger');
  await expect(hint(page)).toHaveAttribute('data-mode', 'indent');
  await expect(hint(page)).toContainText('Tab indents.');
  await expect(hint(page)).toContainText('Esc then Tab leaves the editor.');

  // Tab indents, for an author who wants it (and marks the file unsaved); undo takes it back.
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+Home');
  await expectTabIndents(page);

  // Esc, then Tab: the focus leaves the editor (to the hint's toggle, the next stop), and nothing was typed.
  await page.keyboard.press('Escape');
  await expect(hint(page)).toHaveAttribute('data-mode', 'leave');
  await expect(hint(page)).toContainText('Tab now leaves the editor');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('tab-key-toggle')).toBeFocused();
  await expect(unsaved(page)).toHaveCount(0);
  await expect(hint(page)).toHaveAttribute('data-mode', 'indent');

  // Back in the editor, Tab indents again: the escape was for one Tab only.
  await page.keyboard.press('Shift+Tab');
  expect(await inEditor(page)).toBe(true);
  await expectTabIndents(page);

  // Ctrl+M (Monaco's own key): Tab moves the focus until switched back; the toggle shows it pressed.
  await page.keyboard.press('Control+m');
  await expect(hint(page)).toHaveAttribute('data-mode', 'focus');
  await expect(page.getByTestId('tab-key-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  expect(await inEditor(page)).toBe(false);
  await expect(unsaved(page)).toHaveCount(0);
  // The toggle (Enter on it) switches back and returns to the editor, where Tab indents.
  await page.getByTestId('tab-key-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(hint(page)).toHaveAttribute('data-mode', 'indent');
  expect(await inEditor(page)).toBe(true);
  await expectTabIndents(page);
  expect(errors).toEqual([]);
});

test("the Run tab's approval card takes the focus; Esc declines it and the focus goes back to Run", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger');
  await page.getByRole('tab', { name: 'run', exact: true }).click();
  await page.getByTestId('run-command').selectOption('transfer');
  await page.getByTestId('run-start').click();
  const card = page.getByRole('dialog', { name: /^Pay / });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('approval-decline')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('run-declined')).toHaveText('Declined: nothing ran.');
  await expect(page.getByTestId('run-start')).toBeFocused();

  // Enter on Run asks again; Tab reaches the approve answer from Decline.
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('approval-decline')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByTestId('approval-approve')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('run-declined')).toBeVisible();
  expect(errors).toEqual([]);
});
