import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPackFolder,
  deletePackFolder,
  readPackFiles,
  removeLeftoverTemps,
  savePackFile,
  versionOf,
} from './files';
import { WorkspaceError } from './workspace';

let root: string;
let outside: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ps-files-'));
  outside = await mkdtemp(join(tmpdir(), 'ps-outside-'));
  await mkdir(join(root, 'demo'));
  await writeFile(join(root, 'demo', 'surface.json'), '{"id":"demo"}\n');
  await writeFile(join(root, 'demo', 'HARNESS.md'), '# HCP — Demo\n');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('readPackFiles', () => {
  // Deliberately changed (issue 11 §3): packstudio.json, the suppressions, is read with the four.
  it('reads the four files and packstudio.json with a sha256 version each; a missing file is exists:false', async () => {
    const files = await readPackFiles('demo', root);
    expect(files.map((f) => f.file)).toEqual([
      'surface.json',
      'policy.json',
      'HARNESS.md',
      'hcp.eval.json',
      'packstudio.json',
    ]);
    expect(files[0]).toEqual({
      file: 'surface.json',
      exists: true,
      text: '{"id":"demo"}\n',
      version: versionOf('{"id":"demo"}\n'),
      bytes: 14,
    });
    expect(files[1]).toEqual({ file: 'policy.json', exists: false, version: null });
  });
  it('refuses files over 1 MB with a clear message instead of opening them', async () => {
    await writeFile(join(root, 'demo', 'policy.json'), 'x'.repeat(1024 * 1024 + 1));
    const policy = (await readPackFiles('demo', root))[1];
    expect(policy).toMatchObject({ exists: true, tooLarge: true });
    expect('error' in policy && policy.error).toMatch(
      /policy\.json is 1\.00 MB \([\d,]+ bytes\); the studio opens and saves files up to 1\.00 MB \(1,048,576 bytes\)/,
    );
  });
  it('refuses bad ids, missing packs and links that leave the pack', async () => {
    await expect(readPackFiles('../etc', root)).rejects.toThrow(WorkspaceError);
    await expect(readPackFiles('/etc', root)).rejects.toThrow(/invalid pack id/);
    await expect(readPackFiles('nope', root)).rejects.toThrow(/no pack "nope"/);
    await writeFile(join(outside, 'secret.json'), '{}');
    await symlink(join(outside, 'secret.json'), join(root, 'demo', 'policy.json'));
    await expect(readPackFiles('demo', root)).rejects.toThrow(/points outside the pack/);
    await symlink(outside, join(root, 'linked'));
    await expect(readPackFiles('linked', root)).rejects.toThrow(/outside the workspace/);
  });
});

describe('savePackFile', () => {
  it('writes when the disk still has the base version, and leaves no temp file', async () => {
    const base = versionOf('{"id":"demo"}\n');
    const out = await savePackFile('demo', 'surface.json', '{"id":"demo2"}\n', base, root);
    expect(out).toEqual({ saved: true, version: versionOf('{"id":"demo2"}\n'), bytes: 15 });
    expect(await readFile(join(root, 'demo', 'surface.json'), 'utf8')).toBe('{"id":"demo2"}\n');
    expect((await readdir(join(root, 'demo'))).sort()).toEqual(['HARNESS.md', 'surface.json']);
  });
  it('refuses when the disk changed since load, returning the disk text; nothing is written', async () => {
    const base = versionOf('{"id":"demo"}\n');
    await writeFile(join(root, 'demo', 'surface.json'), '{"id":"other"}\n');
    const out = await savePackFile('demo', 'surface.json', 'mine', base, root);
    expect(out).toEqual({
      saved: false,
      conflict: {
        diskVersion: versionOf('{"id":"other"}\n'),
        diskText: '{"id":"other"}\n',
        reason: 'surface.json changed on disk since you opened it',
      },
    });
    expect(await readFile(join(root, 'demo', 'surface.json'), 'utf8')).toBe('{"id":"other"}\n');
    // Keep mine: save again against the version now on disk.
    const again = await savePackFile('demo', 'surface.json', 'mine', versionOf('{"id":"other"}\n'), root);
    expect(again.saved).toBe(true);
  });
  it('creates a missing file with base null, and refuses when it appeared or vanished meanwhile', async () => {
    expect((await savePackFile('demo', 'policy.json', '{}', null, root)).saved).toBe(true);
    const appeared = await savePackFile('demo', 'policy.json', '{"x":1}', null, root);
    expect(appeared).toMatchObject({
      saved: false,
      conflict: { reason: 'policy.json was created on disk after you opened it' },
    });
    await rm(join(root, 'demo', 'HARNESS.md'));
    const vanished = await savePackFile('demo', 'HARNESS.md', '# x', versionOf('# HCP — Demo\n'), root);
    expect(vanished).toMatchObject({
      saved: false,
      conflict: { diskVersion: null, diskText: null, reason: 'HARNESS.md was deleted on disk since you opened it' },
    });
  });
  it('serialises concurrent saves from the same base: exactly one wins', async () => {
    const base = versionOf('{"id":"demo"}\n');
    const results = await Promise.all(['a', 'b', 'c'].map((t) => savePackFile('demo', 'surface.json', t, base, root)));
    expect(results.filter((r) => r.saved)).toHaveLength(1);
  });
  it('refuses texts over 1 MB and names other than the four files', async () => {
    await expect(savePackFile('demo', 'surface.json', 'é'.repeat(600 * 1024), null, root)).rejects.toThrow(
      /1\.17 MB \([\d,]+ bytes\); the studio opens and saves files up to 1\.00 MB/,
    );
    // pack.json is a Recued pack's file: refused in an HCP pack (app/compositions/actions.test.ts covers a Recued one).
    await expect(savePackFile('demo', 'pack.json', '{}', null, root)).rejects.toThrow(
      /not a pack file of "demo": it is an HCP pack/,
    );
    // @ts-expect-error: a path
    await expect(savePackFile('demo', '../x.json', '{}', null, root)).rejects.toThrow(/not a pack file/);
  });
  it('does not write through a symbolic link', async () => {
    await writeFile(join(root, 'demo', 'real.json'), '{}');
    await symlink(join(root, 'demo', 'real.json'), join(root, 'demo', 'policy.json'));
    await expect(savePackFile('demo', 'policy.json', '{"a":1}', versionOf('{}'), root)).rejects.toThrow(
      /symbolic link/,
    );
  });
});

describe('create and delete', () => {
  it('creates a pack folder with its files and refuses a taken id', async () => {
    await createPackFolder('fresh', { 'surface.json': '{}', 'HARNESS.md': '# x' }, root);
    expect((await readdir(join(root, 'fresh'))).sort()).toEqual(['HARNESS.md', 'surface.json']);
    await expect(createPackFolder('fresh', {}, root)).rejects.toThrow(/already exists/);
    await expect(createPackFolder('Bad Id', {}, root)).rejects.toThrow(/invalid pack id/);
  });
  it('deletes a pack, but never what a linked pack folder points at', async () => {
    await symlink(join(root, 'demo'), join(root, 'alias'));
    await expect(deletePackFolder('alias', root)).rejects.toThrow(/is a link/);
    expect(await readdir(join(root, 'demo'))).toContain('surface.json');
    await deletePackFolder('demo', root);
    expect(await readdir(root)).toEqual(['alias']);
  });
});

describe('temp files a killed save left behind', () => {
  /** The pid of a process that has exited (and been reaped): no live save can own its temp files. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;
  const demo = (name: string) => join(root, 'demo', name);
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it("removes those of a process that is gone, and any over a minute old; keeps a live save's own and other dotfiles", async () => {
    const gone = `.${deadPid()}.aaaaaaaaaaaa.packstudio-tmp`;
    const liveYoung = `.${process.pid}.bbbbbbbbbbbb.packstudio-tmp`;
    const liveOld = `.${process.pid}.cccccccccccc.packstudio-tmp`;
    const legacyYoung = '.dddddddddddd.packstudio-tmp';
    const legacyOld = '.eeeeeeeeeeee.packstudio-tmp';
    for (const name of [gone, liveYoung, liveOld, legacyYoung, legacyOld, '.gitkeep'])
      await writeFile(demo(name), 'half a fi');
    await utimes(demo(liveOld), minutesAgo(2), minutesAgo(2));
    await utimes(demo(legacyOld), minutesAgo(2), minutesAgo(2));
    expect((await removeLeftoverTemps(join(root, 'demo'))).sort()).toEqual([gone, liveOld, legacyOld].sort());
    expect((await readdir(join(root, 'demo'))).sort()).toEqual(
      ['.gitkeep', legacyYoung, liveYoung, 'HARNESS.md', 'surface.json'].sort(),
    );
  });
  it('are cleaned when the studio next reads or saves that pack', async () => {
    const left = `.${deadPid()}.ffffffffffff.packstudio-tmp`;
    await writeFile(demo(left), '{"id":"de');
    await readPackFiles('demo', root);
    expect(await readdir(join(root, 'demo'))).not.toContain(left);
    await writeFile(demo(left), '{"id":"de');
    await savePackFile('demo', 'HARNESS.md', '# new\n', versionOf('# HCP — Demo\n'), root);
    expect((await readdir(join(root, 'demo'))).sort()).toEqual(['HARNESS.md', 'surface.json']);
  });
});
