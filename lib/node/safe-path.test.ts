import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetPack } from './project/forget';
import { readSettings, updatePackSettings } from './project/settings';
import { openWorkFolders } from './project/workdir';
import {
  isUnder,
  mkdirUnder,
  mkdtempUnder,
  noLinksUnder,
  readFileUnder,
  realPathUnder,
  UnsafePathError,
  writeFileUnder,
} from './safe-path';
import { readWrapNotes, writeWrapNotes, type WrapNotes } from './wrap/sidecar';

const work = realpathSync(mkdtempSync(join(tmpdir(), 'safe-path-')));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A workspace with a pack folder `p`, and a folder outside it an attacker's links point at. */
function setup() {
  const root = mkdtempSync(join(work, 'ws-'));
  mkdirSync(join(root, 'p'));
  const outside = mkdtempSync(join(work, 'outside-'));
  return { root, outside, pack: join(root, 'p') };
}

const NOTES: WrapNotes = {
  version: 1,
  cli: 'tool',
  layout: 'cobra',
  wrapped: '2026-12-02T00:00:00.000Z',
  ms: 1,
  helpRuns: 1,
  spec: null,
  shape: 'subcommands',
  commands: [],
  leftOut: [],
  notes: [],
} as unknown as WrapNotes;

describe('path under the workspace, no links', () => {
  it('isUnder: the root and below, never a sibling with the same prefix or the parent', () => {
    expect(isUnder('/a/b', '/a/b')).toBe(true);
    expect(isUnder('/a/b', '/a/b/c')).toBe(true);
    expect(isUnder('/a/b', '/a/bc')).toBe(false);
    expect(isUnder('/a/b', '/a')).toBe(false);
    expect(isUnder('/a/b', '/a/b/../c')).toBe(false);
  });

  it('noLinksUnder refuses ../ out and a link at any part, missing parts allowed', async () => {
    const { root, outside } = setup();
    await expect(noLinksUnder(root, '../x')).rejects.toThrow(UnsafePathError);
    symlinkSync(outside, join(root, 'link'));
    await expect(noLinksUnder(root, 'link/file')).rejects.toThrow(/link is a symbolic link/);
    mkdirSync(join(root, 'real'));
    symlinkSync(join(root, 'real'), join(root, 'real-too'));
    await expect(noLinksUnder(root, 'real-too')).rejects.toThrow(/symbolic link/); // no link at all, even inside
    expect(await noLinksUnder(root, 'real/missing/deeper')).toBe(join(root, 'real/missing/deeper'));
  });

  it('reads and writes only real files below the root: a link at the name is neither read nor written through', async () => {
    const { root, outside } = setup();
    writeFileSync(join(outside, 'secret'), 'key');
    symlinkSync(join(outside, 'secret'), join(root, 'name'));
    await expect(readFileUnder(root, 'name')).rejects.toThrow(/symbolic link/);
    await expect(writeFileUnder(root, 'name', 'x')).rejects.toThrow(/symbolic link/);
    expect(readFileSync(join(outside, 'secret'), 'utf8')).toBe('key');
    expect(await readFileUnder(root, 'absent')).toBeNull();
    await writeFileUnder(root, 'a/b/c.json', '{}');
    expect(await readFileUnder(root, 'a/b/c.json')).toBe('{}');
    expect(await mkdirUnder(root, 'd/e')).toBe(join(root, 'd/e'));
    expect(await mkdtempUnder(root, join(root, 'd'), 'run-')).toMatch(/\/d\/run-\w{6}$/);
  });

  it('realPathUnder follows links that stay inside and refuses those that lead out', async () => {
    const { root, outside } = setup();
    writeFileSync(join(root, 'in.json'), '{}');
    symlinkSync(join(root, 'in.json'), join(root, 'alias.json'));
    symlinkSync(outside, join(root, 'out'));
    expect(await realPathUnder(root, join(root, 'alias.json'))).toBe(join(root, 'in.json'));
    expect(await realPathUnder(root, join(root, 'out'))).toBeNull();
    expect(await realPathUnder(root, '/etc/passwd')).toBeNull();
  });
});

describe('.packstudio through a link out of the workspace', () => {
  it(".packstudio/wrap as a link: wrap's notes are refused, the file outside untouched", async () => {
    const { root, outside, pack } = setup();
    mkdirSync(join(root, '.packstudio'));
    writeFileSync(join(outside, 'p.json'), 'precious');
    symlinkSync(outside, join(root, '.packstudio', 'wrap'));
    await expect(writeWrapNotes(pack, NOTES)).rejects.toThrow(/\.packstudio\/wrap is a symbolic link/);
    expect(readFileSync(join(outside, 'p.json'), 'utf8')).toBe('precious');
    await expect(readWrapNotes(root, 'p')).rejects.toThrow(/symbolic link/);
    await forgetPack(root, 'p');
    expect(readFileSync(join(outside, 'p.json'), 'utf8')).toBe('precious');
  });

  it('.packstudio/scratch as a link: no scratch folder is made outside', async () => {
    const { root, outside } = setup();
    mkdirSync(join(root, '.packstudio'));
    symlinkSync(outside, join(root, '.packstudio', 'scratch'));
    await expect(openWorkFolders({ packId: 'p', workspaceRoot: root, choice: null })).rejects.toThrow(
      /scratch is a symbolic link/,
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  it('.packstudio/settings.json as a link: not read, not written through', async () => {
    const { root, outside } = setup();
    mkdirSync(join(root, '.packstudio'));
    writeFileSync(join(outside, 'settings.json'), JSON.stringify({ packs: { p: { projectDir: '/' } } }));
    symlinkSync(join(outside, 'settings.json'), join(root, '.packstudio', 'settings.json'));
    expect(await readSettings(root)).toMatchObject({ ok: false, error: expect.stringContaining('symbolic link') });
    await expect(updatePackSettings(root, 'p', () => ({ projectDir: '/x' }))).rejects.toThrow();
    expect(JSON.parse(readFileSync(join(outside, 'settings.json'), 'utf8')).packs.p.projectDir).toBe('/');
  });

  it('a real .packstudio works as before', async () => {
    const { root, pack } = setup();
    const path = await writeWrapNotes(pack, NOTES);
    expect(existsSync(path)).toBe(true);
    expect((await readWrapNotes(root, 'p')).ok).toBe(true);
    const folders = await openWorkFolders({ packId: 'p', workspaceRoot: root, choice: null });
    expect(folders.scratchDir.startsWith(join(root, '.packstudio', 'scratch', 'p-'))).toBe(true);
    await folders.close();
  });
});
