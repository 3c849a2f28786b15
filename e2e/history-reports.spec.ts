import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPack, packsDir, restorePack, watchErrors } from './helpers';

/** `npx packstudio check DIR --json > file`, as a CI job would write the report. */
function cliReport(dir: string, out: string, ...extra: string[]): string {
  const run = spawnSync('npx', ['--no', 'packstudio', 'check', dir, '--json', '--no-eval', ...extra], {
    encoding: 'utf8',
  });
  if (!run.stdout.startsWith('{')) throw new Error(`packstudio check ${dir} wrote no report: ${run.stderr}`);
  writeFileSync(out, run.stdout);
  return out;
}

/**
 * Every request the page makes after it loaded, other than static chunks and the router's prefetch of the nav links
 * (GET ?_rsc=…, no body): the viewer itself must make none.
 */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    const prefetch = r.method() === 'GET' && url.searchParams.has('_rsc') && !r.postData();
    if (!url.pathname.startsWith('/_next/static') && !prefetch) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

async function dropFile(page: Page, testId: string, name: string, text: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([n, t]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: 'application/json' }));
      return dt;
    },
    [name, text] as const,
  );
  await page.getByTestId(`${testId}-zone`).dispatchEvent('drop', { dataTransfer: transfer });
}

test('/reports opens a report made by the CLI, compares two, and says plainly when a file is not one', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'packstudio-reports-'));
  const ledger = cliReport('packs/ledger', join(dir, 'ledger.json'));
  const broken = cliReport('packs/broken-demo', join(dir, 'broken-demo.json'));
  const errors = watchErrors(page);
  await page.goto('/reports');
  await expect(page.getByTestId('open-first-zone')).toBeVisible();
  const requests = watchRequests(page);

  // A damaged file and a report of another version: a message, and the picker stays.
  await page.getByTestId('open-first-input').setInputFiles({
    name: 'cut.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"pack_id": "ledger", "findings": ['),
  });
  await expect(page.getByTestId('report-error')).toContainText(
    'cut.json is not valid JSON, so it is damaged or cut short',
  );
  const older = JSON.parse(readFileSync(ledger, 'utf8'));
  delete older.layers;
  older.grade = 'E';
  await page
    .getByTestId('open-first-input')
    .setInputFiles({ name: 'old.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(older)) });
  await expect(page.getByTestId('report-error')).toContainText(
    'old.json looks like a report, but not one this version of Pack Studio can read',
  );
  await expect(page.getByTestId('report-error')).toContainText('layers');

  // The file picker: ledger renders with the dashboard's score dial, categories and findings.
  await page.getByTestId('open-first-input').setInputFiles(ledger);
  const first = page.getByTestId('report-summary').first();
  await expect(first.getByTestId('report-pack')).toHaveText('ledger');
  const ledgerScore = JSON.parse(readFileSync(ledger, 'utf8')).score as number;
  await expect(first.getByTestId('score-dial')).toHaveAttribute(
    'aria-label',
    new RegExp(`^Score ${ledgerScore} of 100`),
  );
  await expect(first.getByTestId('category-scores')).toContainText('manifest');
  // "Compare with a second report" is where a person sees it: beside the summary, on the first screen, above the
  // findings however many there are.
  const compare = page.getByTestId('open-second-zone');
  await expect(compare).toBeInViewport({ ratio: 1 });
  const zone = (await compare.boundingBox())!;
  const findings = (await first.getByRole('heading', { name: 'Findings', exact: true }).boundingBox())!;
  expect(zone.y + zone.height).toBeLessThan(findings.y);

  // Drag and drop the second: both side by side, and what changed from ledger to broken-demo.
  await dropFile(page, 'open-second', 'broken-demo.json', readFileSync(broken, 'utf8'));
  await expect(page.getByTestId('report-summary')).toHaveCount(2);
  await expect(page.getByTestId('report-summary').nth(1).getByTestId('report-pack')).toHaveText('broken-demo');
  const brokenReport = JSON.parse(readFileSync(broken, 'utf8'));
  const delta = brokenReport.score - ledgerScore;
  await expect(page.getByTestId('score-delta')).toContainText(
    `score ${ledgerScore} → ${brokenReport.score} (${delta > 0 ? '+' : ''}${delta})`,
  );
  await expect(page.getByTestId('diff-new').getByTestId('diff-finding')).toHaveCount(brokenReport.findings.length);
  await expect(page.getByTestId('diff-new')).toContainText('L-extra_verb');

  await page.getByTestId('swap-reports').click();
  await expect(page.getByTestId('diff-fixed').getByTestId('diff-finding')).toHaveCount(brokenReport.findings.length);
  await expect(page.getByTestId('diff-new').getByTestId('diff-finding')).toHaveCount(0);

  expect(requests, 'the viewer sends nothing anywhere').toEqual([]);
  expect(errors).toEqual([]);
});

test('each studio check is recorded: score over time, what changed, the workspace sparkline, and CLI --record runs', async ({
  page,
}) => {
  const pack = 'transit';
  const surface = join(packsDir(), pack, 'surface.json');
  try {
    await openPack(page, pack);
    await page.getByRole('tab', { name: 'check' }).click();
    const history = page.getByTestId('pack-history');
    await expect(history).toBeVisible();
    const before = await history.getByTestId('chart-point').count();

    // Full checks (probe and eval): the score of record, which the workspace's sparkline draws.
    await page.getByTestId('opt-probe').check();
    await page.getByTestId('opt-eval').check();
    await page.getByTestId('run-check').click();
    await expect(page.getByTestId('score-dial')).toBeVisible({ timeout: 60_000 });
    await expect(history.getByTestId('chart-point')).toHaveCount(before + 1);

    // A command loses its description on disk; the next check scores lower and names the new finding.
    const text = readFileSync(surface, 'utf8');
    const broken = text.replace(/("description":\s*)"[^"]+"/, '$1""');
    expect(broken).not.toBe(text);
    writeFileSync(surface, broken);
    await page.getByTestId('run-check').click();
    await expect(history.getByTestId('chart-point')).toHaveCount(before + 2, { timeout: 60_000 });
    await expect(history.getByTestId('diff-new')).toContainText('M004');
    await expect(history.getByTestId('score-delta')).toContainText(/\(-\d+\)/);

    // A CLI run with --record lands in the same history (the workspace's .packstudio/history.db).
    const cli = spawnSync('npx', ['--no', 'packstudio', 'check', join(packsDir(), pack), '--no-eval', '--record'], {
      encoding: 'utf8',
    });
    expect(cli.stderr).toMatch(/history: recorded run \d+ in .*\.packstudio\/history\.db/);
    await page.reload();
    await expect(page.getByTestId('pack-history').getByTestId('chart-point')).toHaveCount(before + 3);
    await expect(page.getByTestId('history-to').locator('option:checked')).toContainText('· cli');

    // The workspace row draws the full checks as a sparkline (the CLI's static run is not a score of record), and
    // its last point is the row's score while the files are the ones that check saw.
    await page.goto('/');
    const row = page.getByTestId(`pack-row-${pack}`);
    const spark = row.getByTestId('sparkline');
    await expect(spark).toBeVisible();
    const scores = (await spark.getAttribute('data-scores'))!.split(',').map(Number);
    expect(scores.length).toBeGreaterThanOrEqual(2);
    await expect(row.getByTestId('pack-score')).toHaveText(`${scores.at(-1)}/100`);
    await expect(row.getByTestId('pack-score')).toHaveAttribute('data-source', 'full');
  } finally {
    restorePack(pack);
  }
});
