import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWorkspacePublisher, writeWorkspacePublisher } from './publisher-setting';
import { updatePackSettings } from './settings';

let root: string;
let outside: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'packstudio-publisher-'));
  outside = mkdtempSync(join(tmpdir(), 'packstudio-publisher-out-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe("the workspace's publisher handle", () => {
  it('is the default and unset until someone sets it, then read back normalised from .packstudio/settings.json', async () => {
    expect(await readWorkspacePublisher(root)).toEqual({ handle: 'local', set: false });
    expect(await writeWorkspacePublisher(root, ' @acme ')).toEqual({ handle: 'acme', set: true });
    expect(await readWorkspacePublisher(root)).toEqual({ handle: 'acme', set: true });
    expect(JSON.parse(readFileSync(join(root, '.packstudio', 'settings.json'), 'utf8'))).toEqual({
      packs: {},
      publisher: 'acme',
    });
    // Written atomically: no temp file left beside it.
    expect(readdirSync(join(root, '.packstudio'))).toEqual(['settings.json']);
  });

  it("keeps the packs' settings in the file, and never overwrites a damaged one", async () => {
    mkdirSync(join(root, '.packstudio'));
    writeFileSync(
      join(root, '.packstudio', 'settings.json'),
      '{"packs":{"terraform":{"projectDir":"/x"}},"publisher":"old"}',
    );
    await writeWorkspacePublisher(root, 'acme');
    expect(JSON.parse(readFileSync(join(root, '.packstudio', 'settings.json'), 'utf8'))).toEqual({
      packs: { terraform: { projectDir: '/x' } },
      publisher: 'acme',
    });
    // A pack's setting written later keeps the handle.
    await updatePackSettings(root, 'terraform', () => ({}));
    expect(await readWorkspacePublisher(root)).toEqual({ handle: 'acme', set: true });
    writeFileSync(join(root, '.packstudio', 'settings.json'), '{not json');
    expect(await readWorkspacePublisher(root)).toEqual({ handle: 'local', set: false });
    await expect(writeWorkspacePublisher(root, 'acme')).rejects.toThrow('fix or delete it first');
    expect(readFileSync(join(root, '.packstudio', 'settings.json'), 'utf8')).toBe('{not json');
  });

  it('refuses a hostile handle and never reads or writes through a link out of the workspace', async () => {
    await expect(writeWorkspacePublisher(root, 'acme\u202e')).rejects.toThrow('invisible');
    await expect(writeWorkspacePublisher(root, 'x'.repeat(65))).rejects.toThrow('at most 64');
    writeFileSync(join(outside, 'settings.json'), '{"publisher":"evil"}');
    symlinkSync(outside, join(root, '.packstudio'));
    expect(await readWorkspacePublisher(root)).toEqual({ handle: 'local', set: false });
    await expect(writeWorkspacePublisher(root, 'acme')).rejects.toThrow('symbolic link');
    expect(readFileSync(join(outside, 'settings.json'), 'utf8')).toBe('{"publisher":"evil"}');
  });

  it('does not follow a settings file that is a link', async () => {
    mkdirSync(join(root, '.packstudio'));
    writeFileSync(join(outside, 'x.json'), '{"publisher":"evil"}');
    symlinkSync(join(outside, 'x.json'), join(root, '.packstudio', 'settings.json'));
    expect(await readWorkspacePublisher(root)).toEqual({ handle: 'local', set: false });
    await expect(writeWorkspacePublisher(root, 'acme')).rejects.toThrow('symbolic link');
    expect(readFileSync(join(outside, 'x.json'), 'utf8')).toBe('{"publisher":"evil"}');
  });
});
