import { expect, test } from '@playwright/test';
import { openPack, watchErrors } from './helpers';

test("transfer's approval card shows the amount and the payee", async ({ page }) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger');
  await page.getByRole('tab', { name: 'previews' }).click();
  const panel = page.getByTestId('preview-panel-transfer');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('2.80');
  await expect(panel).toContainText('demo-transit');
  expect(errors).toEqual([]);
});
