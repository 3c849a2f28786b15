import { expect, test, type Page } from '@playwright/test';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { loadPackFromDir } from '../lib/node/load-dir';
import { toolListing } from '../lib/mcp/tools';
import { openPack, packsDir, setTheme, watchErrors } from './helpers';

async function openAgent(page: Page, pack: string) {
  await openPack(page, pack);
  await page.getByRole('tab', { name: 'agent', exact: true }).click();
  await expect(page.getByTestId('agent-panel')).toBeVisible();
  await expect(page.getByTestId('host-config-text')).toBeVisible();
}

const configText = async (page: Page) => (await page.getByTestId('host-config-text').textContent()) ?? '';

test('lists the tools exactly as packstudio mcp sends them, with what each call needs', async ({ page }) => {
  const errors = watchErrors(page);
  await openAgent(page, 'ledger');
  const expected = toolListing((await loadPackFromDir(join(packsDir(), 'ledger'))).model).tools;
  const rows = page.getByTestId('agent-tools').locator('> li');
  await expect(rows).toHaveCount(expected.length);
  for (const { tool } of expected) {
    const row = page.getByTestId(`agent-tool-${tool.name}`);
    await row.getByText('What the host receives').click();
    expect(JSON.parse((await row.locator('pre').textContent()) ?? '')).toEqual(tool);
  }
  const transfer = page.getByTestId('agent-tool-transfer');
  await expect(transfer).toContainText('asks you every time');
  await expect(transfer).toContainText('refused: no --grant write');
  await expect(page.getByTestId('agent-tool-setup-apply')).toContainText('idempotent');
  await expect(page.getByTestId('agent-tool-status')).toContainText('read-only');
  await expect(page.getByTestId('agent-tool-status')).not.toContainText('refused: no --grant write');
  expect(errors).toEqual([]);
});

test("fills each host's configuration with the absolute pack path, and --grant write when writes may run", async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAgent(page, 'ledger');
  const packDir = realpathSync(join(packsDir(), 'ledger'));

  const desktop = JSON.parse(await configText(page));
  expect(Object.keys(desktop.mcpServers)).toEqual(['ledger']);
  const server = desktop.mcpServers.ledger;
  expect(server.args.slice(1)).toEqual(['mcp', packDir]);
  expect(server.args[0]).toMatch(/^\/.*\/lib\/cli\/bin\.mjs$/);
  expect(server.command).toMatch(/^\/.*node$/);

  await page.getByTestId('agent-allow-writes').check();
  await expect(page.getByTestId('host-config-text')).toContainText('"write"');
  expect(JSON.parse(await configText(page)).mcpServers.ledger.args.slice(1)).toEqual([
    'mcp',
    packDir,
    '--grant',
    'write',
  ]);
  await expect(page.getByTestId('agent-tool-transfer')).not.toContainText('refused: no --grant write');

  await page.getByTestId('copy-host-config').click();
  await expect(page.getByTestId('copy-host-config')).toHaveText('Copied');
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(
    JSON.parse(await configText(page)),
  );

  // The host tabs: arrow keys move between them; each shows its host's shape.
  await page.getByTestId('host-claude-desktop').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('host-claude-code')).toBeFocused();
  await expect(page.getByTestId('host-claude-code')).toHaveAttribute('aria-selected', 'true');
  expect(JSON.parse(await configText(page)).mcpServers.ledger).toMatchObject({ type: 'stdio' });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('host-vscode')).toHaveAttribute('aria-selected', 'true');
  expect(JSON.parse(await configText(page)).servers.ledger).toMatchObject({
    type: 'stdio',
    args: server.args.concat('--grant', 'write'),
  });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('host-cursor')).toHaveAttribute('aria-selected', 'true');
  expect(Object.keys(JSON.parse(await configText(page)))).toEqual(['mcpServers']);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('host-config-text')).toContainText('--method tools/list');
});

for (const theme of ['light', 'dark'] as const)
  for (const width of [1280, 390])
    test(`the agent panel reads well (${theme}, ${width} px)`, async ({ page }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await openAgent(page, 'ledger');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/screenshots/agent-panel-${theme}-${width}.png` });
      await page.getByTestId('agent-tool-transfer').getByText('What the host receives').click();
      await expect(page.getByTestId('agent-tool-transfer').locator('pre')).toBeVisible();
      await page.getByTestId('agent-tool-transfer').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/agent-panel-${theme}-${width}-tools.png` });
    });
