import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { editor, packsDir, positionAfter, setTheme, shot, watchErrors } from './helpers';

/** The Recued composition page: live checks, the connection-form preview, operations, approval card, install commands. */

const ACME = 'acme-tasks';
const BASE = 'https://api.acme.example';

function diskPackJson(id: string): string {
  return readFileSync(join(packsDir(), id, 'pack.json'), 'utf8');
}

/** Puts a pack.json in the temp workspace back to the repository's version. */
function restorePackJson(id: string): void {
  copyFileSync(resolve('packs', id, 'pack.json'), join(packsDir(), id, 'pack.json'));
}

test.afterEach(() => {
  restorePackJson(ACME);
  restorePackJson('opencode');
});

async function openComposition(page: Page, id: string, query = ''): Promise<void> {
  await page.goto(`/packs/${id}${query}`);
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-testid="studio"][data-format="recued"]')).toBeVisible();
}

/** Selects the hint's base URL (`current`) in Monaco with the keyboard and types `url` over it. */
async function typeHintBaseUrl(page: Page, url: string, current = BASE): Promise<void> {
  const at = positionAfter(ACME, 'pack.json', '"config.base_url": "');
  await cursorTo(page, at.line, at.column);
  for (let i = 0; i < current.length; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.type(url);
  await page.keyboard.press('Escape');
}

/**
 * Moves the cursor with the keyboard only, like helpers' cursorTo, but focuses the editor by clicking its middle:
 * once the editor has scrolled, sticky scroll covers its top-left corner.
 */
async function cursorTo(page: Page, line: number, column: number): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  for (let i = 1; i < column; i++) await page.keyboard.press('ArrowRight');
}

const field = (page: Page, key: string) => page.getByTestId(`form-field-${key}`);
const dropped = (page: Page, key: string) => page.locator(`[data-testid="dropped-hint"][data-key="${key}"]`);

test('the workspace opens a Recued pack at /packs/<id> like any pack; the old /compositions/<id> address still leads there', async ({
  page,
}) => {
  await page.goto('/');
  const row = page.getByTestId(`pack-row-${ACME}`);
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await page.waitForURL(/\/packs\/acme-tasks$/);
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-testid="studio"][data-format="recued"]')).toBeVisible();
  // The old address keeps its query: the panel it named opens.
  await page.goto(`/compositions/${ACME}?tab=form`);
  await page.waitForURL(/\/packs\/acme-tasks\?tab=form$/);
  await expect(page.getByTestId('panel-tab-form')).toHaveAttribute('aria-selected', 'true');
  // An HCP pack named at the old address opens in its own studio.
  await page.goto('/compositions/ledger');
  await page.waitForURL(/\/packs\/ledger$/);
  await expect(page.locator('[data-testid="studio"][data-format="hcp"]')).toBeVisible();
});

test('a localhost base URL: error finding, the form drops it with its reason; the auth type shows and hides the OAuth hint', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openComposition(page, ACME);
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('no-findings')).toBeVisible();

  // Before: the hint fills the base URL box, labelled with the publisher handle.
  await page.getByTestId('panel-tab-form').click();
  await expect(field(page, 'config.base_url').locator('input')).toHaveValue(BASE);
  await expect(field(page, 'config.base_url').getByTestId('prefill-label')).toHaveText('Suggested by @local');
  await expect(dropped(page, 'config.base_url')).toHaveCount(0);

  await typeHintBaseUrl(page, 'http://localhost:8080');

  // The form preview drops it, with the reason, and says publishing refuses it.
  await expect(dropped(page, 'config.base_url')).toHaveAttribute('data-kind', 'refused');
  await expect(dropped(page, 'config.base_url')).toContainText('http://localhost:8080');
  await expect(dropped(page, 'config.base_url')).toContainText(
    'It uses http, not https; an endpoint value must be a public https URL',
  );
  await expect(field(page, 'config.base_url').locator('input')).toHaveValue('');
  await expect(field(page, 'config.base_url').getByTestId('prefill-label')).toHaveCount(0);

  // The error finding, its marker, and the refused publish.
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'false');
  await expect(editor(page).locator('.squiggly-error').first()).toBeAttached();
  await page.getByTestId('panel-tab-findings').click();
  const finding = page.locator('[data-testid="finding"][data-id="C-hint-endpoint"]');
  await expect(finding).toHaveCount(1);
  await expect(finding).toContainText('"http://localhost:8080": it uses http, not https');
  await expect(finding).toHaveAttribute(
    'data-line',
    String(positionAfter(ACME, 'pack.json', '"config.base_url"').line),
  );

  // The form opens on the auth type the hints imply (an OAuth scope: client credentials), so every hint reaches it.
  await page.getByTestId('panel-tab-form').click();
  await expect(page.getByTestId('auth-type')).toHaveValue('oauth2_client_credentials');
  await expect(dropped(page, 'auth.scope')).toHaveCount(0);
  // OAuth: auth.scope is dropped for an API key, appears pre-filled for an OAuth type, and goes again.
  await page.getByTestId('auth-type').selectOption('api_key');
  await expect(dropped(page, 'auth.scope')).toHaveAttribute('data-kind', 'dropped');
  await expect(dropped(page, 'auth.scope')).toContainText(
    'The OAuth keys only appear after the user picks a matching OAuth auth type',
  );
  await expect(field(page, 'auth.scope')).toHaveCount(0);

  await page.getByTestId('auth-type').selectOption('oauth2_authorization_code');
  await expect(field(page, 'auth.scope').locator('input')).toHaveValue('tasks.read tasks.write');
  await expect(field(page, 'auth.scope').getByTestId('prefill-label')).toHaveText('Suggested by @local');
  await expect(dropped(page, 'auth.scope')).toHaveCount(0);
  await expect(field(page, 'auth.client_secret').locator('input')).toHaveAttribute('type', 'password');
  await expect(dropped(page, 'config.base_url')).toHaveAttribute('data-kind', 'refused');

  // Editing a pre-filled box removes the publisher's label.
  await field(page, 'auth.scope').locator('input').fill('tasks.read');
  await expect(field(page, 'auth.scope').getByTestId('prefill-label')).toHaveCount(0);

  await page.getByTestId('auth-type').selectOption('api_key');
  await expect(field(page, 'auth.scope')).toHaveCount(0);
  await expect(dropped(page, 'auth.scope')).toBeVisible();

  // Fix it back: the refusal and the finding go.
  await typeHintBaseUrl(page, BASE, 'http://localhost:8080');
  await expect(dropped(page, 'config.base_url')).toHaveCount(0);
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'true');
  expect(errors).toEqual([]);
});

test('after a save, leaving for the workspace and coming back opens the saved version; the next save is no conflict', async ({
  page,
}) => {
  // The drift of issue 8: the composition page came back from React Query's cache with the pre-save text,
  // "Publishable" and "Saved", and the next save was refused as a change on disk.
  const errors = watchErrors(page);
  await openComposition(page, ACME);
  await typeHintBaseUrl(page, 'http://localhost:8080');
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'false');
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toContainText('Saved pack.json');
  expect(diskPackJson(ACME)).toContain('"config.base_url": "http://localhost:8080"');

  // Client-side navigation both ways, as a person clicks: the row rightly shows the new error.
  await page.getByRole('link', { name: 'Workspace' }).first().click();
  const row = page.getByTestId(`pack-row-${ACME}`);
  await expect(row.getByTestId('composition-status')).toHaveText('refused');
  await row.getByRole('link').click();
  await page.waitForURL(/\/packs\/acme-tasks$/);
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('save')).toHaveText(/^Saved/);
  await expect(page.locator('[data-testid="finding"][data-id="C-hint-endpoint"]')).toHaveCount(1);

  // The second edit starts from the saved version: it saves without a conflict.
  await typeHintBaseUrl(page, BASE, 'http://localhost:8080');
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'true');
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toContainText('Saved pack.json');
  await expect(page.getByTestId('conflict-dialog')).toHaveCount(0);
  expect(diskPackJson(ACME)).toBe(readFileSync(resolve('packs', ACME, 'pack.json'), 'utf8'));

  // And a reload restores no draft: the editor is the disk.
  await page.reload();
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('restored-banner')).toHaveCount(0);
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'true');
  expect(errors).toEqual([]);
});

/** The studio's recorded runs of a pack in the e2e workspace's history (empty before the database exists). */
function studioRuns(id: string): { format: string; errors: number }[] {
  const path = join(packsDir(), '.packstudio', 'history.db');
  if (!existsSync(path)) return [];
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare("SELECT format, errors FROM runs WHERE pack = ? AND source = 'studio' ORDER BY id").all(id) as {
      format: string;
      errors: number;
    }[];
  } finally {
    db.close();
  }
}

test('each save of pack.json is checked on the server and recorded in the workspace history', async ({ page }) => {
  const before = studioRuns(ACME).length;
  await openComposition(page, ACME);
  await typeHintBaseUrl(page, 'http://localhost:8080');
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toContainText('Saved pack.json');
  await expect.poll(() => studioRuns(ACME).length, { timeout: 15_000 }).toBe(before + 1);
  expect(studioRuns(ACME).at(-1)).toEqual({ format: 'recued', errors: 1 });
});

test('Ctrl+S saves pack.json atomically; a file changed on disk is not overwritten without asking', async ({
  page,
}) => {
  await openComposition(page, ACME);
  const at = positionAfter(ACME, 'pack.json', '"description": "Read and act on Acme tasks');
  await cursorTo(page, at.line, at.column);
  await page.keyboard.type(' today');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tab-pack.json').getByLabel('unsaved changes')).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toContainText('Saved pack.json');
  expect(diskPackJson(ACME)).toContain('Read and act on Acme tasks today.');

  // Someone else edits the file; our next save is refused and shows both versions.
  writeFileSync(join(packsDir(), ACME, 'pack.json'), diskPackJson(ACME).replace('"version": 1', '"version": 7'));
  await cursorTo(page, at.line, at.column);
  await page.keyboard.type(',');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+S');
  const dialog = page.getByTestId('conflict-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('pack.json changed on disk since you opened it');
  expect(diskPackJson(ACME)).toContain('"version": 7');
  await dialog.getByTestId('take-disk').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('save-message')).toContainText("Took the disk's version of pack.json");
  await expect(editor(page).locator('.view-lines')).not.toContainText('tasks today,');

  await page.reload();
  await openComposition(page, ACME);
  await expect(page.getByTestId('restored-banner')).toHaveCount(0);
});

test('the publisher handle setting is kept and checked against pack.json; F8 walks the findings', async ({ page }) => {
  await openComposition(page, ACME);
  await page.getByTestId('publisher-handle').fill('someone-else');
  const mismatch = page.locator('[data-testid="finding"][data-id="C-publisher-handle"]');
  await expect(mismatch).toHaveCount(1);
  await expect(mismatch).toContainText('someone-else');
  // The handle is the workspace's: the header shows it once it is stored, and a reload keeps it.
  await expect(page.getByTestId('header-publisher')).toContainText('@someone-else');
  await page.reload();
  await openComposition(page, ACME);
  await expect(page.getByTestId('publisher-handle')).toHaveValue('someone-else');
  await expect(mismatch).toHaveCount(1);

  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('F8');
  await expect(page.locator('[data-testid="finding"][aria-current="true"]')).toHaveAttribute(
    'data-id',
    'C-publisher-handle',
  );
  await expect
    .poll(async () => (await editor(page).locator('.line-numbers.active-line-number').first().textContent())?.trim())
    .toBe(String(positionAfter(ACME, 'pack.json', '"publisher"').line));

  await page.getByTestId('publisher-handle').fill('');
  await expect(mismatch).toHaveCount(0);
  await expect(page.getByTestId('no-findings')).toBeVisible();
  await expect(page.getByTestId('header-publisher')).toContainText('@local');
});

test('the editor completes pack.json keys from the Recued schema', async ({ page }) => {
  await openComposition(page, ACME);
  const at = positionAfter(ACME, 'pack.json', '"version": 1,');
  await cursorTo(page, at.line, at.column);
  await page.keyboard.press('Enter');
  // A key with an empty name, so the document stays JSON; completion inside its quotes lists the schema's keys not yet used.
  await page.keyboard.insertText('"": 0,');
  for (let i = 0; i < '": 0,'.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+Space');
  await page.keyboard.type('trust');
  const suggest = page.locator('.suggest-widget');
  await expect(suggest).toBeVisible();
  await expect(suggest.locator('.monaco-list-row').first()).toContainText('trust_summary');
  await page.keyboard.press('Escape');
});

test('operations in words, the approval card for a write that asks, and install commands per system', async ({
  page,
}) => {
  await openComposition(page, ACME, '?tab=operations');
  const list = page.getByTestId('op-task.list');
  await expect(list).toContainText('Reads data; changes nothing');
  await expect(list).toContainText('Safe to repeat');
  await expect(page.getByTestId('op-task.complete')).toContainText('Asks for approval before it runs');
  await expect(page.getByTestId('op-task.complete')).toContainText("The server's default time limit");

  await page.getByTestId('panel-tab-approval').click();
  const card = page.getByTestId('approval-card-task.complete');
  await expect(card).toContainText('Mark one Acme task complete.');
  await expect(card.getByTestId('confirm-badge')).toHaveText('Asks before it runs');
  await expect(card.locator('[data-field="task_id (target)"]')).toHaveAttribute('data-absent', 'required');
  await page.getByTestId('approval-task.complete').locator('input[data-arg="task_id"]').fill('T-42');
  await expect(card.getByTestId('approval-request')).toHaveText(
    /POST\s*https:\/\/api\.acme\.example\/v1\/tasks\/T-42\/complete/,
  );
  await expect(page.getByTestId('approval-task.list')).toHaveCount(0);

  await page.getByTestId('panel-tab-install').click();
  await expect(page.getByTestId('install-none')).toContainText('there is no program to install');

  await openComposition(page, 'opencode', '?tab=install');
  for (const system of ['macos', 'linux', 'windows'])
    await expect(page.getByTestId(`install-system-${system}`).locator('[data-manager="npm"] code')).toHaveText(
      '$ npm install -g opencode-ai@1',
    );
  await expect(page.getByTestId('install-system-macos').locator('[data-manager="brew"]')).toBeVisible();
  await expect(page.getByTestId('install-system-windows').locator('[data-manager="brew"]')).toHaveCount(0);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = page.getByTestId('install-system-linux').locator('[data-manager="brew"]').getByRole('button');
  await copy.click();
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('brew install anomalyco/tap/opencode');
  await page.getByTestId('panel-tab-operations').click();
  await expect(page.getByTestId('op-agent.run')).toContainText('No time limit; stopped only when progress stalls');
});

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots, ${theme} (1280×800)`, async ({ page }) => {
    await setTheme(page, theme);
    await openComposition(page, ACME, '?tab=form');
    await typeHintBaseUrl(page, 'http://localhost:8080');
    await expect(dropped(page, 'config.base_url')).toBeVisible();
    await shot(page, `recued-form-dropped-${theme}`);
    await page.getByTestId('auth-type').selectOption('oauth2_authorization_code');
    await field(page, 'auth.scope').scrollIntoViewIfNeeded();
    await expect(field(page, 'auth.scope')).toBeInViewport();
    await shot(page, `recued-form-oauth-${theme}`);
    await page.getByTestId('panel-tab-findings').click();
    const finding = page.locator('[data-testid="finding"][data-id="C-hint-endpoint"]');
    await finding.getByRole('button').first().click(); // the row's own button: it also holds Suppress… now
    await expect(finding).toHaveAttribute('aria-current', 'true');
    await shot(page, `recued-findings-${theme}`);
    await page.getByTestId('panel-tab-operations').click();
    await expect(page.getByTestId('op-task.complete')).toContainText('Asks for approval before it runs');
    await shot(page, `recued-operations-${theme}`);
    await page.getByTestId('panel-tab-approval').click();
    await page.getByTestId('approval-task.complete').locator('input[data-arg="task_id"]').fill('T-42');
    await expect(page.getByTestId('approval-card-task.complete').getByTestId('approval-request')).toContainText(
      '/v1/tasks/T-42/complete',
    );
    await shot(page, `recued-approval-${theme}`);
    await openComposition(page, 'opencode', '?tab=install');
    await expect(page.getByTestId('install-system-linux').locator('[data-manager="npm"] code')).toHaveText(
      '$ npm install -g opencode-ai@1',
    );
    await shot(page, `recued-install-${theme}`);
  });
}
