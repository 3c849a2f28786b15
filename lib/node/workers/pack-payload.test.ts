import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeWorkspace, tempWorkspace } from '../../cli/test-cli';
import { hashPackFolder } from '../pack-hash';
import { packPayload, PayloadError, writePackPayload, type PackPayload } from './pack-payload';

const ws = tempWorkspace('payload-', ['ledger']);
const parent = mkdtempSync(join(tmpdir(), 'payload-worker-'));
afterAll(() => {
  removeWorkspace(ws);
  rmSync(parent, { recursive: true, force: true });
});

const ledger = () => packPayload('ledger', join(ws, 'ledger'));
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('a pack sent to a worker', () => {
  it('is written back file for file, executable bits kept, under the same hash', async () => {
    const payload = await ledger();
    expect(payload.files.map((f) => f.path)).toContain('bin/ledger.mjs');
    const { root, dir } = await writePackPayload(payload, parent);
    expect(dir).toBe(join(root, 'ledger'));
    expect(await hashPackFolder(dir)).toBe(await hashPackFolder(join(ws, 'ledger')));
    expect(statSync(join(dir, 'bin/ledger.mjs')).mode & 0o111).toBe(0o111);
    rmSync(root, { recursive: true });
  });

  it.each([
    ['a parent path', '../escape.txt'],
    ['an absolute path', '/tmp/escape.txt'],
    ['a dot name', '.git/config'],
    ['node_modules', 'node_modules/x.js'],
    ['a backslash', '..\\escape.txt'],
    ['an empty name', 'bin//x'],
    ['too deep a path', 'a/b/c/d/e/f.txt'],
  ])('refuses %s before writing anything', async (_what, path) => {
    const payload = await ledger();
    const before = readdirSync(parent).length;
    const hostile = { ...payload, files: [...payload.files, { path, exec: 0, base64: b64('x') }] };
    await expect(writePackPayload(hostile, parent)).rejects.toThrow(/a path the worker will not write/);
    expect(readdirSync(parent).length).toBe(before);
    expect(existsSync(join(parent, '..', 'escape.txt'))).toBe(false);
  });

  it('refuses files that do not give the hash, and leaves nothing behind', async () => {
    const payload = await ledger();
    const tampered: PackPayload = {
      ...payload,
      files: payload.files.map((f) => (f.path === 'policy.json' ? { ...f, base64: b64('{"verbs":{}}') } : f)),
    };
    const before = readdirSync(parent).length;
    await expect(writePackPayload(tampered, parent)).rejects.toThrow(/do not give its hash/);
    expect(readdirSync(parent).length).toBe(before);
  });

  it('refuses a second entry of one path rather than overwriting it', async () => {
    const payload = await ledger();
    const twice = { ...payload, files: [...payload.files, payload.files[0]] };
    await expect(writePackPayload(twice, parent)).rejects.toThrow(/EEXIST/);
  });

  it('refuses a malformed job: a bad pack id, mode bits past the executable ones', async () => {
    const payload = await ledger();
    await expect(writePackPayload({ ...payload, packId: '../x' }, parent)).rejects.toThrow(/malformed: packId/);
    const worldWritable = { ...payload, files: [{ ...payload.files[0], exec: 0o022 }] };
    await expect(writePackPayload(worldWritable, parent)).rejects.toThrow(/executable bits/);
    await expect(writePackPayload({ ...payload, extra: 1 }, parent)).rejects.toBeInstanceOf(PayloadError);
  });

  it('is refused at the studio when the pack holds a symbolic link, naming it', async () => {
    const linked = tempWorkspace('payload-link-', ['ledger']);
    symlinkSync('/etc/passwd', join(linked, 'ledger', 'passwd'));
    await expect(packPayload('ledger', join(linked, 'ledger'))).rejects.toThrow(/passwd is a symbolic link/);
    removeWorkspace(linked);
  });
});
