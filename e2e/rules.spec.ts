import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers';
import { RECUED_RULE_IDS } from '../lib/recued/checks';
import { catalogueByGroup } from '../lib/rules-catalogue';

/** The rule pages and the index read the rules' own definitions: escalation as data, docs, fix, printed messages. */
test('a rule page shows the severity escalation from its data, its examples and its fix', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/rules/M001');
  const rule = page.getByTestId('rule-page');
  await expect(rule).toHaveAttribute('data-rule-id', 'M001');
  await expect(rule.getByRole('heading', { level: 1 })).toHaveText('5 to 12 commands');
  await expect(rule).toContainText(
    'A finding is a warning: it costs 4 points. Above 12 it is an error: it costs 12 points and caps the grade at D.',
  );
  await expect(rule.getByText('warn, error above 12').first()).toBeVisible();
  await expect(page.getByTestId('rule-fix')).toContainText('Keep the pack to 5 to 12 commands');
  await expect(rule.getByRole('link', { name: 'Manifest' })).toHaveAttribute('href', '/rules#manifest');
  // The examples are rendered from the rule's runnable example: ledger's commands, four against six.
  await expect(rule.locator('[data-example="incorrect"] code')).toHaveText(
    '"verbs": {\n  "status": { … },\n  "list": { … },\n  "connect": { … },\n  "transfer": { … }\n}',
  );
  await expect(rule.locator('[data-example="correct"] code')).toContainText('"setup.status": { … },');
  expect(errors).toEqual([]);
});

test('a probe rule shows its examples as the runs it judges, and a Recued check its composition fragment', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/rules/R010');
  await expect(page.locator('[data-example="incorrect"] code')).toHaveText(
    '$ ledger status --json\n{ "ok": true, "balance": "12.40" }\n[exit 0 · 4.2 s]',
  );
  await page.goto('/rules/C-write-without-approval');
  await expect(page.locator('[data-example="incorrect"] code')).toContainText('"approval": "never",');
  await expect(page.locator('[data-example="correct"] code')).toContainText('"approval": "ask",');
  expect(errors).toEqual([]);
});

test('a lint kind page lists the messages lint prints, and a Recued page what it checks', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/rules/L-missing_verb');
  await expect(page.getByTestId('rule-page')).toContainText('verb "transfer" missing from policy.json');
  await expect(page.getByRole('link', { name: 'Lint' })).toBeVisible();
  await page.goto('/rules/C-install-manager');
  const rule = page.getByTestId('rule-page');
  await expect(rule).toContainText('manager is brew, winget, scoop, apt, dnf, npm, pip, pipx, cargo or go.');
  await expect(rule.getByRole('link', { name: 'Recued composition' })).toBeVisible();
  await expect(page.getByTestId('rule-fix')).toContainText('Use a listed manager');
  expect(errors).toEqual([]);
});

test('the rule index lists every category of the category table with its rules', async ({ page }) => {
  await page.goto('/rules');
  const groups = [
    ['manifest', 'Manifest'],
    ['policy', 'Policy'],
    ['skill', 'Skill'],
    ['probe', 'Probe'],
    ['eval', 'Eval'],
    ['structure', 'Lint'],
    ['composition', 'Recued composition'],
  ];
  for (const [id, label] of groups)
    await expect(page.getByTestId(`rule-group-${id}`).getByRole('heading', { level: 2 })).toHaveText(label);
  await expect(page.getByTestId('rule-group-manifest').locator('[data-rule-id="M001"]')).toHaveAttribute(
    'href',
    '/rules/M001',
  );
  await expect(page.getByTestId('rule-group-manifest').locator('[data-rule-id="M001"]')).toContainText(
    'warn, error above 12',
  );
  // Every group shows exactly the catalogue's rules for it (Recued: every check of its registry; Lint: the lint kinds).
  for (const { group, entries } of catalogueByGroup()) {
    await expect(page.getByTestId(`rule-group-${group.id}`).locator('[data-rule-id]')).toHaveCount(entries.length);
  }
  const composition = catalogueByGroup().find(({ group }) => group.id === 'composition')?.entries ?? [];
  expect(composition.map((e) => e.id).sort()).toEqual([...RECUED_RULE_IDS].sort());
});
