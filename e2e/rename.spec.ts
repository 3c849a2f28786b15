import { expect, test, type Page } from '@playwright/test';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HCP_FILES } from '../lib/formats/hcp/files';
import { cursorTo, diskText, editor, openPack, packsDir, removePack, setTheme, shot, watchErrors } from './helpers';

/** A copy of ledger of its own in the temp workspace, so the renames never touch what other specs open. */
const PACK = 'ledger-rename';
const original = (file: string) => readFileSync(resolve('packs', 'ledger', file), 'utf8');

test.beforeEach(() => {
  removePack(PACK);
  cpSync(resolve('packs', 'ledger'), join(packsDir(), PACK), { recursive: true });
});
test.afterEach(() => removePack(PACK));

const tab = (page: Page, file: string) => page.getByTestId(`tab-${file}`);
const unsaved = (page: Page, file: string) => tab(page, file).getByLabel('unsaved changes');
const RENAME_INPUT = '.rename-box .rename-input';

/** Every one of the four files shows its unsaved dot, or none does (each is the disk's text again). */
async function expectUnsaved(page: Page, dirty: boolean): Promise<void> {
  for (const file of HCP_FILES) await expect(unsaved(page, file), file).toHaveCount(dirty ? 1 : 0);
}

/** F2 on the name just inside `needle` in the open file, type `name`, Enter. */
async function renameAt(page: Page, file: string, needle: string, name: string): Promise<void> {
  const at = lineOf(file, needle);
  await cursorTo(page, at.line, at.column + 2);
  await page.keyboard.press('F2');
  await page.locator(RENAME_INPUT).fill(name);
  await page.keyboard.press('Enter');
}

/** 1-based line and column of the first `needle` in the pack's file as written on disk before the test. */
function lineOf(file: string, needle: string): { line: number; column: number } {
  const lines = original(file).split('\n');
  const index = lines.findIndex((l) => l.includes(needle));
  if (index < 0) throw new Error(`${needle} not in ledger/${file}`);
  return { line: index + 1, column: lines[index].indexOf(needle) + 1 };
}

/** Opens `file`'s tab, puts the cursor on `needle`'s line (so Monaco renders it) and returns that line's text. */
async function lineText(page: Page, file: string, needle: string): Promise<string> {
  await tab(page, file).click();
  const { line } = lineOf(file, needle);
  await cursorTo(page, line, 1);
  return ((await editor(page).locator('.view-lines').textContent()) ?? '').replace(/\u00a0/g, ' ');
}

test('F2 on a command key renames it in all four files; one undo restores all four; save writes all four', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, PACK, '?file=surface.json');
  const key = lineOf('surface.json', '"list": {');
  await cursorTo(page, key.line, key.column + 2);
  await page.keyboard.press('F2');
  const input = page.locator(RENAME_INPUT);
  await expect(input).toBeVisible();
  await expect(input).toHaveValue('list');
  await input.fill('entry.list');
  await page.keyboard.press('Enter');

  // Every file that names the command changed, and is unsaved.
  await expectUnsaved(page, true);
  expect(await lineText(page, 'surface.json', '"list": {')).toContain('"entry.list": {');
  expect(await lineText(page, 'policy.json', '"list"')).toContain('"entry.list"');
  expect(await lineText(page, 'HARNESS.md', '| `list` |')).toContain('| `entry.list` |');
  expect(await lineText(page, 'hcp.eval.json', '"verb": "list"')).toContain('"verb": "entry.list"');
  // Nothing is written until the author saves.
  expect(diskText(PACK, 'surface.json')).toBe(original('surface.json'));

  // One undo, here in hcp.eval.json, restores all four files: each is back to the disk's text, so none is unsaved.
  await page.keyboard.press('Control+z');
  await expectUnsaved(page, false);
  expect(await lineText(page, 'policy.json', '"list"')).not.toContain('entry.list');
  // One redo, in another file, brings the whole rename back.
  await page.keyboard.press('Control+y');
  await expectUnsaved(page, true);

  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save')).toHaveText(/Saved/);
  await expectUnsaved(page, false);
  const written = Object.fromEntries(HCP_FILES.map((f) => [f, diskText(PACK, f)]));
  expect(Object.keys(JSON.parse(written['surface.json']).verbs)).toEqual([
    'setup.status',
    'setup.apply',
    'connect',
    'status',
    'entry.list',
    'transfer',
  ]);
  expect(Object.keys(JSON.parse(written['policy.json']).verbs)).toContain('entry.list');
  expect(Object.keys(JSON.parse(written['policy.json']).verbs)).not.toContain('list');
  expect(written['HARNESS.md']).toContain('| `entry.list` |');
  expect(written['HARNESS.md']).not.toContain('`list`');
  expect(JSON.parse(written['hcp.eval.json']).cases.map((c: { verb: string }) => c.verb)).toContain('entry.list');
  expect(JSON.parse(written['hcp.eval.json']).cases.map((c: { verb: string }) => c.verb)).not.toContain('list');
  expect(errors).toEqual([]);
});

test('a rename onto an existing command, or to a name M002 refuses, is refused with its reason and changes nothing', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, PACK, '?file=policy.json');
  await renameAt(page, 'policy.json', '"status"', 'transfer');
  const message = page.locator('.monaco-editor-overlaymessage');
  await expect(message).toContainText('"transfer" is already a command');
  await expectUnsaved(page, false);

  await renameAt(page, 'policy.json', '"status"', 'Status-Now');
  await expect(message).toContainText('has upper case');
  await expectUnsaved(page, false);

  // Somewhere that is no command: Monaco says why at the cursor and opens no prompt.
  const row = lineOf('policy.json', '"status"');
  await cursorTo(page, row.line, row.column + 20);
  await page.keyboard.press('F2');
  await expect(message).toContainText('Rename works on a command\'s key under "verbs"');
  await expect(page.locator(RENAME_INPUT)).toBeHidden();
  expect(errors).toEqual([]);
});

test('M002\'s "Rename…" asks for the name, prefilled lower-cased, refuses a clash as you type, and renames in one undoable edit', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A badly named command, as an author might have written it: "List" in all four files.
  const broken: Record<string, string> = {
    'surface.json': original('surface.json').replace('"list": {', '"List": {'),
    'policy.json': original('policy.json').replace('"list":', '"List":'),
    'HARNESS.md': original('HARNESS.md').replaceAll('`list`', '`List`'),
    'hcp.eval.json': original('hcp.eval.json').replaceAll('"verb": "list"', '"verb": "List"'),
  };
  for (const [file, text] of Object.entries(broken)) writeFileSync(join(packsDir(), PACK, file), text);
  await openPack(page, PACK, '?file=surface.json');
  const finding = page.locator('[data-testid="finding"][data-id="M002"]');
  const dialog = page.getByTestId('rename-dialog');
  // The lightbulb on the name's line offers the same "Rename…" beside M002's own fix.
  const key = lineOf('surface.json', '"list": {');
  await cursorTo(page, key.line, key.column + 2);
  await page.keyboard.press('Control+.');
  await page.locator('.action-widget').first().getByText('Rename "List"… (M002)').click();
  await expect(dialog.getByTestId('rename-input')).toHaveValue('list');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await finding.getByTestId('rename-finding').click();
  const input = dialog.getByTestId('rename-input');
  await expect(input).toHaveValue('list');
  await expect(dialog.getByTestId('rename-status')).toContainText(
    'surface.json, policy.json, HARNESS.md, hcp.eval.json',
  );
  await input.fill('status');
  await expect(dialog.getByTestId('rename-status')).toContainText('"status" is already a command');
  await expect(dialog.getByTestId('rename-apply')).toBeDisabled();
  await input.fill('entries');
  await dialog.getByTestId('rename-apply').click();
  await expect(dialog).toBeHidden();
  await expect(finding).toHaveCount(0);
  await expectUnsaved(page, true);

  // The editor has the focus back: one undo restores every file, and M002's finding with it.
  await page.keyboard.press('Control+z');
  await expectUnsaved(page, false);
  await expect(finding).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a rename's four unsaved files survive a reload as drafts, and a file changed on disk since is a conflict to resolve", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, PACK, '?file=surface.json');
  await renameAt(page, 'surface.json', '"list": {', 'entry.list');
  await expectUnsaved(page, true);

  // Drafts are written shortly after each edit: once all four are in localStorage, a reload brings them back unsaved.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('packstudio:draft:')).length),
    )
    .toBe(4);
  await page.reload();
  await expect(page.getByTestId('restored-banner')).toHaveCount(4);
  await expectUnsaved(page, true);

  // policy.json changes on disk meanwhile: saving writes the other three and asks about that one.
  writeFileSync(join(packsDir(), PACK, 'policy.json'), original('policy.json').replace('"read" },', '"read" }, '));
  await page.getByTestId('save').click();
  const dialog = page.getByTestId('conflict-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'policy.json changed on disk' })).toBeVisible();
  // Read the diff first, as a person would (a choice made at once is e2e/editor.spec.ts's "every conflict button").
  await expect(dialog.locator('.monaco-diff-editor').locator('.line-insert, .char-insert').first()).toBeVisible();
  await dialog.getByTestId('keep-mine').click();
  await expect(dialog).toBeHidden();
  await expectUnsaved(page, false);
  expect(Object.keys(JSON.parse(diskText(PACK, 'policy.json')).verbs)).toContain('entry.list');
  expect(diskText(PACK, 'HARNESS.md')).toContain('| `entry.list` |');
  expect(errors).toEqual([]);
});

test("the rename prompt (F2) and the findings' Rename… dialog, in both themes and at 390 px", async ({ page }) => {
  const errors = watchErrors(page);
  writeFileSync(join(packsDir(), PACK, 'surface.json'), original('surface.json').replace('"list": {', '"List": {'));
  writeFileSync(join(packsDir(), PACK, 'policy.json'), original('policy.json').replace('"list":', '"List":'));
  const key = lineOf('surface.json', '"list": {');
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 1280],
    ['light', 390],
  ] as const) {
    await setTheme(page, theme);
    await page.setViewportSize({ width, height: 800 });
    await openPack(page, PACK, '?file=surface.json');
    await cursorTo(page, key.line, key.column + 2);
    await page.keyboard.press('F2');
    const input = page.locator(RENAME_INPUT);
    await expect(input).toHaveValue('List');
    // The prompt takes the focus with its name selected: typing replaces it.
    await expect(input).toBeFocused();
    await page.keyboard.type('status');
    await expect(input).toHaveValue('status');
    await shot(page, `rename-prompt-${theme}-${width}`);
    await page.keyboard.press('Enter');
    await expect(page.locator('.monaco-editor-overlaymessage')).toContainText('"status" is already a command');
    await shot(page, `rename-refused-${theme}-${width}`);

    await page.locator('[data-testid="finding"][data-id="M002"]').getByTestId('rename-finding').click();
    const dialog = page.getByTestId('rename-dialog');
    await expect(dialog.getByTestId('rename-input')).toHaveValue('list');
    await expect(dialog.getByTestId('rename-apply')).toBeEnabled();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await shot(page, `rename-dialog-${theme}-${width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(errors).toEqual([]);
});
