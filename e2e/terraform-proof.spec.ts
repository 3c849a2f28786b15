import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillTodos } from '../lib/bench/fill-todos';
import { jsonFileText } from '../lib/json/edit';
import { HCP_FILES } from '../lib/formats/hcp/files';
import type { PackFiles } from '../lib/wrap/draft';
import { missingCli } from '../lib/dev/needs-cli';
import { diskText, editor, packsDir, removePack, watchErrors } from './helpers';

/**
 * The proof, driven from the studio on this machine's real terraform: "New pack from a CLI", a project
 * folder made here holding a minimal configuration (no provider), edits only through the studio (a read that
 * prints text swapped for a left-out one that prints JSON and a read of ~15,000 tokens removed, both in the
 * commands view; the TODOs filled in Monaco), the full check (probe and eval) from the dashboard at 90 or more,
 * and the header, the dashboard's dial and the workspace row on the same score. The server allow-lists terraform
 * (playwright.config.ts); lib/node/wrap/terraform-proof.test.ts is the same proof at the engine's level.
 */
const PACK = 'e2e-terraform-proof';
const FILES = HCP_FILES;
let work: string;
let project: string;

/** The proof runs the real terraform: without it the file skips, printing why (lib/dev/needs-cli.ts). */
const terraformMissing = missingCli('terraform');
test.skip(terraformMissing !== null, terraformMissing ?? '');

test.beforeAll(() => {
  work = realpathSync(mkdtempSync(join(tmpdir(), 'e2e-terraform-project-')));
  project = join(work, 'infra');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'main.tf'), 'output "greeting" {\n  value = "hello"\n}\n');
});
test.afterAll(() => {
  removePack(PACK);
  if (work) rmSync(work, { recursive: true, force: true });
});

const tab = (page: Page, file: string) => page.getByTestId(`tab-${file}`);
const view = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const unsaved = (page: Page, file: string) => tab(page, file).getByLabel('unsaved changes');

async function expectUnsaved(page: Page, files: readonly string[], dirty: boolean): Promise<void> {
  for (const file of files) await expect(unsaved(page, file), file).toHaveCount(dirty ? 1 : 0);
}

async function save(page: Page): Promise<void> {
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save')).toHaveText(/^Saved/, { timeout: 30_000 });
}

/**
 * The author's text for one file, pasted over the editor's: select all, then paste, as an author brings a whole
 * file. (Typed, each line would take the editor's auto-indent on top of its own.)
 */
async function pasteFile(page: Page, file: string, text: string): Promise<void> {
  await view(page, 'editor').click();
  await tab(page, file).click();
  await editor(page)
    .locator('.view-lines')
    .click({ position: { x: 5, y: 5 }, force: true });
  await page.keyboard.press('Control+a');
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('terraform wrapped from the studio reaches 90 on its full check, and every score on the page agrees', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const checkout = readdirSync(process.cwd()).sort();

  // New pack from a CLI: the pack opens on its commands, with what wrap left out and why.
  await page.goto('/');
  await page.getByRole('button', { name: 'From a CLI…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pack from a CLI' });
  await dialog.getByTestId('wrap-bin').fill('terraform');
  await dialog.getByTestId('wrap-id').fill(PACK);
  await dialog.getByRole('button', { name: 'Draft pack' }).click();
  await page.waitForURL(new RegExp(`/packs/${PACK}\\?view=commands$`), { timeout: 120_000 });
  const commands = page.getByTestId('commands-view');
  await expect(commands).toBeVisible({ timeout: 60_000 });
  await expect(commands).toContainText('Drafted by packstudio wrap from terraform');
  const schemaRow = page.getByTestId('left-out-providers-schema');
  await expect(schemaRow).toBeVisible();
  await expect(page.getByTestId('command-plan')).toBeVisible();
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeAttached({ timeout: 60_000 });

  // Swap `plan` (its help offers no JSON, R006) for the left-out `providers schema` (-json): one edit, four files.
  await schemaRow.getByRole('button', { name: 'Swap in…' }).click();
  await schemaRow.getByRole('combobox', { name: 'The command providers schema replaces' }).selectOption('plan');
  await schemaRow.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByTestId('command-change')).toContainText('Swap “plan” for “providers.schema”');
  await expect(page.getByTestId('command-plan')).toHaveCount(0);
  await expect(page.getByTestId('command-providers.schema')).toBeVisible();
  await expectUnsaved(page, FILES, true);
  // One Ctrl+Z in the editor undoes every file's part; Ctrl+Y brings it back.
  await view(page, 'editor').click();
  await editor(page)
    .locator('.view-lines')
    .click({ position: { x: 5, y: 5 }, force: true });
  await page.keyboard.press('Control+z');
  await expectUnsaved(page, FILES, false);
  await page.keyboard.press('Control+y');
  await expectUnsaved(page, FILES, true);

  // `metadata functions` prints ~15,000 tokens a call (over E005's budget): removed, from the commands view.
  await view(page, 'commands').click();
  await page.getByRole('button', { name: 'Remove command metadata.functions' }).click();
  await expect(page.getByTestId('command-metadata.functions')).toHaveCount(0);
  // `get` installs modules, so it asks first, and it has no flag that keeps it from prompting (P004); this
  // configuration has no modules: removed, from the commands view.
  await page.getByRole('button', { name: 'Remove command get' }).click();
  await expect(page.getByTestId('command-get')).toHaveCount(0);
  await save(page);
  expect(JSON.parse(diskText(PACK, 'surface.json')).verbs).not.toHaveProperty('plan');

  // The TODOs wrap left, filled in the editor with what an author writes there (lib/bench/fill-todos.ts).
  const onDisk = Object.fromEntries(FILES.map((f) => [f, diskText(PACK, f)])) as PackFiles;
  const todosFilled = fillTodos(onDisk, 'terraform');
  // `init` loads remote state, so it asks first: given the flag its help names ("-input=false  Disable interactive
  // prompts"), as P004 asks
  const surface = JSON.parse(todosFilled['surface.json']);
  expect(surface.verbs.init.cli).toEqual(['terraform', 'init', '-no-color']);
  surface.verbs.init.cli.push('-input=false');
  const filled = { ...todosFilled, 'surface.json': jsonFileText(surface) };
  for (const file of FILES) if (filled[file] !== onDisk[file]) await pasteFile(page, file, filled[file]);
  await save(page);
  for (const file of FILES) expect(diskText(PACK, file), file).toBe(filled[file]);

  // The project folder, typed in the dashboard: a relative path is refused inline, the real one is taken.
  await view(page, 'check').click();
  const dashboard = page.getByTestId('check-dashboard');
  await expect(dashboard.getByTestId('project-folder-dir')).toHaveText('scratch folder per run');
  await dashboard.getByTestId('project-folder-change').click();
  await dashboard.getByTestId('project-folder-input').fill('infra');
  await dashboard.getByTestId('project-folder-set').click();
  await expect(dashboard.getByTestId('project-folder-error')).toHaveText(/absolute path/);
  await dashboard.getByTestId('project-folder-input').fill(project);
  await dashboard.getByTestId('project-folder-input').press('Enter');
  await expect(dashboard.getByTestId('project-folder-dir')).toHaveText(project);
  await expect(page.getByTestId('record-none')).toBeVisible();
  await expect(page.getByTestId('live-score-label')).toHaveText('live static · no full check yet');

  // The full check, from the dashboard.
  await dashboard.getByTestId('opt-probe').check();
  await dashboard.getByTestId('opt-eval').check();
  await dashboard.getByTestId('run-check').click();
  await expect(dashboard.getByTestId('full-score-label')).toBeVisible({ timeout: 240_000 });
  await expect(dashboard.getByTestId('run-workdir')).toContainText(`the project folder ${project}`);
  const dial = dashboard.getByTestId('score-dial');
  const score = Number((await dial.getAttribute('aria-label'))!.match(/^Score (\d+) of 100/)![1]);
  const grade = (await dial.getAttribute('aria-label'))!.match(/grade ([A-F])$/)![1];
  expect(score).toBeGreaterThanOrEqual(90);
  await expect(dashboard.getByTestId('score-line')).toHaveText(new RegExp(`^Score ${score}/100`));
  await expect(dashboard.locator('[data-testid="report-findings"] h4', { hasText: 'Errors' })).toHaveCount(0);

  // The header now shows the score of record, the same number; the record card stands down for this run's card.
  await expect(page.getByTestId('live-score')).toHaveAttribute('data-state', 'record');
  await expect(page.getByTestId('live-score-value')).toHaveText(`${score}/100`);
  await expect(page.getByTestId('live-score-label')).toHaveText('full check');
  await expect(page.getByTestId('record-card')).toHaveCount(0);

  // The workspace row: the same score, from the full check, and not among the failing packs.
  await page.goto('/');
  const row = page.getByTestId(`pack-row-${PACK}`);
  await expect(row.getByTestId('pack-score')).toHaveText(`${score}/100`);
  await expect(row.getByTestId('pack-score')).toHaveAttribute('data-source', 'full');
  await expect(row.getByTestId('pack-score-source')).toHaveText('full check');
  await expect(row.getByLabel(`grade ${grade}`)).toBeVisible();
  await page.goto('/?failing=1');
  await expect(page.getByTestId(`pack-row-${PACK}`)).toHaveCount(0);

  // An edit saved since: the header shows the live static score, labelled, and the dashboard says what changed.
  await page.goto(`/packs/${PACK}?file=HARNESS.md`);
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await pasteFile(page, 'HARNESS.md', `${filled['HARNESS.md']}\nSee the project's README for the modules.\n`);
  await expect(page.getByTestId('live-score-label')).toHaveText('live static · full check out of date');
  await save(page);
  await expect(page.getByTestId('live-score-label')).toHaveText('live static · full check out of date');
  await view(page, 'check').click();
  await expect(page.getByTestId('record-state')).toContainText('Out of date: HARNESS.md changed on disk');
  await expect(page.getByTestId('record-dial')).toHaveAttribute('aria-label', `Score ${score} of 100, grade ${grade}`);
  await page.goto('/');
  await expect(row.getByTestId('pack-score-source')).toHaveText('static · full check out of date');

  // Nothing the check ran landed in the studio's checkout or the pack; the configuration is the test's own.
  expect(readdirSync(process.cwd()).sort()).toEqual(checkout);
  expect(readdirSync(join(packsDir(), PACK)).sort()).toEqual([...FILES].sort());
  expect(readFileSync(join(project, 'main.tf'), 'utf8')).toContain('greeting');
  expect(errors).toEqual([]);
});
