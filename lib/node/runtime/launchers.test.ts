import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIS, makeFixturePack } from '../fixtures/make-pack';
import { loadPackFromDir } from '../load-dir';
import { wrapCli } from '../wrap';
import { childEnv } from './env';
import { hcpRunner } from '../../hcp/runner';
import { withRuntime } from './exec';
import { launcherEnv, LAUNCHER_VARS } from './launchers';

const work = mkdtempSync(join(tmpdir(), 'launchers-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A HOME with the folders named (created empty). */
function homeWith(...folders: string[]): string {
  const home = mkdtempSync(join(work, 'home-'));
  for (const folder of folders) mkdirSync(join(home, folder), { recursive: true });
  return home;
}

describe('what a version manager needs to find its tool', () => {
  it('passes a launcher variable the studio has, as it is', () => {
    expect(launcherEnv({ RUSTUP_HOME: '/opt/rustup', PYENV_VERSION: '3.11.7', SECRET_TOKEN: 'x' })).toEqual({
      RUSTUP_HOME: '/opt/rustup',
      PYENV_VERSION: '3.11.7',
    });
  });

  it("points an unset variable at its default folder under the studio's HOME, only when that folder exists", () => {
    const home = homeWith('.rustup', '.pyenv', join('.local', 'share', 'mise'));
    expect(launcherEnv({ HOME: home })).toEqual({
      RUSTUP_HOME: join(home, '.rustup'),
      PYENV_ROOT: join(home, '.pyenv'),
      MISE_DATA_DIR: join(home, '.local', 'share', 'mise'),
    });
    expect(launcherEnv({ HOME: homeWith() })).toEqual({});
  });

  it('never lets a launcher variable replace the private HOME, PATH or NO_COLOR', () => {
    const env = childEnv({
      home: '/tmp/private',
      packHome: '/tmp/hcp',
      homeVariables: ['HCP_HOME'],
      parent: { HOME: homeWith('.cargo'), PATH: '/bin' },
    });
    expect(env).toMatchObject({ HOME: '/tmp/private', PATH: '/bin', NO_COLOR: '1', CARGO_HOME: expect.any(String) });
    expect(
      Object.keys(env).filter((k) => !['PATH', 'LANG', 'HOME', 'HCP_HOME', 'NO_COLOR', 'TERM'].includes(k)),
    ).toEqual(['CARGO_HOME']);
    expect(LAUNCHER_VARS).toContain('CARGO_HOME');
  });
});

describe('a multi-call program on PATH', () => {
  it('runs under the name PATH gives it, not its link target (rustup is cargo only when started as cargo)', async () => {
    const bin = mkdtempSync(join(work, 'multi-'));
    symlinkSync(join(CLIS, 'wrap-multicall.mjs'), join(bin, 'tasks'));
    const { dir, cleanup } = makeFixturePack({
      cliBin: 'tasks',
      bin: 'tasks',
      verbs: { list: { cli: ['tasks', 'list'] } },
      wrap: { json_flag: [] },
    });
    try {
      const pack = await loadPackFromDir(dir);
      const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
      const result = await withRuntime({ runner: hcpRunner(pack), packDir: dir, allowlist: ['tasks'], env }, (rt) =>
        rt.exec('list'),
      );
      expect(result).toMatchObject({ ok: true });
      expect(result.run?.stdout).toContain('Available Commands');
    } finally {
      cleanup();
    }
  });
});

describe('wrapping a CLI behind a launcher shim', () => {
  const bin = mkdtempSync(join(work, 'path-'));
  copyFileSync(join(CLIS, 'launcher-shim.mjs'), join(bin, 'cargo'));
  chmodSync(join(bin, 'cargo'), 0o755);
  /** Only PATH and the variables given: the studio's own RUSTUP_HOME and PYENV_ROOT would hide what is tested. */
  const wrapWith = (vars: Record<string, string>) =>
    wrapCli('cargo', {
      cwd: work,
      allowlist: ['cargo'],
      env: { PATH: `${bin}:${process.env.PATH}`, ...vars },
    });

  it('fails as rustup fails when the child cannot find the toolchain', async () => {
    const outcome = await wrapWith({ HOME: homeWith() });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/rustup could not choose a version of cargo to run/);
  });

  it("runs when the studio's HOME holds the toolchain, although the child's HOME is private", async () => {
    const home = homeWith('.rustup');
    writeFileSync(join(home, '.rustup', 'settings.toml'), 'default_toolchain = "stable"\n');
    const outcome = await wrapWith({ HOME: home });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.draft.commands.map((c) => c.key)).toEqual(expect.arrayContaining(['check', 'tree']));
  });
});
