import { expect, test, type Page } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { anyAlive } from '../lib/node/fixtures/processes';
import { FIXTURE_SECRET, writeRunFixture } from '../lib/node/run/fixture';
import { runHome } from '../lib/node/run/request';
import { openPack, packsDir, removePack, setTheme, shot, watchErrors } from './helpers';

test.beforeAll(async () => {
  await writeRunFixture(join(packsDir(), 'run-fixture'));
});
test.afterAll(() => {
  removePack('run-fixture');
  for (const id of ['ledger', 'run-fixture']) rmSync(runHome(packsDir(), id), { recursive: true, force: true });
});

async function openRun(page: Page, pack: string) {
  await openPack(page, pack);
  await page.getByRole('tab', { name: 'run', exact: true }).click();
  await expect(page.getByTestId('run-view')).toBeVisible();
}

async function runCommand(page: Page, verb: string) {
  await page.getByTestId('run-command').selectOption(verb);
  await page.getByTestId('run-start').click();
}

/** The markers whose processes still run (lib/node/run/fixture.ts names its processes by markers, not pids). */
const running = (markers: string[]) => markers.filter(anyAlive);

test('ledger status and list run at once and show their JSON; transfer runs only when approved', async ({ page }) => {
  const errors = watchErrors(page);
  await openRun(page, 'ledger');
  const result = page.getByTestId('run-result');

  await runCommand(page, 'status');
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('run-json')).toContainText('"currency"');
  await expect(page.getByTestId('run-json')).toContainText('"EUR"');
  await expect(page.getByTestId('run-exit')).toHaveText('exit 0');
  await expect(page.getByTestId('run-argv')).toHaveText('ledger status --json');
  await expect(page.getByTestId('run-tokens')).toContainText('tokens');

  await runCommand(page, 'list');
  await expect(page.getByTestId('run-argv')).toHaveText('ledger list --json');
  await expect(page.getByTestId('run-json')).toContainText('"entries"');
  await expect(page.getByTestId('run-json')).not.toContainText('bus fare');

  // Decline: the card shows the form's values, and nothing runs.
  await page.getByTestId('run-command').selectOption('transfer');
  await page.getByTestId('run-start').click();
  const card = page.getByTestId('approval-card-transfer');
  await expect(page.getByTestId('run-approval-note')).toContainText('policy.json’s confirm gate asks a person first');
  await expect(card).toContainText('2.80');
  await expect(card).toContainText('demo-transit');
  await page.getByTestId('approval-decline').click();
  await expect(page.getByTestId('run-declined')).toHaveText('Declined: nothing ran.');
  await expect(page.getByTestId('run-history').locator('li')).toHaveCount(2);

  // Approve: the payment is recorded (confirm=true), and list shows it.
  await page.getByTestId('run-start').click();
  await page.getByTestId('approval-approve').click();
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('run-argv')).toHaveText(
    'ledger transfer 2.80 --to demo-transit --memo "bus fare" --confirm --json',
  );
  await expect(page.getByTestId('run-history').locator('li')).toHaveCount(3);

  await runCommand(page, 'list');
  await expect(page.getByTestId('run-json')).toContainText('bus fare');
  // Reopen the first run from the history.
  await page
    .getByTestId('run-history')
    .getByRole('button', { name: /#1 status/ })
    .click();
  await expect(page.getByTestId('run-argv')).toHaveText('ledger status --json');
  expect(errors).toEqual([]);
});

test('Stop kills a hung command and leaves no process behind; a secret on stderr is masked', async ({ page }) => {
  const errors = watchErrors(page);
  const markersFile = join(runHome(packsDir(), 'run-fixture'), 'markers.txt');
  rmSync(markersFile, { force: true });
  await openRun(page, 'run-fixture');

  await runCommand(page, 'hang');
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'running');
  const readMarkers = () => {
    try {
      return readFileSync(markersFile, 'utf8').trim().split(' ').filter(Boolean);
    } catch {
      return [];
    }
  };
  await expect.poll(() => readMarkers().length, { timeout: 10_000 }).toBe(2);
  const markers = readMarkers();
  expect(running(markers)).toEqual(markers);
  await page.getByTestId('run-stop').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-status', 'cancelled');
  await expect.poll(() => running(markers), { timeout: 5_000 }).toEqual([]);

  await runCommand(page, 'leak');
  await expect(page.getByTestId('run-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('run-stderr')).toContainText('token=••••');
  await expect(page.getByTestId('run-view')).not.toContainText(FIXTURE_SECRET);
  await expect(page.getByTestId('run-view')).not.toContainText('ghp_aaaa');
  expect(errors).toEqual([]);
});

test('a value the author marks secret is typed masked and shown as •••• in the argv, the log, the result and the history; the page never holds it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const secret = 'correct-horse-battery-staple';
  await openRun(page, 'run-fixture');
  await page.getByTestId('run-command').selectOption('echo');
  // Marked first, then typed: the field is a password field from the first keystroke.
  await page.getByTestId('secret-text').check();
  const field = page.locator('[data-testid="preview-try-form"] input[data-arg="text"]');
  await expect(field).toHaveAttribute('type', 'password');
  await field.fill(secret);
  await page.getByTestId('run-start').click();

  await expect(page.getByTestId('run-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('run-argv')).toHaveText('runfix echo •••• --json');
  await expect(page.getByTestId('run-stderr')).toHaveText('echo: ••••');
  await expect(page.getByTestId('run-json')).toContainText('"echoed": "••••"');
  await expect(page.getByTestId('run-history')).toContainText('{"text":"••••"}');
  // Nowhere in the page's markup or text, nor in what it stored; only the password field's own value holds it.
  expect(await page.content()).not.toContain(secret);
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain(secret);
  await expect(field).toHaveValue(secret);

  // Re-run from the history sends the value the form holds, masked again.
  await page.getByTestId('run-history').getByRole('button', { name: 'Re-run' }).first().click();
  await expect(page.getByTestId('run-history').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('run-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('run-stderr')).toHaveText('echo: ••••');
  expect(await page.content()).not.toContain(secret);

  // Unmarked, the same value is an ordinary argument again.
  await page.getByTestId('secret-text').uncheck();
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('run-history').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('run-stderr')).toHaveText(`echo: ${secret}`);
  expect(errors).toEqual([]);
});

test('the Run form with its secret toggle, in both themes and at 390 px', async ({ page }) => {
  const errors = watchErrors(page);
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 1280],
    ['light', 390],
  ] as const) {
    await setTheme(page, theme);
    await page.setViewportSize({ width, height: 800 });
    await openRun(page, 'run-fixture');
    await page.getByTestId('run-command').selectOption('echo');
    await page.getByTestId('secret-text').check();
    await page.locator('input[data-arg="text"]').fill('s3cret-value');
    await page.getByTestId('run-start').click();
    await expect(page.getByTestId('run-stderr')).toHaveText('echo: ••••');
    await expect(page.getByTestId('secret-text')).toBeVisible();
    // Nothing runs off the side of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `run-secret-${theme}-${width}`);
  }
  expect(errors).toEqual([]);
});
