import { expect, test } from '@playwright/test';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packsDir, removePack, watchErrors } from './helpers';

test.afterAll(() => removePack('e2e-tasks'));

test('New pack from a CLI: a bad CLI gets one line and no pack; a real one is drafted and opened', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'From a CLI…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pack from a CLI' });
  await expect(dialog).toBeVisible();

  await dialog.getByTestId('wrap-bin').fill('/no/such/cli');
  await dialog.getByTestId('wrap-id').fill('e2e-tasks');
  await dialog.getByRole('button', { name: 'Draft pack' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('/no/such/cli does not exist; no pack written');
  expect(existsSync(join(packsDir(), 'e2e-tasks'))).toBe(false);

  // a fixture CLI with cobra-style help: status, list, show, add, remove (help and completion left out)
  await dialog.getByTestId('wrap-bin').fill(resolve('lib/node/fixtures/clis/wrap-tasks.mjs'));
  await dialog.getByRole('button', { name: 'Draft pack' }).click();
  // The new pack opens on its commands, with what wrap left out and why (the form used to drop it).
  await page.waitForURL(/\/packs\/e2e-tasks\?view=commands$/, { timeout: 60_000 });
  await expect(page.getByTestId('commands-view')).toContainText('Drafted by packstudio wrap from');
  await expect(page.getByTestId('left-out')).toContainText('completion');
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeAttached({ timeout: 60_000 });
  const surface = JSON.parse(readFileSync(join(packsDir(), 'e2e-tasks', 'surface.json'), 'utf8'));
  expect(Object.keys(surface.verbs)).toEqual(['status', 'list', 'show', 'add', 'remove']);
  expect(JSON.parse(readFileSync(join(packsDir(), 'e2e-tasks', 'policy.json'), 'utf8')).verbs.remove).toEqual({
    risk: 'write',
    confirm: true,
  });
  expect(existsSync(join(packsDir(), 'e2e-tasks', 'bin', 'wrap-tasks.mjs'))).toBe(true);

  await page.goto('/');
  await expect(page.getByTestId('pack-row-e2e-tasks')).toContainText('5 commands');
  expect(errors).toEqual([]);
});

test('New pack from a CLI merges the Fig spec in the built studio: terraform, replayed from its captured help', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A bin named terraform that answers each argv as the real one did (lib/wrap/fixtures/real/terraform.json.gz).
  const dir = mkdtempSync(join(tmpdir(), 'e2e-terraform-'));
  const bin = join(dir, 'terraform');
  const replay = pathToFileURL(resolve('lib/node/fixtures/clis/replay-help.mjs')).href;
  const capture = resolve('lib/wrap/fixtures/real/terraform.json.gz');
  writeFileSync(
    bin,
    `#!/usr/bin/env node\nimport(${JSON.stringify(replay)}).then((m) => m.replay(${JSON.stringify(capture)}));\n`,
  );
  chmodSync(bin, 0o755);
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'From a CLI…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pack from a CLI' });
    await dialog.getByTestId('wrap-bin').fill(bin);
    await dialog.getByTestId('wrap-id').fill('e2e-terraform');
    await dialog.getByRole('button', { name: 'Draft pack' }).click();
    await page.waitForURL(/\/packs\/e2e-terraform\?view=commands$/, { timeout: 120_000 });
    const surface = JSON.parse(readFileSync(join(packsDir(), 'e2e-terraform', 'surface.json'), 'utf8'));
    expect(surface.verbs.show).toMatchObject({ json_flag: ['-json'] });
    const notes = JSON.parse(readFileSync(join(packsDir(), '.packstudio', 'wrap', 'e2e-terraform.json'), 'utf8'));
    expect(notes.spec).toBe('terraform');
    expect(notes.leftOut.length).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  } finally {
    removePack('e2e-terraform');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('New pack from a CLI with no commands of its own: one honest line, and a command added by hand', async ({
  page,
}) => {
  const errors = watchErrors(page);
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'From a CLI…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pack from a CLI' });
    // an argparse-style tool whose help lists no subcommands: `shrink [--level LEVEL] FILE`
    await dialog.getByTestId('wrap-bin').fill(resolve('lib/node/fixtures/clis/wrap-nolist.mjs'));
    await dialog.getByTestId('wrap-id').fill('e2e-shrink');
    await dialog.getByRole('button', { name: 'Draft pack' }).click();
    await page.waitForURL(/\/packs\/e2e-shrink\?view=commands$/, { timeout: 60_000 });
    const view = page.getByTestId('commands-view');
    await expect(view.getByTestId('no-commands')).toHaveText(
      'wrap-nolist has no commands of its own; add them below. The pack holds its plain invocation, to start from.',
    );
    await expect(view).not.toContainText('drafted every command');
    await expect(page.locator('.monaco-editor .view-lines').first()).toBeAttached({ timeout: 60_000 });

    const form = view.getByTestId('add-command-form');
    await form.getByRole('textbox', { name: 'Command name' }).fill('shrink_fast');
    await form.getByRole('textbox', { name: 'Words after the CLI' }).fill('--level 1 {{file}}');
    await form.getByRole('textbox', { name: 'What the command does' }).fill('Compress one file quickly, in place.');
    await form.getByRole('combobox', { name: 'Risk' }).selectOption('write');
    await form.getByRole('button', { name: 'Add command' }).click();
    await expect(view.getByTestId('command-change')).toContainText('Add command “shrink_fast”');
    await expect(view.getByTestId('command-shrink_fast')).toContainText('Compress one file quickly, in place.');
    await page.screenshot({ path: 'e2e/screenshots/wrap-no-commands.png', fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    removePack('e2e-shrink');
  }
});
