import { expect, test, type Download, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sarifProblems, validateSarif } from '../lib/report/formatters/test-multitool-run';
import { openPack, setTheme, shot, watchErrors } from './helpers';

const FORMATS = [
  ['html', 'html'],
  ['sarif', 'sarif'],
  ['markdown', 'md'],
  ['junit', 'junit.xml'],
  ['json', 'json'],
] as const;

/** Clicks one download button and keeps the file: its suggested name and where it was saved. */
async function take(page: Page, scope: ReturnType<Page['getByTestId']>, format: string, dir: string) {
  const waiting = page.waitForEvent('download');
  await scope.getByTestId(`download-${format}`).click();
  const download: Download = await waiting;
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return { name: download.suggestedFilename(), path, text: readFileSync(path, 'utf8') };
}

test('the dashboard and the report viewer download HTML, SARIF, Markdown, JUnit and JSON, and each opens', async ({
  page,
  browser,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'packstudio-downloads-'));
  const errors = watchErrors(page);
  await openPack(page, 'broken-demo');
  await page.getByRole('tab', { name: 'check' }).click();
  await page.getByTestId('run-check').click();
  const downloads = page.getByTestId('report-downloads').first();
  await expect(downloads).toBeVisible({ timeout: 60_000 });

  const files = Object.fromEntries(
    await FORMATS.reduce<Promise<[string, Awaited<ReturnType<typeof take>>][]>>(
      async (done, [format]) => [...(await done), [format, await take(page, downloads, format, dir)]],
      Promise.resolve([]),
    ),
  );
  // One name for the check, the format's extension after it.
  const stem = files.json!.name.replace(/\.json$/, '');
  expect(stem).toMatch(/^broken-demo-\d{4}-\d{2}-\d{2}T\d{4}-\d+[A-F]$/);
  for (const [format, extension] of FORMATS) expect(files[format]!.name).toBe(`${stem}.${extension}`);

  // SARIF: valid to Microsoft's Multitool, every path the pack's file as the workspace names it.
  const verdict = validateSarif(files.sarif!.text);
  expect(verdict.status, verdict.output).toBe(0);
  expect(sarifProblems(verdict)).toEqual([]);
  const uris: string[] = JSON.parse(files.sarif!.text).runs[0].results.map(
    (r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
      r.locations[0]!.physicalLocation.artifactLocation.uri,
  );
  expect(uris.length).toBeGreaterThan(0);
  expect(uris.every((u) => u.startsWith('broken-demo/') && !u.includes('..'))).toBe(true);

  // HTML opens in the browser as the report.
  const viewer = await browser.newPage();
  await viewer.goto(pathToFileURL(files.html!.path).href);
  await expect(viewer.locator('h1')).toContainText('broken-demo');
  await viewer.close();

  // JUnit is XML a CI reader parses: one suite for the pack, failures for its errors.
  const junit = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    return {
      broken: doc.getElementsByTagName('parsererror').length,
      suites: doc.getElementsByTagName('testsuite').length,
      failures: doc.getElementsByTagName('failure').length,
    };
  }, files.junit!.text);
  expect(junit).toMatchObject({ broken: 0, suites: 1 });
  expect(junit.failures).toBeGreaterThan(0);
  expect(files.markdown!.text).toMatch(/^#+ Pack Studio check: broken-demo$/m);

  // The JSON opens in the report viewer, which offers the same five formats, named as the file it read.
  await page.goto('/reports');
  await page.getByTestId('open-first-input').setInputFiles(files.json!.path);
  const summary = page.getByTestId('report-summary').first();
  await expect(summary.getByTestId('report-pack')).toHaveText('broken-demo');
  const again = await take(page, summary.getByTestId('report-downloads'), 'sarif', join(dir, 'viewer'));
  expect(again.name).toMatch(/^broken-demo-\d{4}-\d{2}-\d{2}T\d{4}-\d+[A-F]\.sarif$/);
  // The viewer does not know the pack's folder: its SARIF names files from the pack, still valid.
  expect(sarifProblems(validateSarif(again.text))).toEqual([]);
  expect(errors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const)
  test(`the dashboard's downloads, ${theme}`, async ({ page }) => {
    await setTheme(page, theme);
    await openPack(page, 'ledger');
    await page.getByRole('tab', { name: 'check' }).click();
    await page.getByTestId('run-check').click();
    const downloads = page.getByTestId('report-downloads').first();
    await expect(downloads).toBeVisible({ timeout: 60_000 });
    await downloads.scrollIntoViewIfNeeded();
    await shot(page, `report-downloads-${theme}`);
  });
