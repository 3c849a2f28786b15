import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { copyFileSync, existsSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HCP_FILES } from '../lib/formats/hcp/files';
import { SUPPRESSIONS_FILE } from '../lib/core/suppressions-file';

/** The temp copy of ./packs the server under test uses. */
export function packsDir(): string {
  const dir = process.env.E2E_PACKS_DIR;
  if (!dir) throw new Error('E2E_PACKS_DIR is not set: run through playwright.config.ts');
  return dir;
}

export function diskText(pack: string, file: string): string {
  return readFileSync(join(packsDir(), pack, file), 'utf8');
}

/**
 * Puts a pack's files in the temp workspace back to the repository's version (packstudio.json too: removed when the
 * repository has none; pack.json for a composition).
 */
export function restorePack(pack: string): void {
  for (const file of [...HCP_FILES, SUPPRESSIONS_FILE, 'pack.json']) {
    const original = resolve('packs', pack, file);
    const copy = join(packsDir(), pack, file);
    if (existsSync(original)) copyFileSync(original, copy);
    else if (existsSync(copy)) unlinkSync(copy);
  }
}

export function removePack(pack: string): void {
  rmSync(join(packsDir(), pack), { recursive: true, force: true });
}

/** 1-based line and column just after `needle` in the repository's copy of a file. */
export function positionAfter(pack: string, file: string, needle: string): { line: number; column: number } {
  const lines = readFileSync(resolve('packs', pack, file), 'utf8').split('\n');
  const index = lines.findIndex((l) => l.includes(needle));
  if (index === -1) throw new Error(`"${needle}" not found in packs/${pack}/${file}`);
  return { line: index + 1, column: lines[index].indexOf(needle) + needle.length + 1 };
}

/** Pages fail the test on any uncaught error or worker failure. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Failed to load worker|Uncaught|hydrat/i.test(m.text()))
      errors.push(`console: ${m.text()}`);
  });
  return errors;
}

export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** Opens a pack in the editor and waits for Monaco and the first findings. */
export async function openPack(page: Page, pack: string, query = ''): Promise<void> {
  await page.goto(`/packs/${pack}${query}`);
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('findings-panel')).toBeVisible();
}

export function editor(page: Page) {
  return page.locator('[data-testid="monaco-host"] .monaco-editor').first();
}

/** Two tabs of one browser (one context, so they share localStorage as real tabs do), each with a pack open. */
export async function twoTabs(
  browser: Browser,
  pack: string,
  query = '',
): Promise<{ context: BrowserContext; a: Page; b: Page }> {
  const context = await browser.newContext();
  const a = await context.newPage();
  const b = await context.newPage();
  await openPack(a, pack, query);
  await openPack(b, pack, query);
  return { context, a, b };
}

/** Brings the tab to the front and types a new last line into its editor. */
export async function typeAtEnd(page: Page, words: string): Promise<void> {
  await page.bringToFront();
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(words);
  await page.keyboard.press('Escape');
}

/**
 * Moves the cursor with the keyboard only: Ctrl+Home (line 1, column 1), down to the line, right to the column.
 * The editor is focused through its input element, never by a click: a click can land on a sticky-scroll header,
 * a hover or (once the editor is scrolled, `.view-lines` starting above its box) outside the editor altogether.
 */
export async function cursorTo(page: Page, line: number, column: number): Promise<void> {
  await editor(page).locator('.native-edit-context, textarea.inputarea').first().focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  for (let i = 1; i < column; i++) await page.keyboard.press('ArrowRight');
}

export async function activeLineNumber(page: Page): Promise<string> {
  return (await editor(page).locator('.line-numbers.active-line-number').first().textContent())?.trim() ?? '';
}

export async function liveScore(page: Page): Promise<number> {
  return Number((await page.getByTestId('live-score-value').textContent())?.match(/^\d+/)?.[0]);
}

/** A screenshot once the page's fonts are in, with transitions and animations run to their end (not after a pause). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, animations: 'disabled' });
}

/**
 * In the open ledger's policy.json, transfer's "confirm": "always" becomes true, which P007 reports with a machine
 * fix ("Set "confirm": "always" on "transfer""). Returns where the edit is; the cursor stays on that line.
 */
export async function breakTransferConfirm(page: Page): Promise<{ line: number; column: number }> {
  const at = positionAfter('ledger', 'policy.json', '"confirm": "always"');
  await cursorTo(page, at.line, at.column);
  for (let i = 0; i < '"always"'.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('true');
  await page.keyboard.press('Escape');
  return at;
}
