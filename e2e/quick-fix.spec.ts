import { expect, test } from '@playwright/test';
import { cursorTo, diskText, editor, openPack, positionAfter, restorePack, watchErrors } from './helpers';

test.afterEach(() => restorePack('ledger'));

test('a quick fix from the lightbulb (Ctrl+.) removes the marker, undoes in one step, and the panel\'s Fix button applies it too', async ({ page }) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger', '?file=policy.json');
  // Break it: transfer's "confirm": "always" becomes true, which P007 reports with a machine fix.
  const at = positionAfter('ledger', 'policy.json', '"confirm": "always"');
  await cursorTo(page, at.line, at.column);
  for (let i = 0; i < '"always"'.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('true');
  await page.keyboard.press('Escape');

  const finding = page.locator(`[data-testid="finding"][data-id="P007"][data-file="policy.json"]`);
  await expect(finding).toBeVisible();
  await expect(editor(page).locator('.squiggly-info')).toHaveCount(1);

  // The lightbulb's menu on the marker's line lists the finding's fix and "Fix all"; choosing it applies the edit.
  await cursorTo(page, at.line, 5);
  await page.keyboard.press('Control+.');
  const menu = page.locator('.action-widget').first();
  await expect(menu).toContainText('Fix all fixable problems in this file');
  await menu.getByText('Set "confirm": "always" on "transfer" (P007)').click();
  await expect(finding).toHaveCount(0);
  await expect(editor(page).locator('.squiggly-info')).toHaveCount(0);
  await expect(editor(page).locator('.view-lines')).toContainText('"transfer":     { "risk": "write", "confirm": "always" }');

  // One undo brings the broken text back; the Fix button in the findings panel applies the same fix.
  await page.keyboard.press('Control+z');
  await expect(finding).toBeVisible();
  await finding.getByTestId('apply-fix').click();
  await expect(finding).toHaveCount(0);
  // Nothing is written until the author saves.
  expect(diskText('ledger', 'policy.json')).toContain('"confirm": "always"');
  expect(errors).toEqual([]);
});
