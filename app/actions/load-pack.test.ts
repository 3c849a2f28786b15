import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { loadPack, saveFile } from './pack-actions';
import { useTempWorkspace } from './test-workspace';
import { packFormatOf } from '@/lib/node/workspace';

const root = useTempWorkspace(['acme-tasks', 'ledger'], (dir) => mkdir(join(dir, 'empty')));

describe('packFormatOf', () => {
  it('tells a Recued pack, an HCP pack, an empty folder and a missing one apart', async () => {
    expect((await packFormatOf('acme-tasks', root()))?.id).toBe('recued');
    expect((await packFormatOf('ledger', root()))?.id).toBe('hcp');
    expect(await packFormatOf('empty', root())).toBeNull();
    expect(await packFormatOf('nope', root())).toBeNull();
    expect(await packFormatOf('../etc', root())).toBeNull();
  });
});

describe('loadPack(recued) + saveFile(pack.json)', () => {
  it('loads pack.json with its version and saves against it; a stale version is refused with the disk text', async () => {
    const loaded = await loadPack({ format: 'recued', packId: 'acme-tasks' });
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.format).toBe('recued');
    const [file] = loaded.files;
    if (!file.exists || !('text' in file)) throw new Error('pack.json not loaded');
    expect(file.file).toBe('pack.json');
    const edited = file.text.replace('"version": 1', '"version": 2');
    const first = await saveFile({ packId: 'acme-tasks', file: 'pack.json', text: edited, baseVersion: file.version });
    expect(first.ok).toBe(true);
    expect(await readFile(join(root(), 'acme-tasks', 'pack.json'), 'utf8')).toBe(edited);
    const stale = await saveFile({ packId: 'acme-tasks', file: 'pack.json', text: 'other', baseVersion: file.version });
    expect(stale).toMatchObject({ ok: false, conflict: { diskText: edited } });
    expect(!stale.ok && stale.error).toMatch(/^not saved: pack\.json changed on disk since you opened it/);
    expect(await readFile(join(root(), 'acme-tasks', 'pack.json'), 'utf8')).toBe(edited);
  });

  it('creates pack.json in an empty folder, never in an HCP pack', async () => {
    const empty = await loadPack({ format: 'recued', packId: 'empty' });
    expect(empty).toMatchObject({
      ok: true,
      format: 'recued',
      files: [
        { file: 'pack.json', exists: false, version: null },
        { file: 'packstudio.json', exists: false },
      ],
    });
    expect((await saveFile({ packId: 'empty', file: 'pack.json', text: '{}\n', baseVersion: null })).ok).toBe(true);
    expect((await packFormatOf('empty', root()))?.id).toBe('recued');

    const hcp = await loadPack({ format: 'recued', packId: 'ledger' });
    expect(hcp).toEqual({ ok: false, error: '"ledger" is an HCP pack, not a Recued composition', otherFormat: 'hcp' });
    expect(await loadPack({ packId: 'acme-tasks' })).toMatchObject({ ok: false, otherFormat: 'recued' });
    const refused = await saveFile({ packId: 'ledger', file: 'pack.json', text: '{}', baseVersion: null });
    expect(!refused.ok && refused.error).toMatch(/pack\.json is not a pack file of "ledger": it is an HCP pack/);
    await expect(readFile(join(root(), 'ledger', 'pack.json'))).rejects.toThrow();
  });

  it('answers bad input and missing packs with a clear error', async () => {
    expect(await loadPack(undefined)).toMatchObject({ ok: false, error: expect.stringMatching(/^invalid input/) });
    // `missing`: the pack's page answers 404 for these.
    expect(await loadPack({ format: 'recued', packId: 'nope' })).toEqual({
      ok: false,
      error: 'no pack "nope" in the workspace',
      missing: true,
    });
    expect(await loadPack({ packId: 'NOPE' })).toMatchObject({ ok: false, missing: true });
    await writeFile(join(root(), 'acme-tasks', 'pack.json'), 'x'.repeat(1024 * 1024 + 1));
    const big = await loadPack({ format: 'recued', packId: 'acme-tasks' });
    expect(big).toMatchObject({
      ok: true,
      files: [
        { exists: true, tooLarge: true },
        { file: 'packstudio.json', exists: false },
      ],
    });
  });
});
