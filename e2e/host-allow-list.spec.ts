import { expect, test } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { packsDir } from './helpers';
import { actionResult, buildActions, callAction, raw, startStudio, stopStudio, treeDigest } from './studio-server';

/**
 * DNS rebinding: a page on evil.example whose name now resolves to 127.0.0.1 sends `Host: evil.example` (and a
 * matching Origin). The e2e server is lib/node/serve.mjs, the `npm start` entry: every such request is refused
 * with 421 — pages, static files, unknown routes and every server action of the build — and nothing changes on disk.
 */
const SCRATCH = 'host-check-scratch';

test.afterAll(() => rmSync(join(packsDir(), SCRATCH), { recursive: true, force: true }));

test('pages, static files and unknown routes answer loopback names and refuse any other Host', async ({ baseURL }) => {
  const base = baseURL!;
  const port = new URL(base).port;
  const home = await raw(base, { path: '/' });
  expect(home.status).toBe(200);
  const chunk = home.body.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(chunk, 'the page links a static chunk').toBeTruthy();

  for (const host of [`localhost:${port}`, `[::1]:${port}`, `127.0.0.1:${port}`])
    expect((await raw(base, { path: '/', host })).status, host).toBe(200);
  expect((await raw(base, { path: chunk! })).status).toBe(200);

  for (const path of [
    '/',
    '/packs/ledger',
    '/compositions/acme-tasks',
    '/rules',
    chunk!,
    '/icon.svg',
    '/a/route/added/later',
  ])
    for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`]) {
      const refused = await raw(base, { path, host, headers: { origin: `http://${host}` } });
      expect(refused.status, `${host} ${path}`).toBe(421);
      expect(refused.body).toBe(
        `Pack Studio refused host "${host}": it answers only to localhost, 127.0.0.1, [::1] (DNS-rebinding protection; add a name with STUDIO_ALLOWED_HOSTS).\n`,
      );
      expect(refused.body).not.toContain('ledger');
    }
});

test('every server action in the build refuses Host: evil.example and changes nothing on disk', async ({ baseURL }) => {
  const base = baseURL!;
  const evil = `evil.example:${new URL(base).port}`;
  const actions = buildActions();
  // The manifest really lists the studio's actions (an empty or unreadable one would make this test vacuous).
  expect(actions.map((a) => a.name)).toEqual(
    expect.arrayContaining(['loadPack', 'saveFile', 'deletePack', 'createPack', 'listWorkspace', 'startCheck']),
  );

  // The most harmful arguments we know for each action; an action added later gets a pack id to act on.
  const harmful: Record<string, unknown[]> = {
    deletePack: [{ packId: 'ledger', confirm: 'ledger' }],
    createPack: [{ packId: SCRATCH }],
    saveFile: [{ packId: 'ledger', file: 'surface.json', text: '{"pwned":true}', baseVersion: null }],
    startCheck: [{ packId: 'ledger', layers: { probe: true, eval: true } }],
  };
  const before = treeDigest(packsDir());
  for (const action of actions) {
    const reply = await callAction(base, action.id, harmful[action.name] ?? [{ packId: 'ledger' }], { host: evil });
    expect(reply.status, `${action.name} (${action.file})`).toBe(421);
    expect(reply.body, action.name).toContain(`Pack Studio refused host "${evil}"`);
    expect(actionResult(reply), action.name).toBeNull();
  }
  expect(treeDigest(packsDir()), 'nothing changed on disk').toBe(before);
  expect(existsSync(join(packsDir(), 'ledger', 'surface.json'))).toBe(true);
  expect(existsSync(join(packsDir(), SCRATCH))).toBe(false);

  // The same requests with a loopback Host do reach each action: the refusal above was the Host, not the request.
  for (const action of actions) {
    const reply = await callAction(base, action.id, [{}]);
    expect(reply.status, action.name).toBe(200);
    expect(actionResult(reply), action.name).toHaveProperty('ok');
  }
  const create = actions.find((a) => a.name === 'createPack')!;
  const remove = actions.find((a) => a.name === 'deletePack')!;
  expect((await callAction(base, create.id, [{ packId: SCRATCH }], { host: evil })).status).toBe(421);
  expect(existsSync(join(packsDir(), SCRATCH))).toBe(false);
  expect(actionResult(await callAction(base, create.id, [{ packId: SCRATCH }]))).toMatchObject({ ok: true });
  expect(existsSync(join(packsDir(), SCRATCH, 'surface.json'))).toBe(true);
  expect((await callAction(base, remove.id, [{ packId: SCRATCH, confirm: SCRATCH }], { host: evil })).status).toBe(421);
  expect(existsSync(join(packsDir(), SCRATCH))).toBe(true);
  expect(actionResult(await callAction(base, remove.id, [{ packId: SCRATCH, confirm: SCRATCH }]))).toMatchObject({
    ok: true,
  });
  expect(existsSync(join(packsDir(), SCRATCH))).toBe(false);
});

test('STUDIO_ALLOWED_HOSTS adds names (a leading dot: the names under it); other names stay refused', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ps-hosts-'));
  cpSync(resolve('packs', 'ledger'), join(dir, 'packs', 'ledger'), { recursive: true });
  const studio = await startStudio(join(dir, 'packs'), { STUDIO_ALLOWED_HOSTS: 'studio.test,.dev.test' });
  try {
    for (const host of ['studio.test:1234', 'a.dev.test', 'localhost'])
      expect((await raw(studio.base, { path: '/packs/ledger', host })).status, host).toBe(200);
    const refused = await raw(studio.base, { path: '/packs/ledger', host: 'evil.example' });
    expect(refused.status).toBe(421);
    expect(refused.body).toContain('it answers only to localhost, 127.0.0.1, [::1], studio.test, *.dev.test');
  } finally {
    await stopStudio(studio, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
