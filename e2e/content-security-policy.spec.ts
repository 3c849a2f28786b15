import { expect, test } from '@playwright/test';
import { diskText, editor, openPack, restorePack, setTheme } from './helpers';
import { raw } from './studio-server';

/**
 * Every page carries a Content-Security-Policy with a fresh nonce for the scripts Next writes, and no
 * 'unsafe-inline' for scripts: an inline script, an event-handler attribute or a javascript: URL that some bug
 * lets into a page does not run. The studio itself still works whole under it.
 */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

test.afterAll(() => restorePack('ledger'));

test('every page has the policy, a new nonce each time, and no unsafe-inline for scripts', async ({ baseURL }) => {
  const nonces = new Set<string>();
  for (const path of [
    '/',
    '/packs/ledger',
    '/compositions/acme-tasks',
    '/rules',
    '/rules/M001',
    '/reports',
    '/packs/nope',
  ]) {
    const response = await raw(baseURL!, { path });
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy['script-src'], path).toEqual(expect.arrayContaining(["'self'", "'strict-dynamic'"]));
    expect(policy['script-src'], path).not.toContain("'unsafe-inline'");
    expect(policy['script-src'], path).not.toContain("'unsafe-eval'");
    expect(policy['object-src'], path).toEqual(["'none'"]);
    expect(policy['base-uri'], path).toEqual(["'none'"]);
    expect(policy['form-action'], path).toEqual(["'self'"]);
    expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
    const nonce = policy['script-src'].find((v) => v.startsWith("'nonce-"));
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    // Every script tag of the page carries this request's nonce; none runs without one.
    const tags = [...response.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.length, path).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, path).toMatch(/\snonce="[^"]+"/);
  }
  expect(nonces.size, 'a fresh nonce per response').toBe(7);
});

test('an inline script, event handler or javascript: URL injected into the served page does not run', async ({
  page,
}) => {
  // What an HTML-injection bug would do: markup without the nonce inside the page as the server sent it.
  const injected =
    '<script>window.__inlineRan = true</script>' +
    '<img src="/favicon.ico" onload="window.__handlerRan = true" alt="">' +
    '<a id="injected-link" href="javascript:window.__urlRan = true">injected</a>';
  await page.route('**/packs/ledger', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<body[^>]*>/, (body) => body + injected);
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
  });
  await openPack(page, 'ledger');
  await page.locator('#injected-link').click();
  await expect
    .poll(async () =>
      (await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).sort(),
    )
    .toEqual(expect.arrayContaining(['script-src-attr', 'script-src-elem']));
  expect(
    await page.evaluate(() => {
      const g = window as unknown as Record<string, unknown>;
      return [g.__inlineRan, g.__handlerRan, g.__urlRan];
    }),
  ).toEqual([undefined, undefined, undefined]);
});

test('the studio works whole under the policy: theme script, Monaco and its workers, live check, save', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await setTheme(page, 'dark');
  await openPack(page, 'ledger', '?file=HARNESS.md');
  // The theme script ran before paint (it holds the nonce).
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect.poll(() => workers.length, { message: 'Monaco started its workers' }).toBeGreaterThan(0);
  await expect(page.getByTestId('markdown-preview').getByRole('heading', { level: 1 })).toBeVisible();
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Saved under the policy.');
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toContainText('Saved HARNESS.md');
  expect(diskText('ledger', 'HARNESS.md')).toContain('Saved under the policy.');
  await page.goto('/');
  await expect(page.getByTestId('pack-row-ledger')).toBeVisible();
  expect(violations).toEqual([]);
});
