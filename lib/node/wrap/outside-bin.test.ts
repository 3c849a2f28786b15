import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIS } from '../fixtures/make-pack';
import { JobQueue } from '../job-queue';
import { resolveWrapBin } from './collect';
import { wrapPackRequest } from './request';

/**
 * A CLI given to wrap by path passes the allow-list a bare name passes once its real file is outside the workspace:
 * `/usr/bin/git`, `../../../../usr/bin/git` and a link in the workspace to a file elsewhere all did get round it.
 */
const top = realpathSync(mkdtempSync(join(tmpdir(), 'outside-bin-')));
const workspace = join(top, 'a', 'b', 'workspace');
const elsewhere = join(top, 'elsewhere');
mkdirSync(workspace, { recursive: true });
mkdirSync(elsewhere);
for (const dir of [workspace, elsewhere]) {
  copyFileSync(join(CLIS, 'wrap-tasks.mjs'), join(dir, 'tasks'));
  chmodSync(join(dir, 'tasks'), 0o755);
}
symlinkSync(join(elsewhere, 'tasks'), join(workspace, 'gitlink'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

const resolveIn = (bin: string, allowlist: string[] = []) =>
  resolveWrapBin(bin, { cwd: workspace, allowlist, env: { PATH: '' } });

describe('wrap: a path to a CLI outside the workspace', () => {
  it('an absolute path, a ../ path and a link out are refused unless the allow-list names them', async () => {
    const outside = join(elsewhere, 'tasks');
    const upAndOut = relative(workspace, outside);
    expect(upAndOut.startsWith('../../../')).toBe(true);
    expect(await resolveIn(outside)).toEqual({
      ok: false,
      error: `"${outside}" is outside the workspace, so it runs only when the allow-list names it, as a bare name does: set PACKSTUDIO_ALLOWLIST=tasks to let wrap run it`,
    });
    expect(await resolveIn(upAndOut)).toEqual({
      ok: false,
      error: `"${upAndOut}" (${outside}) is outside the workspace, so it runs only when the allow-list names it, as a bare name does: set PACKSTUDIO_ALLOWLIST=tasks to let wrap run it`,
    });
    // A link is started by its own name and is its target: both must be named.
    expect(await resolveIn('./gitlink', ['gitlink'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('PACKSTUDIO_ALLOWLIST=tasks'),
    });
    expect(await resolveIn('./gitlink', ['tasks'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('PACKSTUDIO_ALLOWLIST=gitlink'),
    });
  });

  it('a real system binary by path too (the attack was /usr/bin/git)', async () => {
    const node = process.execPath;
    expect(await resolveIn(node)).toMatchObject({
      ok: false,
      error: expect.stringContaining(`set PACKSTUDIO_ALLOWLIST=${basename(realpathSync(node))}`),
    });
  });

  it('runs once the allow-list names it, and a file inside the workspace needs no allow-list', async () => {
    expect(await resolveIn(join(elsewhere, 'tasks'), ['tasks'])).toMatchObject({ ok: true, name: 'tasks' });
    expect(await resolveIn('./gitlink', ['gitlink', 'tasks'])).toMatchObject({ ok: true, name: 'gitlink' });
    expect(await resolveIn('./tasks')).toMatchObject({ ok: true, name: 'tasks', bare: false });
  });

  it("the studio's New pack from a CLI refuses it before any help runs, and writes nothing", async () => {
    const result = await wrapPackRequest(
      { bin: join(elsewhere, 'tasks'), packId: 'tasks-pack' },
      workspace,
      new JobQueue(),
    );
    expect(result).toEqual({
      ok: false,
      error: `"${join(elsewhere, 'tasks')}" is outside the workspace, so it runs only when the allow-list names it, as a bare name does: set PACKSTUDIO_ALLOWLIST=tasks to let wrap run it; no pack written`,
    });
  });
});
