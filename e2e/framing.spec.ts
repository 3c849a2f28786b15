import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { raw, startStudio, stopStudio } from './studio-server';

/**
 * Another page, here one served from another local port, must not show the studio in a frame: there its Run,
 * Save and Delete buttons could be clicked for the person (clickjacking). Every response says so, static files
 * and refusals included.
 */
let attacker: Server;
let attackerBase = '';

test.beforeAll(async () => {
  attacker = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://x').searchParams.get('frame') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>elsewhere</title><iframe id="f" width="1200" height="700" src="${target}" onload="window.framed = true"></iframe>`,
    );
  });
  await new Promise<void>((r) => attacker.listen(0, '127.0.0.1', r));
  attackerBase = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((r) => attacker.close(() => r())));

test("a page on another port that frames /packs/ledger?view=run gets nothing of the studio's", async ({
  page,
  baseURL,
}) => {
  const target = `${baseURL}/packs/ledger?view=run`;
  await page.goto(`${attackerBase}/?frame=${encodeURIComponent(target)}`);
  await page.waitForFunction(() => (window as unknown as { framed?: boolean }).framed === true);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  expect(frame, 'the iframe exists').toBeTruthy();
  // Chromium shows its own error page in place of a frame the response forbids.
  expect(frame.url()).not.toContain('/packs/ledger');
  await expect(page.frameLocator('#f').getByTestId('run-view')).toHaveCount(0);
  await expect(page.frameLocator('#f').getByRole('button', { name: /run|save|delete/i })).toHaveCount(0);
});

const FRAME_DENIED = (headers: Record<string, string | string[] | undefined>) => ({
  xfo: headers['x-frame-options'],
  ancestors: /(?:^|;)\s*frame-ancestors 'none'/.test(String(headers['content-security-policy'])),
});

test('every response denies framing: pages, static files, the icon, a 404 and a 421', async ({ baseURL }) => {
  const base = baseURL!;
  const home = await raw(base, { path: '/' });
  const chunk = home.body.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(chunk).toBeTruthy();
  const answers = {
    '/': home,
    '/packs/ledger?view=run': await raw(base, { path: '/packs/ledger?view=run' }),
    [chunk!]: await raw(base, { path: chunk! }),
    '/favicon.ico': await raw(base, { path: '/favicon.ico' }),
    '/packs/nope': await raw(base, { path: '/packs/nope' }),
    'Host: evil.example': await raw(base, { path: '/', host: 'evil.example' }),
  };
  expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]))).toEqual({
    '/': 200,
    '/packs/ledger?view=run': 200,
    [chunk!]: 200,
    '/favicon.ico': 200,
    '/packs/nope': 404,
    'Host: evil.example': 421,
  });
  for (const [what, response] of Object.entries(answers))
    expect(FRAME_DENIED(response.headers), what).toEqual({ xfo: 'DENY', ancestors: true });
});

test('with STUDIO_TOKEN, the 401 form and the refused action deny framing too', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ps-frame-'));
  cpSync(resolve('packs', 'ledger'), join(dir, 'packs', 'ledger'), { recursive: true });
  const studio = await startStudio(join(dir, 'packs'), { STUDIO_TOKEN: 'frame-test-token-0123456789' });
  try {
    const form = await raw(studio.base, { path: '/packs/ledger' });
    const action = await raw(studio.base, { method: 'POST', path: '/', headers: { 'next-action': 'x' }, body: '[]' });
    expect([form.status, action.status]).toEqual([401, 401]);
    for (const response of [form, action])
      expect(FRAME_DENIED(response.headers)).toEqual({ xfo: 'DENY', ancestors: true });
  } finally {
    await stopStudio(studio, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
