import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBuildStore } from '../lib/node/builds-store/open';
import { finding, packReport, withPolicy } from '../lib/node/builds-store/test-reports';
import type { Report } from '../lib/core/report';
import { packsDir, setTheme, watchErrors } from './helpers';
import { startStudio, type RunningStudio } from './studio-server';

/**
 * The review server (`packstudio serve`: serve.mjs with PACKSTUDIO_SERVE=1) walked as a reviewer walks it: CI uploads
 * two builds; the project page shows packs × builds; the build page puts the pack whose policy was weakened first, in
 * red, although its score rose; the reviewer approves it with a reason; a third build with the same files carries the
 * approval, on the page and in the PR comment. Screenshots in both themes and at 390 px go to e2e/screenshots/.
 */
const dir = mkdtempSync(join(tmpdir(), 'ps-review-e2e-'));
const db = join(dir, 'builds.db');
let studio: RunningStudio;
let token = '';

test.beforeAll(async () => {
  const store = await openBuildStore({ sqlitePath: db });
  const project = await store.createProject({ slug: 'registry', name: 'Pack registry', actor: 'e2e' });
  ({ token } = await store.createToken(project.id, 'ci', 'e2e'));
  await store.close();
  studio = await startStudio(packsDir(), { PACKSTUDIO_SERVE: '1', PACKSTUDIO_BUILDS_DB: db, DATABASE_URL: '' });
});

test.afterAll(() => {
  studio?.child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

const gated = [{ id: 'transfer', risk: 'write', confirm: 'always' as const }];
const ungated = [{ id: 'transfer', risk: 'write', confirm: false as const }];
const HASH = { ledger1: 'a'.repeat(64), ledger2: 'b'.repeat(64), transit: 'c'.repeat(64), transit2: 'd'.repeat(64) };

async function upload(commit: string, packs: { report: Report; filesHash: string }[], ancestor: string | null) {
  const response = await fetch(`${studio.base}/api/v1/builds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ commit, branch: ancestor ? 'feature/no-confirm' : 'main', ancestor, packs }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; comment: string; build: { id: number } };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

test('a reviewer approves a policy weakening, and the approval holds while the files stay the same', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await upload(
    '1111111aaaa',
    [
      { report: withPolicy(packReport('ledger', [finding({ severity: 'error' })]), gated), filesHash: HASH.ledger1 },
      { report: withPolicy(packReport('transit', []), gated), filesHash: HASH.transit },
    ],
    null,
  );
  const second = await upload(
    '2222222bbbb',
    [
      { report: withPolicy(packReport('ledger', []), ungated), filesHash: HASH.ledger2 },
      {
        report: withPolicy(
          packReport('transit', [finding({ id: 'M011', severity: 'error', message: 'A new error.' })]),
          gated,
        ),
        filesHash: HASH.transit2,
      },
    ],
    '1111111aaaa',
  );
  expect(second.comment).toContain('Policy weakened in 1 pack');
  expect(second.comment).toContain('awaiting review');

  await page.goto(`${studio.base}/projects/registry`);
  await expect(page.getByRole('heading', { name: 'Pack registry' })).toBeVisible();
  const matrix = page.getByTestId('project-matrix');
  await expect(matrix.locator('tbody tr')).toHaveCount(2);
  await expect(matrix.locator('thead th a')).toHaveText(['2222222', '1111111']);
  await expect(matrix.getByTestId('sparkline')).toHaveCount(2);
  await shot(page, 'review-project-light');

  await page.goto(second.url);
  const packs = page.getByTestId('build-pack');
  await expect(packs).toHaveCount(2);
  // The weakened pack first, its score up, the weakening in red; then the regression.
  await expect(packs.first().locator('h3')).toHaveText('ledger');
  await expect(packs.first()).toContainText('(+');
  await expect(packs.first().getByTestId('policy-weakened')).toContainText('transfer');
  await expect(packs.nth(1).locator('h3')).toHaveText('transit');
  await shot(page, 'review-build-before-light');

  const form = packs.first().getByTestId('decide-policy');
  await form.getByLabel('Your name').fill('Ann Reviewer');
  await form.getByLabel(/Why, for the policy weakening/).fill('transfer is gated by the bank’s own 2FA now');
  await form.getByRole('button', { name: 'Approve' }).click();
  await expect(packs.first().getByTestId('decision')).toContainText(
    'Policy weakening approved by Ann Reviewer (name typed, not signed in)',
  );
  await shot(page, 'review-build-approved-light');

  // A later build, the ledger's files unchanged: the approval is carried, on the page and in the PR comment.
  const third = await upload(
    '3333333cccc',
    [
      { report: withPolicy(packReport('ledger', []), ungated), filesHash: HASH.ledger2 },
      { report: withPolicy(packReport('transit', []), gated), filesHash: HASH.transit2 },
    ],
    '1111111aaaa',
  );
  expect(third.comment).toContain('approved by Ann Reviewer');
  await page.goto(third.url);
  await expect(page.getByTestId('build-pack').first().getByTestId('decision')).toContainText(
    `at build ${second.build.id}; the files are unchanged`,
  );
  await page.getByText('PR comment (Markdown)').click();
  await expect(page.getByTestId('pr-comment')).toContainText('approved by Ann Reviewer');
  // The project page's audit log has the decision: who, what, on which pack at which build, why.
  await page.goto(`${studio.base}/projects/registry`);
  await expect(page.getByTestId('audit-log').locator('li').first()).toContainText(
    `Ann Reviewer (name typed, not signed in) approve ledger (policy) at build ${second.build.id}: transfer is gated`,
  );
  await shot(page, 'review-project-audit-light');
  expect(errors).toEqual([]);
});

test('the build page in the dark theme and at 390 px', async ({ page }) => {
  await setTheme(page, 'dark');
  await page.goto(`${studio.base}/projects/registry/builds/2`);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId('policy-weakened')).toBeVisible();
  await shot(page, 'review-build-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('policy-weakened')).toBeVisible();
  // Nothing wider than the phone but the matrix, which scrolls on its own.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'review-build-dark-390');
  await page.goto(`${studio.base}/projects/registry`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'review-project-dark-390');
});

test('the API refuses an upload and a read without the project’s token', async () => {
  const none = await fetch(`${studio.base}/api/v1/builds`, { method: 'POST', body: '{}' });
  expect(none.status).toBe(401);
  const read = await fetch(`${studio.base}/api/v1/projects/registry`, {
    headers: { authorization: 'Bearer pst_wrong' },
  });
  expect(read.status).toBe(401);
});
