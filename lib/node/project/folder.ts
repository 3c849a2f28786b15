import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import type { Env } from '../runtime/env';
import { inside } from '../runtime/sandbox';
import { packSettings } from './settings';
import { STUDIO_DIR } from './studio-dir';

/** How the project folder of a run was chosen: `--project DIR`, `HCP_PROJECT_DIR`, or the studio's pack setting. */
export type ProjectSource = 'flag' | 'env' | 'setting';

export interface ProjectChoice {
  dir: string;
  source: ProjectSource;
}

export type FolderCheck = { ok: true; dir: string } | { ok: false; error: string };

/** Folders a project folder may not be in, each with the words that say why. */
export interface Forbidden {
  dir: string;
  what: string;
}

/**
 * A folder a CLI may run in: it exists, is a folder, and (resolved, links followed) lies inside none of the
 * forbidden ones: the studio's own checkout, the pack being written, the workspace's .packstudio.
 */
export async function checkProjectDir(dir: string, forbidden: readonly Forbidden[] = []): Promise<FolderCheck> {
  if (!dir.trim()) return { ok: false, error: 'the project folder is empty: name a folder' };
  if (!isAbsolute(dir)) return { ok: false, error: `the project folder "${dir}" is not an absolute path` };
  const real = await realpath(dir).catch(() => null);
  if (!real) return { ok: false, error: `the project folder ${dir} does not exist` };
  if (!(await stat(real)).isDirectory()) return { ok: false, error: `the project folder ${dir} is not a folder` };
  for (const f of forbidden) {
    const root = await realpath(f.dir).catch(() => resolve(f.dir));
    if (inside(root, real))
      return {
        ok: false,
        error: `the project folder ${dir} is inside ${f.what} (${root}); a CLI would write its files there`,
      };
  }
  return { ok: true, dir: real };
}

/** What the studio forbids for a pack's project folder: its own checkout, the pack, the workspace's .packstudio. */
export function studioForbidden(packDir: string, workspaceRoot: string, studioRoot = process.cwd()): Forbidden[] {
  return [
    { dir: studioRoot, what: "the studio's own checkout" },
    { dir: packDir, what: 'the pack folder' },
    { dir: resolve(workspaceRoot, STUDIO_DIR), what: "the workspace's .packstudio folder" },
  ];
}

export type ChoiceResult = { ok: true; choice: ProjectChoice | null; note?: string } | { ok: false; error: string };

/**
 * The project folder for a run of one pack: `--project DIR` (the CLI; relative to where it was started), else
 * `HCP_PROJECT_DIR` (the CLI), else the folder the studio keeps for the pack, else none (the run gets a scratch
 * folder). A folder named on the command line that cannot be used is an error; a stored one that has gone since
 * is a note, and the run falls back to a scratch folder.
 */
export async function chooseProjectDir(options: {
  packId: string;
  packDir: string;
  workspaceRoot: string;
  /** `--project DIR` as typed, and where the CLI was started. */
  flag?: { dir: string; cwd: string };
  /** HCP_PROJECT_DIR is read for the CLI only: the studio's own environment is not a pack's project. */
  env?: Env;
}): Promise<ChoiceResult> {
  const forbidPack: Forbidden[] = [{ dir: options.packDir, what: 'the pack folder' }];
  if (options.flag) {
    const checked = await checkProjectDir(resolve(options.flag.cwd, options.flag.dir), forbidPack);
    return checked.ok
      ? { ok: true, choice: { dir: checked.dir, source: 'flag' } }
      : { ok: false, error: `--project: ${checked.error}` };
  }
  const fromEnv = options.env?.HCP_PROJECT_DIR;
  if (fromEnv) {
    const checked = await checkProjectDir(resolve(fromEnv), forbidPack);
    return checked.ok
      ? { ok: true, choice: { dir: checked.dir, source: 'env' } }
      : { ok: false, error: `HCP_PROJECT_DIR: ${checked.error}` };
  }
  const stored = (await packSettings(options.workspaceRoot, options.packId)).projectDir;
  if (!stored) return { ok: true, choice: null };
  const checked = await checkProjectDir(stored, forbidPack);
  return checked.ok
    ? { ok: true, choice: { dir: checked.dir, source: 'setting' } }
    : {
        ok: true,
        choice: null,
        note: `the pack's project folder cannot be used (${checked.error}); ran in a scratch folder`,
      };
}
