import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImportedPack, importedAuthType } from './imported-pack';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'packstudio-imported-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const pack = JSON.stringify({ manifest_version: 2, artifact_type: 'pack', slug: 'giphy-api' });

describe('writing the pack the browser imported', () => {
  it('writes pack.json in a new pack folder', async () => {
    expect(await createImportedPack({ packId: 'giphy-api', text: pack }, root)).toEqual({
      ok: true,
      packId: 'giphy-api',
    });
    expect(readFileSync(join(root, 'giphy-api/pack.json'), 'utf8')).toBe(pack);
  });

  it('refuses text that is not a Recued pack.json, a bad id or an unknown field, writing nothing', async () => {
    expect(await createImportedPack({ packId: 'x', text: '{"openapi": "3.0.0"}' }, root)).toEqual({
      ok: false,
      error: 'invalid text: text is not a Recued pack.json (a JSON object with "artifact_type": "pack")',
    });
    expect((await createImportedPack({ packId: '../up', text: pack }, root)).ok).toBe(false);
    expect((await createImportedPack({ packId: 'x', text: pack, path: '/etc' }, root)).ok).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });

  it("keeps the description's auth type as the studio's note beside the pack, never in pack.json", async () => {
    expect(await importedAuthType('giphy-api', root)).toBeNull();
    await createImportedPack({ packId: 'giphy-api', text: pack, authType: 'bearer' }, root);
    expect(await importedAuthType('giphy-api', root)).toBe('bearer');
    expect(readFileSync(join(root, 'giphy-api/pack.json'), 'utf8')).toBe(pack);
    expect((await createImportedPack({ packId: 'other', text: pack, authType: 'magic' }, root)).ok).toBe(false);
  });

  it('never writes over a pack that exists', async () => {
    await createImportedPack({ packId: 'giphy-api', text: pack }, root);
    await expect(createImportedPack({ packId: 'giphy-api', text: '{"artifact_type": "pack"}' }, root)).rejects.toThrow(
      'a pack named "giphy-api" already exists',
    );
    expect(readFileSync(join(root, 'giphy-api/pack.json'), 'utf8')).toBe(pack);
  });
});
