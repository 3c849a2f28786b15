import { expect, test, type Page } from '@playwright/test';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packsDir, watchErrors } from './helpers';

// 30 more packs (copies of ledger) so the list has more than one page of 25.
const EXTRA = Array.from({ length: 30 }, (_, i) => `zz-copy-${String(i + 1).padStart(2, '0')}`);
test.beforeAll(() => {
  for (const id of EXTRA) cpSync(resolve('packs/ledger'), join(packsDir(), id), { recursive: true });
});
test.afterAll(() => {
  for (const id of EXTRA) rmSync(join(packsDir(), id), { recursive: true, force: true });
});

const rowIds = (page: Page) =>
  page
    .locator('[data-testid="pack-list"] > li')
    .evaluateAll((rows) => rows.map((r) => (r.getAttribute('data-testid') ?? '').replace(/^pack-row-/, '')));

test('search narrows the list as you type, and the URL keeps it across a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // Text typed before the page has hydrated never reaches React: type again until the URL follows.
  await expect(async () => {
    await page.getByLabel('Search packs').fill('');
    await page.getByLabel('Search packs').fill('transit');
    await expect(page).toHaveURL(/\/\?q=transit$/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => rowIds(page)).toEqual(['transit']);
  await page.reload();
  await expect(page.getByLabel('Search packs')).toHaveValue('transit');
  expect(await rowIds(page)).toEqual(['transit']);
  await page.getByLabel('Search packs').fill('no-such-pack-anywhere');
  await expect(page.getByText('No pack matches this search')).toBeVisible();
  await page.getByTestId('clear-filters').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await rowIds(page)).length).toBeGreaterThan(30);
  expect(errors).toEqual([]);
});

test('sort by score and by name, both ways', async ({ page }) => {
  await page.goto('/?format=hcp');
  await page.getByLabel('Sort by').selectOption('score');
  await expect(page).toHaveURL(/sort=score/);
  await expect.poll(async () => (await rowIds(page)).at(-1)).toBe('broken-demo');
  await page.getByTestId('sort-dir').click();
  await expect(page).toHaveURL(/sort=score&dir=asc/);
  await expect.poll(async () => (await rowIds(page))[0]).toBe('broken-demo');

  await page.goto('/?format=hcp&sort=name&dir=desc');
  expect((await rowIds(page)).slice(0, 2)).toEqual(['zz-copy-30', 'zz-copy-29']);
  await page.getByTestId('sort-dir').click();
  await expect(page).toHaveURL(/\/\?format=hcp$/);
  await expect.poll(async () => (await rowIds(page))[0]).toBe('broken-demo');
});

test('filter by format and failing only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Format' }).getByRole('link', { name: 'Recued' }).click();
  await expect(page).toHaveURL(/format=recued/);
  await expect.poll(() => rowIds(page)).toEqual(['acme-tasks', 'local-llm', 'opencode']);
  await page.getByRole('navigation', { name: 'Format' }).getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/$/);
  // A click, not check(): the box shows what the URL says, so it turns on once the new page has rendered.
  await page.getByTestId('failing-only').click();
  await expect(page).toHaveURL(/\/\?failing=1$/);
  await expect(page.getByTestId('failing-only')).toBeChecked();
  await expect.poll(() => rowIds(page)).toContain('broken-demo');
  const failing = await rowIds(page);
  expect(failing).not.toContain('ledger');
  expect(failing.some((id) => id.startsWith('zz-copy-'))).toBe(false);
});

test('pagination: 25 a page, Next and Previous, the page in the URL', async ({ page }) => {
  await page.goto('/?size=25');
  const total = Number((await page.getByTestId('list-range').textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(25);
  await expect(page.getByTestId('list-range')).toHaveText(`1–25 of ${total}`);
  await expect(page.getByTestId('page-of')).toHaveText(`Page 1 of ${Math.ceil(total / 25)}`);
  const first = await rowIds(page);
  expect(first).toHaveLength(25);
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/size=25&page=2/);
  await expect(page.getByTestId('page-of')).toHaveText(`Page 2 of ${Math.ceil(total / 25)}`);
  const second = await rowIds(page);
  expect(second.length).toBe(Math.min(25, total - 25));
  expect(second.filter((id) => first.includes(id))).toEqual([]);
  await page.getByRole('link', { name: '← Previous' }).click();
  await expect(page).toHaveURL(/\/\?size=25$/);
  await expect.poll(() => rowIds(page)).toEqual(first);
});

test('at 390 px the pagination takes two rows, and no label breaks onto a second line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/?size=25');
  const nav = page.getByTestId('pagination');
  await nav.scrollIntoViewIfNeeded();
  const parts = nav.locator(':scope > div > :not(.sr-only)');
  await expect(parts).toHaveCount(5); // range, page size, Previous, "Page 1 of 2", Next
  const boxes = await parts.evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
      return {
        text: (el.textContent ?? '').trim(),
        middle: box.top + box.height / 2,
        lines: Math.round(box.height / lineHeight),
      };
    }),
  );
  expect(boxes.filter((b) => b.lines > 1 && !b.text.includes('per page')).map((b) => b.text)).toEqual([]);
  // Rows: parts whose middles are within a few pixels of each other sit on one.
  const rows = boxes.reduce<number[]>(
    (found, b) => (found.some((m) => Math.abs(m - b.middle) < 6) ? found : [...found, b.middle]),
    [],
  );
  expect(rows.length, JSON.stringify(boxes)).toBeLessThanOrEqual(2);
  await page.screenshot({ path: 'e2e/screenshots/narrow-pagination.png' });
});
