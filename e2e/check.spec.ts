import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { openPack, packsDir } from './helpers';

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

test('score-story: after a full check of broken-demo, the header, the dashboard, the workspace row and the breakdown agree, before and after a reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // A full check from the CLI first, recorded in the same history: the workspace row's sparkline then has two points.
  const cli = spawnSync(
    'npx',
    ['--no', 'packstudio', 'check', join(packsDir(), 'broken-demo'), '--probe', '--record', '--format', 'json'],
    { encoding: 'utf8' },
  );
  expect(cli.stderr).toMatch(/history: recorded run \d+/);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openPack(page, 'broken-demo');
  await page.getByRole('tab', { name: 'check' }).click();
  await page.getByTestId('opt-probe').check();
  await page.getByTestId('opt-eval').check();
  await page.getByTestId('run-check').click();
  const label = page.getByTestId('full-score-label');
  await expect(label).toBeVisible({ timeout: 180_000 });
  // Probe and eval were asked for: a full check, even though broken-demo has no eval cases (eval could not run).
  await expect(label).toContainText('Full check of the saved files');
  await expect(label).toContainText('The score of record');

  // Right after the check: the dashboard's figures.
  const dial = page.getByTestId('full-score').getByTestId('score-dial');
  const ariaScore = (await dial.getAttribute('aria-label'))!;
  const [, score, grade] = ariaScore.match(/^Score (\d+) of 100, grade ([A-F])$/)!;
  const dashboard = page.getByTestId('full-score');
  const errors = (await dashboard.getAttribute('data-errors'))!;
  const warnings = (await dashboard.getAttribute('data-warnings'))!;
  const line = (await page.getByTestId('score-line').textContent())!;
  expect(line).toMatch(new RegExp(`^Score ${score}/100: `));
  expect(line).toContain('eval did not run');

  // The header reads the same record: the score of record, its grade and counts.
  const header = page.getByTestId('live-score');
  await expect(header).toHaveAttribute('data-state', 'record');
  await expect(page.getByTestId('live-score-value')).toHaveText(`${score}/100`);
  await expect(header).toHaveAttribute('data-errors', errors);
  await expect(header).toHaveAttribute('data-warnings', warnings);
  await expect(header).toHaveAttribute('title', new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'e2e/screenshots/score-story-light.png', animations: 'disabled' });

  // After a reload the dashboard shows the record from the history: the same figures and the same breakdown
  // (the suppressed findings and the layer that did not run included).
  await page.reload();
  await page.getByRole('tab', { name: 'check' }).click();
  const card = page.getByTestId('record-card');
  await expect(card).toHaveAttribute('data-state', 'current', { timeout: 60_000 });
  await expect(page.getByTestId('record-dial')).toHaveAttribute('aria-label', ariaScore);
  await expect(card).toHaveAttribute('data-errors', errors);
  await expect(card).toHaveAttribute('data-warnings', warnings);
  await expect(page.getByTestId('record-line')).toHaveText(line);
  await expect(page.getByTestId('live-score-value')).toHaveText(`${score}/100`);
  await expect(page.getByTestId('live-score')).toHaveAttribute('data-errors', errors);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'e2e/screenshots/score-story-dark.png', animations: 'disabled' });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // The workspace row: the same score, grade and counts, from the full check; its sparkline ends on that score.
  await page.goto('/');
  const row = page.getByTestId('pack-row-broken-demo');
  await expect(row.getByTestId('pack-score')).toHaveText(`${score}/100`);
  await expect(row.getByTestId('pack-score')).toHaveAttribute('data-source', 'full');
  await expect(row.getByText(`${errors} error${errors === '1' ? '' : 's'}`, { exact: true })).toBeVisible();
  await expect(row.getByText(`${warnings} warning${warnings === '1' ? '' : 's'}`, { exact: true })).toBeVisible();
  await expect(row.getByLabel(`grade ${grade}`)).toBeVisible();
  const spark = row.getByTestId('sparkline');
  await expect(spark).toBeVisible();
  expect((await spark.getAttribute('data-scores'))!.split(',').at(-1)).toBe(score);
});
