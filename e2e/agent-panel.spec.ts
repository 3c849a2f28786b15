import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPackFromDir } from '../lib/node/load-dir';
import { toolListing } from '../lib/mcp/tools';
import { openPack, packsDir, removePack, setTheme, watchErrors } from './helpers';

/**
 * Packs that wrap a CLI by its bare name, as a pack for a CLI on PATH does: `node` (on the studio's PATH, as on any
 * machine that runs it), and a name no PATH has.
 */
const BARE = 'bare-node';
const MISSING = 'bare-missing';

function writeBarePack(id: string, bin: string) {
  const dir = join(packsDir(), id);
  mkdirSync(dir, { recursive: true });
  const surface = {
    id,
    name: `Bare ${bin}`,
    kind: 'wrap',
    cliBin: bin,
    binding: { mode: 'public', hub: 'public' },
    wrap: { bin, json_flag: [] },
    verbs: {
      'runtime.version': { description: 'Print the runtime version.', cli: [bin, '--version'], policy: 'read' },
    },
  };
  const policy = { surface_id: id, verbs: { 'runtime.version': { risk: 'read' } } };
  writeFileSync(join(dir, 'surface.json'), JSON.stringify(surface, null, 2));
  writeFileSync(join(dir, 'policy.json'), JSON.stringify(policy, null, 2));
  writeFileSync(join(dir, 'HARNESS.md'), `# ${bin}\n\nCall \`runtime.version\` first.\n`);
}

test.beforeAll(() => {
  writeBarePack(BARE, 'node');
  writeBarePack(MISSING, 'no-such-cli-e2e');
});
test.afterAll(() => {
  removePack(BARE);
  removePack(MISSING);
});

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

test("fills each host's configuration with the absolute pack path and the grant, write only when asked", async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAgent(page, 'ledger');
  const packDir = realpathSync(join(packsDir(), 'ledger'));

  const desktop = JSON.parse(await configText(page));
  expect(Object.keys(desktop.mcpServers)).toEqual(['ledger']);
  const server = desktop.mcpServers.ledger;
  expect(server.args.slice(1)).toEqual(['mcp', packDir, '--grant', 'read']);
  expect(server.args[0]).toMatch(/^\/.*\/lib\/cli\/bin\.mjs$/);
  expect(server.command).toMatch(/^\/.*node$/);
  // ledger runs its own bin: nothing to allow-list.
  expect(server).not.toHaveProperty('env');
  await expect(page.getByTestId('launch-allowlist')).toContainText(
    'No allow-list: the pack runs its own ./bin/ledger.mjs',
  );

  await page.getByTestId('agent-allow-writes').check();
  await expect(page.getByTestId('host-config-text')).toContainText('"write"');
  await expect(page.getByTestId('launch-grant')).toContainText('--grant write');
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
    args: server.args.slice(0, -1).concat('write'),
  });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('host-cursor')).toHaveAttribute('aria-selected', 'true');
  expect(Object.keys(JSON.parse(await configText(page)))).toEqual(['mcpServers']);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('host-terminal')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('host-config-text')).toContainText(`mcp ${packDir} --grant write`);
  await expect(page.getByTestId('host-config-extra')).toContainText('--method tools/list');
});

test('a bare-name CLI: the config allow-lists it alone, and "Try this config" shows what a host would see', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openAgent(page, BARE);
  await expect(page.getByTestId('launch-allowlist')).toContainText('"PACKSTUDIO_ALLOWLIST": "node"');
  expect(JSON.parse(await configText(page)).mcpServers[BARE].env).toEqual({ PACKSTUDIO_ALLOWLIST: 'node' });
  // The host sees the tool by the name it lists, in the description and the Skill alike.
  await expect(page.getByTestId('agent-tool-runtime-version')).toBeVisible();

  await page.getByTestId('try-host-config').click();
  const line = page.getByTestId('config-try-line');
  await expect(line).toHaveAttribute('data-status', 'works', { timeout: 60_000 });
  await expect(line).toContainText(
    /Works: started in \d+ ms and lists 1 tool; "runtime-version" answered in \d+ ms: v\d+\./,
  );
  await page.getByTestId('config-try-details').getByText('Details').click();
  await expect(page.getByTestId('config-try-details')).toContainText('PACKSTUDIO_ALLOWLIST=node');
  await expect(page.getByTestId('config-try-details')).toContainText('instructions sent (HARNESS.md)');

  // Each configuration is tried on its own: another host's tab starts fresh.
  await page.getByTestId('host-vscode').click();
  await expect(page.getByTestId('try-host-config')).toHaveText('Try this config');
  await expect(page.getByTestId('config-try-line')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('"Try this config" says why a host would fail, in one line', async ({ page }) => {
  await openAgent(page, MISSING);
  await expect(page.getByTestId('launch-notes')).toContainText(`"no-such-cli-e2e" is not on this machine's PATH`);
  await page.getByTestId('host-terminal').click();
  await page.getByTestId('try-host-config').click();
  const line = page.getByTestId('config-try-line');
  await expect(line).toHaveAttribute('data-status', 'fails', { timeout: 60_000 });
  await expect(line).toContainText('Fails at the first call');
  await expect(line).toContainText('sandbox: bin "no-such-cli-e2e" not found on PATH');
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/agent-try-fails.png' });
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

for (const theme of ['light', 'dark'] as const)
  for (const width of [1280, 390])
    test(`a tried configuration reads well (${theme}, ${width} px)`, async ({ page }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await openAgent(page, BARE);
      await page.getByTestId('try-host-config').click();
      await expect(page.getByTestId('config-try-line')).toHaveAttribute('data-status', 'works', { timeout: 60_000 });
      await page.getByTestId('config-try-details').getByText('Details').click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByTestId('launch-summary').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/agent-try-${theme}-${width}.png`, fullPage: true });
    });
