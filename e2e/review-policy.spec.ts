import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openPack, packsDir, removePack, watchErrors } from './helpers';

/** `npx packstudio …` in the repository, as a CI job runs it. */
function packstudio(...argv: string[]) {
  return spawnSync('npx', ['--no', 'packstudio', ...argv], { encoding: 'utf8' });
}

/** ledger's transfer without its confirm gate, in a copy at `dir`. */
function removeTransferGate(dir: string): void {
  const policy = join(dir, 'policy.json');
  const text = readFileSync(policy, 'utf8');
  const without = text.replace(', "confirm": "always"', '');
  expect(without).not.toBe(text);
  writeFileSync(policy, without);
}

test('removing a confirm gate shows a red policy change first in compare, and diff --fail-on policy-weakened fails', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'packstudio-policy-'));
  const pack = join(dir, 'ledger');
  cpSync(resolve('packs', 'ledger'), pack, { recursive: true });
  const report = (out: string) => {
    const run = packstudio('check', pack, '--json', '--no-eval');
    if (!run.stdout.startsWith('{')) throw new Error(`no report: ${run.stderr}`);
    writeFileSync(join(dir, out), run.stdout);
    return join(dir, out);
  };
  const before = report('before.json');
  removeTransferGate(pack);
  const after = report('after.json');

  // CI: the weakened policy fails the job; the same files compared the other way do not.
  const ci = packstudio('diff', before, after, '--fail-on', 'policy-weakened');
  expect(ci.status).toBe(1);
  // Two weakenings: the gate itself, and HARNESS.md still teaching the agent that a person approves transfers.
  const [heading, gate, drift] = ci.stdout.split('\n');
  expect(heading).toBe('Policy changes (2 weakened):');
  expect(gate).toContain('"transfer": always confirmed → no confirm gate');
  expect(drift).toMatch(/HARNESS\.md now teaches "transfer" as write, always confirmed .* but policy\.json has write/);
  expect(packstudio('diff', after, before, '--fail-on', 'policy-weakened').status).toBe(0);

  const errors = watchErrors(page);
  await page.goto('/reports');
  await page.getByTestId('open-first-input').setInputFiles(before);
  await page.getByTestId('open-second-input').setInputFiles(after);
  const changes = page.getByTestId('policy-changes');
  await expect(changes).toBeVisible();
  const change = changes.getByTestId('policy-change').first();
  await expect(change).toHaveAttribute('data-direction', 'weakened');
  await expect(change).toContainText('"transfer": always confirmed → no confirm gate');
  // Red, and above the score: the first thing a reviewer reads.
  const background = await change.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = background.match(/\d+(\.\d+)?/g)!.map(Number);
  expect(r).toBeGreaterThan(g);
  expect(r).toBeGreaterThan(b);
  const changesBox = (await changes.boundingBox())!;
  const scoreBox = (await page.getByTestId('score-delta').boundingBox())!;
  expect(changesBox.y).toBeLessThan(scoreBox.y);
  await changes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/review-policy-compare.png' });
  expect(errors).toEqual([]);
});

const NO_CONFIRM = 'ledger-no-confirm-flag';

test.describe('suggestions a person can trust', () => {
  test.beforeEach(() => {
    removePack(NO_CONFIRM);
    cpSync(resolve('packs', 'ledger'), join(packsDir(), NO_CONFIRM), { recursive: true });
    // transfer stays confirm-gated, but its cli[] drops the CLI's own --confirm: P004.
    const surface = join(packsDir(), NO_CONFIRM, 'surface.json');
    const text = readFileSync(surface, 'utf8');
    const cut = text.replace('"--memo", "{{memo}}", "--confirm"]', '"--memo", "{{memo}}"]');
    expect(cut).not.toBe(text);
    writeFileSync(surface, cut);
  });
  test.afterEach(() => removePack(NO_CONFIRM));

  test('P004 offers no --yes the CLI never named, and the dashboard ticks a full check because the CLI resolves', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openPack(page, NO_CONFIRM);
    const p004 = page.locator('[data-testid="finding"][data-id="P004"]');
    await expect(p004).toBeVisible();
    await expect(p004).toContainText('"ledger transfer --help" names');
    await expect(p004).not.toContainText('Append "--yes"');
    await expect(p004.getByTestId('apply-fix')).toHaveCount(0);

    await page.getByRole('tab', { name: 'check' }).click();
    const dashboard = page.getByTestId('check-dashboard');
    await expect(dashboard.getByTestId('check-options-default')).toContainText('Probe and eval are ticked');
    await expect(dashboard.getByTestId('opt-probe')).toBeChecked();
    await expect(dashboard.getByTestId('opt-eval')).toBeChecked();
    expect(errors).toEqual([]);
  });
});
