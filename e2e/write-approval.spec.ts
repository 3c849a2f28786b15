import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { runHome } from '../lib/node/run/request';
import { openPack, packsDir } from './helpers';
import { actionResult, buildActions, callAction } from './studio-server';

/**
 * The README promises that a write runs only after its approval card: the server holds to it, not only the page.
 * A startRun posted for ledger's `connect` (risk write, no confirm in policy.json) without the approval is refused
 * before any process; the card's approve button is what sends it.
 */
test.afterAll(() => rmSync(runHome(packsDir(), 'ledger'), { recursive: true, force: true }));

async function finished(base: string, jobId: string) {
  const poll = buildActions().find((a) => a.name === 'pollRun')!;
  for (;;) {
    const result = actionResult(await callAction(base, poll.id, [{ jobId }])) as {
      status: string;
      run?: { code?: string; error?: string; argv: string[] };
    };
    if (!['queued', 'running'].includes(result.status)) return result;
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('a posted startRun of a write without the approval is refused before anything runs', async ({ baseURL }) => {
  const start = buildActions().find((a) => a.name === 'startRun')!;
  const args = { provider: 'demo-bank' };
  const refused = actionResult(await callAction(baseURL!, start.id, [{ packId: 'ledger', verb: 'connect', args }]));
  expect(refused).toMatchObject({ ok: true });
  const result = await finished(baseURL!, (refused as { jobId: string }).jobId);
  expect(result).toMatchObject({ status: 'done', run: { code: 'approval_required', argv: [] } });
  expect(result.run!.error).toMatch(/^approval required: ledger\.connect is a write/);
});

test('confirm: true posted inside args is not the approval: setup.apply, connect and transfer do not run', async ({
  baseURL,
}) => {
  const start = buildActions().find((a) => a.name === 'startRun')!;
  for (const [verb, args] of [
    ['setup.apply', { confirm: true }],
    ['connect', { provider: 'demo-bank', confirm: true }],
    ['transfer', { amount: '9.99', payee: 'demo-grocer', confirm: true }],
  ] as const) {
    const posted = actionResult(
      await callAction(baseURL!, start.id, [{ packId: 'ledger', verb, args, confirm: false }]),
    );
    const result = await finished(baseURL!, (posted as { jobId: string }).jobId);
    expect(result, verb).toMatchObject({ status: 'done', run: { argv: [] } });
    expect(result.run!.code, verb).toMatch(/^(approval|confirm)_required$/);
  }
});

test("the Run tab's approve button sends the approval, and the write runs", async ({ page }) => {
  await openPack(page, 'ledger');
  await page.getByRole('tab', { name: 'run', exact: true }).click();
  await page.getByTestId('run-command').selectOption('connect');
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('approval-card-connect')).toBeVisible();
  await page.getByTestId('approval-approve').click();
  await expect(page.getByTestId('run-argv')).toHaveText('ledger connect demo-bank --json');
  await expect(page.getByTestId('run-result')).not.toContainText('approval required');
});
