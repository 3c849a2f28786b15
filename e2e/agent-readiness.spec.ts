import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editor, openPack, packsDir, setTheme, typeAtEnd, watchErrors } from './helpers';

/** Screenshots a person looks at (desktop and narrow, light and dark); kept with the run's other output. */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/agent-readiness';

async function openReadiness(page: Page, pack: string, query = '') {
  await openPack(page, pack, query);
  await page.getByRole('tab', { name: 'readiness', exact: true }).click();
  await expect(page.getByTestId('readiness-panel')).toBeVisible();
  await expect(page.getByTestId('readiness-figures')).toBeVisible();
}

test('the readiness view measures the pack from the agent side, live, outside the score', async ({ page }) => {
  const errors = watchErrors(page);
  await openReadiness(page, 'ledger');
  // Every command line of ledger's Skill is one a command runs: six lines, no drift.
  const lines = page.getByTestId('skill-lines').locator('tbody tr');
  await expect(lines).toHaveCount(6);
  await expect(page.getByTestId('readiness-figure-skill-drift')).toContainText('0');
  // Each hot-path row ranks its command first.
  const hotPath = page.locator('[data-task-source="hot-path"]');
  await expect(hotPath).toHaveCount(6);
  await expect(page.locator('[data-task-source="hot-path"][data-rank="1"]')).toHaveCount(6);
  // The host matrix: OpenAI strict mode refuses an object without additionalProperties: false.
  await expect(
    page.getByTestId('host-matrix').locator('tr[data-command="status"] td[data-host="openai-strict"]'),
  ).toHaveAttribute('data-refused', 'yes');
  await expect(
    page.getByTestId('host-matrix').locator('tr[data-command="status"] td[data-host="anthropic"]'),
  ).toHaveAttribute('data-refused', 'no');
  await expect(page.getByTestId('token-total')).toContainText('tokens before the first call');
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 1280],
    ['light', 390],
    ['dark', 390],
  ] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('readiness-panel')).toBeVisible();
    // The view scrolls inside the page: each part is shot on its own.
    for (const part of ['readiness-figures', 'skill-lines', 'confusion-matrix', 'token-table', 'host-matrix'])
      await page.getByTestId(part).screenshot({ path: `${SHOTS}/ledger-${theme}-${width}-${part}.png` });
  }
  expect(errors).toEqual([]);
});

test('a flag the command does not pass shows up as Skill drift while typing, and opens its line', async ({ page }) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger', '?file=HARNESS.md');
  await typeAtEnd(page, 'Also: `ledger list --since 7d --json`.');
  await page.getByRole('tab', { name: 'readiness', exact: true }).click();
  await expect(page.getByTestId('readiness-figure-skill-drift')).toContainText('1');
  const finding = page.getByTestId('readiness-findings').locator('[data-finding="agent/skill-unknown-flag"]');
  await expect(finding).toContainText('--since is not a flag of the "list" command');
  await finding.getByTitle('Open in the editor').click();
  // The editor opens HARNESS.md on the line typed after the file's last one (which ends with a newline).
  const lastLine = readFileSync(join(packsDir(), 'ledger', 'HARNESS.md'), 'utf8').split('\n').length + 1;
  await expect(page.getByTestId('tab-HARNESS.md')).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page).locator('.line-numbers.active-line-number').first()).toHaveText(String(lastLine));

  // Kept on purpose: Accept… writes packstudio.json's acceptedDrift as an edit, and the finding leaves the count.
  await page.getByRole('tab', { name: 'readiness', exact: true }).click();
  await finding.getByTestId('accept-drift').click();
  await page.getByTestId('accept-drift-reason').fill('The flag comes in ledger 2.4, which the pack requires.');
  await page.getByTestId('accept-drift-reason').press('Enter');
  await expect(page.getByTestId('accept-drift-dialog')).toHaveCount(0);
  await expect(page.getByTestId('readiness-figure-skill-drift')).toContainText('0');
  await page.getByRole('tab', { name: 'editor', exact: true }).click();
  await page.getByTestId('tab-packstudio.json').click();
  await expect(editor(page)).toContainText('"acceptedDrift"');
  expect(errors).toEqual([]);
});

test('a Recued composition gets the layer too: its operations as tools, no Skill', async ({ page }) => {
  await setTheme(page, 'dark');
  await openReadiness(page, 'acme-tasks');
  await expect(page.getByTestId('readiness-figure-skill-drift')).toHaveCount(0);
  await expect(page.getByTestId('token-table').locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByTestId('confusion-matrix')).toBeVisible();
  await page.getByTestId('readiness-panel').screenshot({ path: `${SHOTS}/acme-tasks-dark.png` });
});
