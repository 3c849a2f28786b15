import { expect, test } from '@playwright/test';
import { removePack, shot, watchErrors } from './helpers';

/** A GitHub-shaped description with bearer auth: a create whose body has one required field and three optional. */
const HUB = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Hub Issues', version: '1' },
  servers: [{ url: 'https://api.hub.example' }],
  security: [{ token: [] }],
  components: { securitySchemes: { token: { type: 'http', scheme: 'bearer' } } },
  paths: {
    '/user/repos': {
      get: { tags: ['repos'], summary: 'List your repositories', responses: { '200': { description: 'ok' } } },
    },
    '/issues': { get: { tags: ['issues'], responses: { '200': { description: 'ok' } } } },
    '/user/issues': { get: { tags: ['issues'], responses: { '200': { description: 'ok' } } } },
    '/orgs/{org}/issues': { get: { tags: ['issues'], responses: { '200': { description: 'ok' } } } },
    '/repos/{owner}/{repo}/issues': {
      get: { tags: ['issues'], responses: { '200': { description: 'ok' } } },
      post: {
        tags: ['issues'],
        summary: 'Create an issue',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['title'],
                properties: {
                  title: { type: 'string' },
                  body: { type: 'string' },
                  labels: { type: 'array', items: { type: 'string' } },
                  milestone: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'created' } },
      },
    },
  },
});

test.afterAll(() => removePack('e2e-hub'));

test('an imported create: the dialog speaks its own language, the card says what it acts on, the form opens on bearer', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'From an API…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pack from an API description' });
  await dialog.getByTestId('import-paste').fill(HUB);
  await dialog.getByTestId('import-ops').fill('3');
  await dialog.getByRole('button', { name: 'Read description' }).click();
  const table = dialog.getByTestId('import-operations');
  await expect(table).toContainText('POST /repos/{{owner}}/{{repo}}/issues');
  // The repositories an agent needs ids from are listed; one list of issues, not three.
  await expect(table).toContainText('GET /user/repos');
  await expect(table.locator('tbody tr', { hasText: /GET \S*\/issues$/ })).toHaveCount(1);
  const leftOut = dialog.getByTestId('import-left-out');
  await leftOut.locator('summary').click();
  await expect(leftOut).toContainText('raise "Operations" to take more');
  await expect(leftOut).not.toContainText('--');
  await dialog.getByTestId('import-pack-id').fill('e2e-hub');
  await dialog.getByRole('button', { name: 'Create pack' }).click();
  await page.waitForURL(/\/packs\/e2e-hub$/, { timeout: 60_000 });

  await page.getByTestId('panel-tab-approval').click();
  const card = page.locator('[data-testid^="approval-issue."]').first();
  const actsOn = card.getByTestId('approval-acts-on');
  await expect(actsOn).toContainText('repos');
  await expect(actsOn).toContainText('‹owner›');
  await expect(actsOn).toContainText('issues');
  // The optional body fields not given are not on the card: named beneath it instead.
  await expect(card.getByTestId('approval-omitted')).toContainText('body.labels');
  await expect(card.getByTestId('approval-card-issue.create')).not.toContainText('body.milestone');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'imported-approval-card-light');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shot(page, 'imported-approval-card-dark');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  await page.getByTestId('panel-tab-form').click();
  await expect(page.getByTestId('auth-type')).toHaveValue('bearer');
  await expect(page.getByTestId('auth-type-why')).toContainText('As the API description declares it');
  expect(errors).toEqual([]);
});
