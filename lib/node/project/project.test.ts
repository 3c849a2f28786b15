import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deletePackFolder } from '../files';
import { checkProjectDir, chooseProjectDir, projectForbidden } from './folder';
import { projectFolderRequest, setProjectFolderRequest } from './request';
import { readSettings, settingsPath, updatePackSettings } from './settings';
import { ensureStudioDir } from './studio-dir';

const work = realpathSync(mkdtempSync(join(tmpdir(), 'project-dir-')));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A workspace with one pack folder `p` and a folder outside it to use as a project. */
function workspace() {
  const root = mkdtempSync(join(work, 'ws-'));
  mkdirSync(join(root, 'p'));
  writeFileSync(join(root, 'p', 'surface.json'), '{}');
  const project = mkdtempSync(join(work, 'project-'));
  return { root, pack: join(root, 'p'), project };
}

describe('a project folder a CLI may run in', () => {
  it('must be an absolute path to a folder that exists', async () => {
    const { project } = workspace();
    expect(await checkProjectDir(project)).toEqual({ ok: true, dir: project });
    expect(await checkProjectDir('relative/dir')).toEqual({
      ok: false,
      error: 'the project folder "relative/dir" is not an absolute path',
    });
    expect(await checkProjectDir(join(project, 'gone'))).toEqual({
      ok: false,
      error: `the project folder ${join(project, 'gone')} does not exist`,
    });
    writeFileSync(join(project, 'file'), 'x');
    expect(await checkProjectDir(join(project, 'file'))).toMatchObject({ error: /is not a folder$/ });
  });

  it("is refused inside the studio's checkout, the pack folder or .packstudio, links followed", async () => {
    const { root, pack } = workspace();
    const checkout = mkdtempSync(join(work, 'checkout-'));
    mkdirSync(join(checkout, 'sub'));
    const forbidden = projectForbidden(pack, root, [checkout]);
    expect(await checkProjectDir(join(checkout, 'sub'), forbidden)).toMatchObject({
      ok: false,
      error: expect.stringContaining("is inside the studio's own checkout"),
    });
    const link = join(work, 'to-checkout');
    symlinkSync(checkout, link);
    expect(await checkProjectDir(link, forbidden)).toMatchObject({ error: expect.stringContaining('checkout') });
    expect(await checkProjectDir(pack, forbidden)).toMatchObject({ error: expect.stringContaining('the pack folder') });
    await ensureStudioDir(root);
    expect(await checkProjectDir(join(root, '.packstudio'), forbidden)).toMatchObject({
      error: expect.stringContaining('.packstudio'),
    });
    expect(await checkProjectDir('/', forbidden)).toMatchObject({ error: expect.stringContaining('root of the file') });
    expect(await checkProjectDir(root, forbidden)).toMatchObject({ error: expect.stringContaining('holds the pack') });
    expect(await checkProjectDir(work, forbidden)).toMatchObject({ error: expect.stringContaining('holds') });
  });
});

describe("choosing a run's project folder", () => {
  it("--project, then PACK_PROJECT_DIR (or a format's name for it, HCP_PROJECT_DIR), then the stored setting, then none", async () => {
    const { root, pack, project } = workspace();
    const other = mkdtempSync(join(work, 'other-'));
    const base = { packId: 'p', packDir: pack, workspaceRoot: root };
    expect(await chooseProjectDir(base)).toEqual({ ok: true, choice: null });
    await updatePackSettings(root, 'p', () => ({ projectDir: project }));
    expect(await chooseProjectDir(base)).toEqual({ ok: true, choice: { dir: project, source: 'setting' } });
    expect(await chooseProjectDir({ ...base, env: { HCP_PROJECT_DIR: other } })).toEqual({
      ok: true,
      choice: { dir: other, source: 'env', variable: 'HCP_PROJECT_DIR' },
    });
    // The neutral name first: it wins over a format's own.
    expect(await chooseProjectDir({ ...base, env: { HCP_PROJECT_DIR: project, PACK_PROJECT_DIR: other } })).toEqual({
      ok: true,
      choice: { dir: other, source: 'env', variable: 'PACK_PROJECT_DIR' },
    });
    expect(
      await chooseProjectDir({ ...base, env: { HCP_PROJECT_DIR: other }, flag: { dir: '.', cwd: project } }),
    ).toEqual({ ok: true, choice: { dir: project, source: 'flag' } });
  });

  it('a folder named on the command line that cannot be used is an error; a stored one that is gone, a note', async () => {
    const { root, pack, project } = workspace();
    const base = { packId: 'p', packDir: pack, workspaceRoot: root };
    expect(await chooseProjectDir({ ...base, flag: { dir: 'nope', cwd: project } })).toEqual({
      ok: false,
      error: `--project: the project folder ${join(project, 'nope')} does not exist`,
    });
    expect(await chooseProjectDir({ ...base, env: { HCP_PROJECT_DIR: pack } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^HCP_PROJECT_DIR: .* is inside the pack folder/),
    });
    const gone = mkdtempSync(join(work, 'gone-'));
    await updatePackSettings(root, 'p', () => ({ projectDir: gone }));
    rmSync(gone, { recursive: true });
    expect(await chooseProjectDir(base)).toEqual({
      ok: true,
      choice: null,
      note: `the pack's project folder cannot be used (the project folder ${gone} does not exist); ran in a scratch folder`,
    });
  });
});

describe('the settings file', () => {
  it('keeps each pack apart, writes JSON, and drops a pack with nothing set', async () => {
    const { root } = workspace();
    await updatePackSettings(root, 'a', () => ({ projectDir: '/x' }));
    await Promise.all([
      updatePackSettings(root, 'b', () => ({ projectDir: '/y' })),
      updatePackSettings(root, 'c', () => ({ projectDir: '/z' })),
    ]);
    await updatePackSettings(root, 'a', () => ({}));
    expect(JSON.parse(readFileSync(settingsPath(root), 'utf8'))).toEqual({
      packs: { b: { projectDir: '/y' }, c: { projectDir: '/z' } },
    });
  });

  it('a damaged file is reported with where, and never overwritten', async () => {
    const { root } = workspace();
    await ensureStudioDir(root);
    writeFileSync(settingsPath(root), '{"packs": {"a": {"projectDir": 3}}}');
    expect(await readSettings(root)).toEqual({
      ok: false,
      error: `${settingsPath(root)} at /packs/a/projectDir: Invalid input: expected string, received number`,
    });
    await expect(updatePackSettings(root, 'b', () => ({ projectDir: '/y' }))).rejects.toThrow(/fix or delete it first/);
    expect(readFileSync(settingsPath(root), 'utf8')).toBe('{"packs": {"a": {"projectDir": 3}}}');
  });

  it('is refused when .packstudio is a link, so nothing is written outside the workspace', async () => {
    const { root } = workspace();
    symlinkSync(mkdtempSync(join(work, 'elsewhere-')), join(root, '.packstudio'));
    await expect(updatePackSettings(root, 'p', () => ({ projectDir: '/x' }))).rejects.toThrow(/is a symbolic link/);
  });
});

describe('the server side of the project folder setting', () => {
  it('sets, reads and clears a checked folder; refuses the checkout and bad input', async () => {
    const { root, project } = workspace();
    const checkout = mkdtempSync(join(work, 'checkout-'));
    expect(await setProjectFolderRequest({ packId: 'p', dir: project }, root, [checkout])).toEqual({
      ok: true,
      dir: project,
    });
    expect(await projectFolderRequest({ packId: 'p' }, root)).toEqual({ ok: true, dir: project });
    expect(await setProjectFolderRequest({ packId: 'p', dir: checkout }, root, [checkout])).toMatchObject({
      ok: false,
      error: expect.stringContaining("the studio's own checkout"),
    });
    expect(await setProjectFolderRequest({ packId: 'p', dir: 'rel' }, root, [checkout])).toMatchObject({
      ok: false,
      error: expect.stringContaining('absolute path'),
    });
    expect(await setProjectFolderRequest({ packId: '../x', dir: project }, root, [checkout])).toMatchObject({
      ok: false,
    });
    expect(await setProjectFolderRequest({ packId: 'p', dir: null }, root, [checkout])).toEqual({
      ok: true,
      dir: null,
    });
    expect(await projectFolderRequest({ packId: 'p' }, root)).toEqual({ ok: true, dir: null });
  });

  it('says when the folder set has gone since', async () => {
    const { root, project } = workspace();
    await setProjectFolderRequest({ packId: 'p', dir: project }, root, [mkdtempSync(join(work, 'c-'))]);
    rmSync(project, { recursive: true });
    expect(await projectFolderRequest({ packId: 'p' }, root)).toEqual({
      ok: true,
      dir: project,
      problem: `the project folder ${project} does not exist`,
    });
  });
});

describe('deleting a pack', () => {
  it('forgets its project folder and its wrap notes, and writes nothing for a pack that had none', async () => {
    const { root, project } = workspace();
    await setProjectFolderRequest({ packId: 'p', dir: project }, root, [mkdtempSync(join(work, 'c-'))]);
    mkdirSync(join(root, '.packstudio', 'wrap'), { recursive: true });
    writeFileSync(join(root, '.packstudio', 'wrap', 'p.json'), '{}');
    await deletePackFolder('p', root);
    expect(await readSettings(root)).toEqual({ ok: true, settings: { packs: {} } });
    expect(existsSync(join(root, '.packstudio', 'wrap', 'p.json'))).toBe(false);
    const bare = workspace();
    await deletePackFolder('p', bare.root);
    expect(existsSync(join(bare.root, '.packstudio'))).toBe(false);
  });
});
