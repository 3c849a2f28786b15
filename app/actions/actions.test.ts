import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deletePack, loadPack, saveFile } from './pack-actions';
import { createPack, listWorkspace } from './workspace-actions';
import { useTempWorkspace } from './test-workspace';

const root = useTempWorkspace(['ledger']);

describe('server actions answer bad input with a clear error, never a stack trace', () => {
  const bad: [string, () => Promise<{ ok: boolean; error?: string }>, RegExp][] = [
    ['loadPack(undefined)', () => loadPack(undefined), /^invalid input: expected object, received undefined$/],
    [
      'loadPack(traversal)',
      () => loadPack({ packId: '../../etc' }),
      /^invalid packId: "..\/..\/etc" is not a pack id: use 1–128 lower-case letters/,
    ],
    ['loadPack(missing)', () => loadPack({ packId: 'nope' }), /^no pack "nope" in the workspace$/],
    [
      'saveFile(other file)',
      () => saveFile({ packId: 'ledger', file: 'package.json', text: '', baseVersion: null }),
      /^invalid file: file must be one of surface\.json, policy\.json, HARNESS\.md, hcp\.eval\.json, packstudio\.json, pack\.json$/,
    ],
    [
      'saveFile(bad version)',
      () => saveFile({ packId: 'ledger', file: 'policy.json', text: '', baseVersion: 'abc' }),
      /version must be a sha256 hex digest/,
    ],
    [
      'saveFile(text type)',
      () => saveFile({ packId: 'ledger', file: 'policy.json', text: 42, baseVersion: null }),
      /text must be a string/,
    ],
    [
      'saveFile(too large)',
      () => saveFile({ packId: 'ledger', file: 'policy.json', text: 'x'.repeat(1024 * 1024 + 1), baseVersion: null }),
      /over|1\.00 MB/,
    ],
    [
      'deletePack(no confirm)',
      () => deletePack({ packId: 'ledger', confirm: 'transit' }),
      /confirm must repeat the pack id/,
    ],
    ['createPack(bad id)', () => createPack({ packId: 'Ledger!' }), /^invalid packId: "Ledger!" is not a pack id/],
  ];
  for (const [name, call, message] of bad)
    it(name, async () => {
      const result = await call();
      expect(result.ok).toBe(false);
      expect(result.error).toMatch(message);
      expect(result.error).not.toMatch(/\n\s+at /);
    });
});

describe('load, save with versions, create, list and delete', () => {
  it('loads ledger and saves against its version; a stale version is refused with the disk text', async () => {
    const loaded = await loadPack({ packId: 'ledger' });
    if (!loaded.ok) throw new Error(loaded.error);
    const policy = loaded.files.find((f) => f.file === 'policy.json')!;
    if (!('text' in policy)) throw new Error('policy.json not loaded');
    const first = await saveFile({
      packId: 'ledger',
      file: 'policy.json',
      text: policy.text + '\n',
      baseVersion: policy.version,
    });
    expect(first.ok).toBe(true);
    const stale = await saveFile({ packId: 'ledger', file: 'policy.json', text: 'other', baseVersion: policy.version });
    expect(stale).toMatchObject({ ok: false, conflict: { diskText: policy.text + '\n' } });
    expect(!stale.ok && stale.error).toMatch(/^not saved: policy\.json changed on disk since you opened it/);
    expect(await readFile(join(root(), 'ledger', 'policy.json'), 'utf8')).toBe(policy.text + '\n');
  });

  it('creates a pack from the scaffold, lists it with a grade, deletes it', async () => {
    expect(await createPack({ packId: 'fresh' })).toEqual({ ok: true, packId: 'fresh' });
    expect((await createPack({ packId: 'fresh' })).ok).toBe(false);
    const list = await listWorkspace();
    if (!list.ok) throw new Error(list.error);
    expect(list.packs.map((p) => p.id)).toEqual(['fresh', 'ledger']);
    const fresh = list.packs[0];
    expect(fresh).toMatchObject({ format: 'hcp', commands: 5 });
    expect(fresh.grade).toMatch(/^[A-F]$/);
    expect(await deletePack({ packId: 'fresh', confirm: 'fresh' })).toEqual({ ok: true });
  });

  it('with STUDIO_TOKEN set and no cookie, every action is refused', async () => {
    process.env.STUDIO_TOKEN = 'secret';
    try {
      expect(await loadPack({ packId: 'ledger' })).toEqual({
        ok: false,
        error: 'not authorised: open the studio with ?token=<STUDIO_TOKEN> first',
      });
      expect((await listWorkspace()).ok).toBe(false);
    } finally {
      delete process.env.STUDIO_TOKEN;
    }
  });
});
