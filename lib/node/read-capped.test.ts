import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_STUDIO_FILE_BYTES } from '../studio/limits';
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPackFromDir } from './load-dir';
import { FileTooLargeError, readTextCapped, readTextHeadSync } from './read-capped';

const dir = mkdtempSync(join(tmpdir(), 'capped-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reading a pack file within the one limit', () => {
  it('reads a file up to the limit whole', async () => {
    const file = join(dir, 'at-limit.json');
    writeFileSync(file, 'x'.repeat(MAX_STUDIO_FILE_BYTES));
    expect((await readTextCapped(file)).length).toBe(MAX_STUDIO_FILE_BYTES);
  });

  it('refuses one byte more, saying the size and the limit', async () => {
    const file = join(dir, 'pack.json');
    writeFileSync(file, 'x'.repeat(MAX_STUDIO_FILE_BYTES + 1));
    await expect(readTextCapped(file)).rejects.toThrow(
      new FileTooLargeError('pack.json', MAX_STUDIO_FILE_BYTES + 1, MAX_STUDIO_FILE_BYTES),
    );
    await expect(readTextCapped(file)).rejects.toThrow(
      'pack.json is 1.00 MB (1,048,577 bytes), over the 1.00 MB limit of a pack file',
    );
  });

  it('refuses a pack folder with an oversized file instead of checking an empty stand-in', async () => {
    const pack = join(dir, 'ledger');
    cpSync(fileURLToPath(new URL('../../packs/ledger', import.meta.url)), pack, { recursive: true });
    truncateSync(join(pack, 'surface.json'), 50 * 1024 * 1024);
    await expect(loadPackFromDir(pack)).rejects.toThrow(
      'surface.json is 50.00 MB, over the 1.00 MB limit of a pack file',
    );
  });
});

describe('reading the head of a pack file for a check', () => {
  it('reads a file within the limit whole, with no cut', () => {
    const file = join(dir, 'small.md');
    writeFileSync(file, '# HCP — x\n');
    expect(readTextHeadSync(file)).toEqual({ text: '# HCP — x\n' });
  });

  it('reads the first limit bytes of a larger file, drops a character cut in two, and gives the size', () => {
    const file = join(dir, 'big.md');
    // "é" is two bytes: at an odd limit the last one is cut in two.
    writeFileSync(file, 'é'.repeat(20));
    expect(readTextHeadSync(file, 5)).toEqual({ text: 'éé', cut: 40 });
    expect(readTextHeadSync(file, 6)).toEqual({ text: 'ééé', cut: 40 });
  });
});
