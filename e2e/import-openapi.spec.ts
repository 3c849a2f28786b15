import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { packsDir, removePack, shot, watchErrors } from './helpers';

/** The theme switched on the open page (the toggle's class), so a dialog or typed values stay as they are. */
async function dark(page: Page, on: boolean) {
  await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), on);
}

const FIXTURES = resolve('lib/recued/import/fixtures');

test.afterAll(() => removePack('e2e-giphy'));

test('New pack from an API description: a file that is not one gets one line; a real one is imported and opened', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'From an API…' })).toBeInViewport();
  await shot(page, 'workspace-import-button-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'From an API…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pack from an API description' });
  await expect(dialog).toBeVisible();

  await dialog.getByTestId('import-paste').fill('title: my notes\nitems: [1, 2]\n');
  await dialog.getByRole('button', { name: 'Read description' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'pasted.yaml: not an API description: it has neither "openapi" nor "swagger" at the top level, so it is not an OpenAPI or Swagger description',
  );
  await dialog.getByTestId('import-paste').fill('');

  // Swagger 2.0 with $refs to files beside it: picked together, resolved in the browser.
  const separate = join(FIXTURES, 'petstore-separate/spec');
  await dialog
    .getByTestId('import-files')
    .setInputFiles(['swagger.json', 'Pet.json', 'NewPet.json'].map((f) => join(separate, f)));
  await dialog.getByRole('button', { name: 'Read description' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'a $ref points at "parameters.json", a file beside the document that was not given',
  );

  await dialog.getByTestId('import-files').setInputFiles(join(FIXTURES, 'giphy.json'));
  await dialog.getByRole('button', { name: 'Read description' }).click();
  const table = dialog.getByTestId('import-operations');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('tbody tr').first()).toContainText('gif.list');
  await expect(table.locator('tbody tr').first()).toContainText('GET /v1/gifs');
  await expect(dialog.getByTestId('import-decisions')).toContainText('base https://api.giphy.com (origin-only)');
  await shot(page, 'import-openapi-dialog-light');
  await dark(page, true);
  await shot(page, 'import-openapi-dialog-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'import-openapi-dialog-390-dark');
  await dark(page, false);
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByTestId('import-pack-id').fill('e2e-giphy');
  await dialog.getByRole('button', { name: 'Create pack' }).click();
  await page.waitForURL(/\/packs\/e2e-giphy$/, { timeout: 60_000 });
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-ok', 'true');
  const pack = JSON.parse(readFileSync(join(packsDir(), 'e2e-giphy', 'pack.json'), 'utf8'));
  expect(pack.contents[0].composition.ingredients[0].http.base).toBe('https://api.giphy.com');
  expect(existsSync(join(packsDir(), 'e2e-giphy', 'pack.json'))).toBe(true);
  expect(errors).toEqual([]);
});

test('Request preview: the exact request for the values typed, and copy as curl', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = watchErrors(page);
  await page.goto('/compositions/acme-tasks?tab=request');
  const panel = page.getByTestId('panel-request');
  await expect(panel.getByTestId('request-url')).toHaveText('GEThttps://api.acme.example/v1/tasks?limit=100');
  // The editor mounts only once the page is hydrated: a choice made before that would not reach React.
  await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 60_000 });
  await panel
    .getByTestId('request-operation')
    .selectOption({ label: 'task.complete — POST /v1/tasks/{{task_id}}/complete' });
  await panel.locator('input[data-arg="task_id"]').fill('T 1');
  await panel.locator('input[data-arg="body.note"]').fill('shipped');
  await expect(panel.getByTestId('request-url')).toHaveText('POSThttps://api.acme.example/v1/tasks/T%201/complete');
  await expect(panel.getByTestId('request-body')).toContainText('"note": "shipped"');
  await expect(panel.getByTestId('request-headers')).toContainText('Authorization:••••');
  await panel.getByTestId('copy-curl').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `curl --request POST https://api.acme.example/v1/tasks/T%201/complete --header "Authorization: $API_TOKEN" --header 'Content-Type: application/json' --data '{"note":"shipped"}'`,
  );
  await shot(page, 'request-preview-light');
  await dark(page, true);
  await shot(page, 'request-preview-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'request-preview-390-dark');
  expect(errors).toEqual([]);
});
