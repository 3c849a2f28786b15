import { expect, test } from '@playwright/test';
import { cursorTo, editor, openPack, watchErrors } from './helpers';

test('Alt+Z wraps long JSON lines, and the choice is remembered across a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await openPack(page, 'ledger');
  const host = page.getByTestId('monaco-host');
  await expect(host).toHaveAttribute('data-word-wrap', 'off');

  // A line far wider than the editor: without wrap the text area scrolls sideways, with wrap it fits.
  await cursorTo(page, 1, 2);
  await page.keyboard.type(` "x": "${'long words '.repeat(40)}",`);
  const lines = editor(page).locator('.view-lines');
  const overflow = async () =>
    (await lines.evaluate((el) => el.scrollWidth)) - (await host.evaluate((el) => el.clientWidth));
  await expect.poll(overflow).toBeGreaterThan(100);

  await page.keyboard.press('Alt+z');
  await expect(host).toHaveAttribute('data-word-wrap', 'on');
  await expect.poll(overflow).toBeLessThanOrEqual(0);

  await page.reload();
  await openPack(page, 'ledger');
  await expect(page.getByTestId('monaco-host')).toHaveAttribute('data-word-wrap', 'on');
  expect(errors).toEqual([]);
});
