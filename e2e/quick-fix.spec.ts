import { expect, test, type Page } from '@playwright/test';
import { copyFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  breakTransferConfirm,
  cursorTo,
  diskText,
  editor,
  openPack,
  packsDir,
  restorePack,
  watchErrors,
} from './helpers';

test.afterEach(() => {
  restorePack('ledger');
  copyFileSync(resolve('packs', 'acme-tasks', 'pack.json'), join(packsDir(), 'acme-tasks', 'pack.json'));
});

/** Opens the lightbulb's menu (Ctrl+.) on the cursor's line, which also offers "Fix all", and chooses `title`. */
async function chooseCodeAction(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Control+.');
  const menu = page.locator('.action-widget').first();
  await expect(menu).toContainText('Fix all fixable problems in this file');
  await menu.getByText(title).click();
}

test("a quick fix from the lightbulb (Ctrl+.) removes the marker, undoes in one step, and the panel's Fix button applies it too", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger', '?file=policy.json');
  const at = await breakTransferConfirm(page);

  const finding = page.locator(`[data-testid="finding"][data-id="P007"][data-file="policy.json"]`);
  await expect(finding).toBeVisible();
  await expect(editor(page).locator('.squiggly-info')).toHaveCount(1);

  // The lightbulb's menu on the marker's line lists the finding's fix and "Fix all"; choosing it applies the edit.
  await cursorTo(page, at.line, 5);
  await chooseCodeAction(page, 'Set "confirm": "always" on "transfer" (P007)');
  await expect(finding).toHaveCount(0);
  await expect(editor(page).locator('.squiggly-info')).toHaveCount(0);
  await expect(editor(page).locator('.view-lines')).toContainText(
    '"transfer":     { "risk": "write", "confirm": "always" }',
  );

  // One undo brings the broken text back; the Fix button in the findings panel applies the same fix.
  await page.keyboard.press('Control+z');
  await expect(finding).toBeVisible();
  await finding.getByTestId('apply-fix').click();
  await expect(finding).toHaveCount(0);
  // Nothing is written until the author saves.
  expect(diskText('ledger', 'policy.json')).toContain('"confirm": "always"');
  expect(errors).toEqual([]);
});

test("a Recued composition: the lightbulb and the Fix button apply a check's fix, and the marker goes", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/compositions/acme-tasks');
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('findings-panel')).toBeVisible();
  // Break it: the hint names "acme-api", a connection no ingredient uses; the ingredient's "acme" is the one right value.
  const lines = readFileSync(resolve('packs', 'acme-tasks', 'pack.json'), 'utf8').split('\n');
  const hints = lines.findIndex((l) => l.includes('"connection_hints"'));
  const index = lines.findIndex((l, i) => i > hints && l.includes('"connection": "acme"'));
  await cursorTo(page, index + 1, lines[index].indexOf('"acme"') + 6);
  await page.keyboard.type('-api');
  await page.keyboard.press('Escape');

  const finding = page.locator('[data-testid="finding"][data-id="C-hint-connection"]');
  // The check of the whole word, not of "acme-a" half-typed: a fix is offered only on the text its check ran on.
  await expect(finding).toContainText('"acme-api"');
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(1);

  // The cursor is still on the marker's line (a second click to focus could land on the sticky-scroll header).
  await chooseCodeAction(page, 'Set "connection": "acme" (C-hint-connection)');
  await expect(finding).toHaveCount(0);
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(0);

  // Undo brings it back; the Fix button applies the same edit. Nothing is written until the author saves.
  await page.keyboard.press('Control+z');
  await expect(finding).toBeVisible();
  await finding.getByTestId('apply-fix').click();
  await expect(finding).toHaveCount(0);
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'true');
  expect(diskText('acme-tasks', 'pack.json')).toBe(readFileSync(resolve('packs', 'acme-tasks', 'pack.json'), 'utf8'));
  expect(errors).toEqual([]);
});
