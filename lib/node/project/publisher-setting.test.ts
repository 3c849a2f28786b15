import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWorkspacePublisher, writeWorkspacePublisher } from './publisher-setting';

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
    expect(JSON.parse(readFileSync(join(root, '.packstudio', 'settings.json'), 'utf8'))).toEqual({ publisher: 'acme' });
    // Written atomically: no temp file left beside it.
    expect(readdirSync(join(root, '.packstudio'))).toEqual(['settings.json']);
  });

  it('keeps the other settings in the file, and replaces a damaged one', async () => {
    mkdirSync(join(root, '.packstudio'));
    writeFileSync(join(root, '.packstudio', 'settings.json'), '{"theme":"dark","publisher":"old"}');
    await writeWorkspacePublisher(root, 'acme');
    expect(JSON.parse(readFileSync(join(root, '.packstudio', 'settings.json'), 'utf8'))).toEqual({
      theme: 'dark',
      publisher: 'acme',
    });
    writeFileSync(join(root, '.packstudio', 'settings.json'), '{not json');
    expect(await readWorkspacePublisher(root)).toEqual({ handle: 'local', set: false });
    expect(await writeWorkspacePublisher(root, 'acme')).toEqual({ handle: 'acme', set: true });
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
    await writeWorkspacePublisher(root, 'acme');
    // The link is replaced by the studio's file; the target outside is untouched.
    expect(readFileSync(join(outside, 'x.json'), 'utf8')).toBe('{"publisher":"evil"}');
    expect(existsSync(join(root, '.packstudio', 'settings.json'))).toBe(true);
    expect(await readWorkspacePublisher(root)).toEqual({ handle: 'acme', set: true });
  });
});
