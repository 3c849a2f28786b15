import { expect, test } from '@playwright/test';
import { cursorTo, openPack, positionAfter, watchErrors } from './helpers';

test('hcp.eval.json completes "verb" with the pack\'s own commands and "args" with that command\'s arguments', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger', '?file=hcp.eval.json');
  const suggest = page.locator('.monaco-editor .suggest-widget');

  const verb = positionAfter('ledger', 'hcp.eval.json', '"verb": "');
  await cursorTo(page, verb.line, verb.column);
  await page.keyboard.press('Control+Space');
  await expect(suggest).toBeVisible();
  // Commands no eval case names yet: only the pack's schema can offer them, never the document's own words.
  await expect(suggest).toContainText('setup.apply');
  await expect(suggest).toContainText('connect');
  await expect(suggest).not.toContainText('paper');
  await page.keyboard.press('Escape');

  const args = positionAfter('ledger', 'hcp.eval.json', '"payee": "demo-transit"');
  await cursorTo(page, args.line, args.column);
  await page.keyboard.type(', "');
  await page.keyboard.press('Control+Space');
  await expect(suggest).toBeVisible();
  await expect(suggest).toContainText('memo');
  expect(errors).toEqual([]);
});
