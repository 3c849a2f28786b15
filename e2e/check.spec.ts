import { expect, test } from '@playwright/test';
import { openPack } from './helpers';

test('run the check with probe: the probe table shows every run of ledger', async ({ page }) => {
  await openPack(page, 'ledger');
  await page.getByRole('tab', { name: 'check' }).click();
  await page.getByTestId('opt-probe').check();
  await page.getByTestId('run-check').click();
  // The table fills in as probes finish; the score dial appears when the whole check is done.
  await expect(page.getByTestId('score-dial')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('check-progress')).toHaveCount(0, { timeout: 60_000 });
  const table = page.getByTestId('probe-table');
  // ledger: --help, an unknown subcommand, its reads' 3 subcommand helps and the 3 reads, then its 3 writes'
  // subcommands, listed as not run: probes never start a write.
  await expect(table.locator('tbody tr')).toHaveCount(11);
  await expect(table).toContainText('ledger --help');
  await expect(table).toContainText('ledger list --json');
  await expect(table.locator('tbody tr', { hasText: 'not run' })).toHaveCount(3);
  await table.getByRole('button', { name: 'ledger transfer --help' }).click();
  await expect(page.getByTestId('probe-skipped')).toContainText('"transfer" is "write" in policy.json');
});

test('Ctrl+Enter runs what the ticks say, a full check by default for a CLI that resolves: score dial, categories, agent Markdown and a JSON download named by time and score', async ({
  page,
}) => {
  await openPack(page, 'ledger');
  await page.locator('[data-testid="monaco-host"] .view-lines').click();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('check-dashboard')).toBeVisible();
  await expect(page.getByTestId('score-dial')).toBeVisible({ timeout: 120_000 });
  // ledger's CLI is in the pack, so probe and eval were ticked: the score of record, not "Not a full check".
  await expect(page.getByTestId('full-score-label')).toContainText('The score of record');
  await expect(page.getByTestId('probe-table')).toBeVisible();
  await expect(page.getByTestId('category-scores')).toContainText('manifest');
  await expect(page.getByTestId('agent-markdown')).toContainText('# Pack Studio check: ledger');
  const download = page.waitForEvent('download');
  await page.getByTestId('download-json').click();
  // Pack, the check's time (the browser's clock, to the minute), score and grade: downloads sort by time and tell apart.
  expect((await download).suggestedFilename()).toMatch(/^ledger-\d{4}-\d{2}-\d{2}T\d{4}-100A\.json$/);
});
