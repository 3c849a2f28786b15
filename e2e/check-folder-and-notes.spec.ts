import { expect, test } from '@playwright/test';
import { appendFileSync, cpSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { editor, openPack, packsDir, removePack, watchErrors } from './helpers';

/** A copy of ledger of its own, with a TODO left in HARNESS.md (a studio note, never a finding). */
const PACK = 'ledger-folder-notes';
const TODO = 'TODO: say where the ledger file lives.';

test.beforeEach(() => {
  removePack(PACK);
  cpSync(resolve('packs', 'ledger'), join(packsDir(), PACK), { recursive: true });
  appendFileSync(join(packsDir(), PACK, 'HARNESS.md'), `\n${TODO}\n`);
});
test.afterEach(() => removePack(PACK));

test('the dashboard says, before eval runs, which case runs a write and where; after it, the folder the run used', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`/packs/${PACK}?view=check`);
  const dashboard = page.getByTestId('check-dashboard');
  await expect(dashboard.getByTestId('project-folder-dir')).toHaveText('scratch folder per run');
  // The ticks are set once the defaults are in (probe and eval, ledger's CLI resolves): a tick changed before they
  // arrive would be overwritten by them, and the check would run both.
  await expect(dashboard.getByTestId('check-options-default')).toContainText('Probe and eval are ticked');
  await dashboard.getByTestId('opt-probe').uncheck();
  await dashboard.getByTestId('opt-eval').check();
  // ledger's case 5 confirms a transfer: it runs the write, and the dashboard says so before it does.
  await expect(dashboard.getByTestId('planned-writes')).toContainText(
    'With eval, one case runs a write in a fresh scratch folder:',
  );
  await expect(dashboard.getByTestId('planned-write')).toHaveText(
    'case 5 “transfer with confirm records a paper payment” runs transfer (confirm: true in its args)',
  );
  await dashboard.getByTestId('opt-eval').uncheck();
  await expect(dashboard.getByTestId('planned-writes')).toHaveCount(0);

  await dashboard.getByTestId('opt-eval').check();
  await dashboard.getByTestId('run-check').click();
  await expect(dashboard.getByTestId('full-score-label')).toBeVisible({ timeout: 120_000 });
  await expect(dashboard.getByTestId('full-score-label')).toContainText('so this is not a full check');
  await expect(dashboard.getByTestId('run-workdir')).toContainText('The CLI ran in a scratch folder');
  // Eval alone is not a full check: there is still no score of record, and the header says so.
  await expect(page.getByTestId('record-none')).toBeVisible();
  await expect(page.getByTestId('live-score-label')).toHaveText('live static · no full check yet');
  expect(errors).toEqual([]);
});

test('studio notes sit apart from the findings, labelled as outside the spec score; a click opens the line', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, PACK);
  const notes = page.getByTestId('studio-notes');
  await expect(notes).toContainText('Studio notes');
  await expect(notes).toContainText('not part of the spec score');
  const note = notes.locator('[data-testid="studio-note"][data-id="studio/harness-todo"]');
  await expect(note).toHaveCount(1);
  const line =
    readFileSync(join(packsDir(), PACK, 'HARNESS.md'), 'utf8')
      .split('\n')
      .indexOf(TODO) + 1;
  await expect(note).toContainText(`HARNESS.md:${line}`);
  await note.getByRole('button').click();
  await expect(page.getByTestId('tab-HARNESS.md')).toHaveAttribute('aria-selected', 'true');
  // The note's line is revealed (marked) in the editor, scrolled into view.
  await expect(editor(page).locator('.revealed-line')).toBeVisible();
  await expect(editor(page).locator('.view-lines')).toContainText('say where the ledger file lives');
  expect(errors).toEqual([]);
});
