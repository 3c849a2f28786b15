import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAX_STUDIO_FILE_BYTES } from '../lib/studio/limits';
import { editor, openPack, packsDir, removePack } from './helpers';
import { actionResult, buildActions, callAction } from './studio-server';

/**
 * Next's server-action body limit counts the save as posted, JSON-escaped: a control character is six bytes
 * there. Both sides of the studio's own 1 MB limit get the studio's answer, never Next's error page.
 */
const PACK = 'save-limits';
const version = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

test.beforeAll(() => cpSync(resolve('packs', 'ledger'), join(packsDir(), PACK), { recursive: true }));
test.afterAll(() => removePack(PACK));

test('a save of exactly 1 MB of escape-heavy text is written; one byte more is refused in the studio words', async ({
  baseURL,
}) => {
  const save = buildActions().find((a) => a.name === 'saveFile')!;
  const path = join(packsDir(), PACK, 'HARNESS.md');
  const atLimit = '\x01'.repeat(MAX_STUDIO_FILE_BYTES);
  const written = await callAction(baseURL!, save.id, [
    { packId: PACK, file: 'HARNESS.md', text: atLimit, baseVersion: version(path) },
  ]);
  expect(written.status).toBe(200);
  expect(actionResult(written)).toMatchObject({ ok: true, bytes: MAX_STUDIO_FILE_BYTES });
  expect(statSync(path).size).toBe(MAX_STUDIO_FILE_BYTES);

  const before = version(path);
  const over = await callAction(baseURL!, save.id, [
    { packId: PACK, file: 'HARNESS.md', text: `${atLimit}\x01`, baseVersion: before },
  ]);
  expect(over.status).toBe(200);
  expect(actionResult(over)).toEqual({
    ok: false,
    error:
      'HARNESS.md is 1.00 MB (1,048,577 bytes); the studio opens and saves files up to 1.00 MB (1,048,576 bytes). Shorten it in another editor first.',
  });
  expect(version(path)).toBe(before);
});

test('Ctrl+S on a file grown past 1 MB in the editor says why, and nothing is posted or written', async ({ page }) => {
  const path = join(packsDir(), PACK, 'surface.json');
  const before = readFileSync(path, 'utf8');
  // The edit comes back as an unsaved draft (a closed tab's), as after a big paste and a reload.
  const grown = before.replace(/\n}\s*$/, `${' '.repeat(1_200_000)}\n}\n`);
  await page.addInitScript(({ key, draft }) => localStorage.setItem(key, JSON.stringify(draft)), {
    key: `packstudio:draft:${PACK}:surface.json`,
    draft: { text: grown, baseVersion: version(path), savedAt: Date.now() },
  });
  const save = buildActions().find((a) => a.name === 'saveFile')!;
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['next-action'] === save.id) posted.push(r.url());
  });
  await openPack(page, PACK);
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('save-message')).toHaveText(
    /surface\.json is 1\.\d\d MB \([\d,]+ bytes\); the studio opens and saves files up to 1\.00 MB \(1,048,576 bytes\)/,
  );
  expect(posted).toEqual([]);
  expect(readFileSync(path, 'utf8')).toBe(before);
});

test('a 7 MB save is refused in the studio words (413), never Next’s error, and nothing is written', async ({
  baseURL,
}) => {
  const save = buildActions().find((a) => a.name === 'saveFile')!;
  const path = join(packsDir(), PACK, 'HARNESS.md');
  const before = version(path);
  const huge = await callAction(baseURL!, save.id, [
    { packId: PACK, file: 'HARNESS.md', text: 'x'.repeat(7 * 1024 * 1024), baseVersion: before },
  ]);
  expect(huge.status).toBe(413);
  expect(JSON.parse(huge.body)).toEqual({
    ok: false,
    error: expect.stringMatching(/^the request is 7\.00 MB .*the studio takes at most 6\.06 MB in one request/),
  });
  expect(version(path)).toBe(before);
});
