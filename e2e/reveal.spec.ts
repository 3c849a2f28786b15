import { expect, test } from '@playwright/test';
import { editor, openPack, watchErrors } from './helpers';

test('a finding opened from the check dashboard is revealed clear of the sticky-scroll header and marked', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openPack(page, 'broken-demo');
  await page.locator('[data-testid="monaco-host"] .view-lines').click();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('score-dial')).toBeVisible({ timeout: 60_000 });
  // M026 sits deep in surface.json (line 58 of 61), inside nested objects the sticky header lists.
  await page
    .getByTestId('report-findings')
    .getByRole('button', { name: /^surface\.json:58\s*The live title of "show"/ })
    .first()
    .click();

  const mark = editor(page).locator('.revealed-line');
  await expect(mark).toBeVisible();
  // Monaco re-renders its lines as it settles: measure until the marked line holds still, clear of the sticky header.
  await expect
    .poll(async () => {
      const line = await mark.boundingBox();
      const stickyWidget = editor(page).locator('.sticky-widget');
      const sticky = (await stickyWidget.count()) > 0 ? await stickyWidget.first().boundingBox() : null;
      const host = await page.getByTestId('monaco-host').boundingBox();
      if (!line || !host) return 'not laid out yet';
      const top = sticky ? sticky.y + sticky.height : host.y;
      if (line.y < top - 1) return `under the sticky header (line at ${line.y}, header ends at ${top})`;
      if (line.y + line.height > host.y + host.height + 1) return 'below the editor';
      return 'clear';
    })
    .toBe('clear');
  await expect(editor(page).locator('.view-lines')).toContainText('Showing {{item}}');
  expect(errors).toEqual([]);
});
