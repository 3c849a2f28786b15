import { readFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, parse, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../runtime/env';
import { inside } from '../runtime/sandbox';
import { fromEnvironment } from '../../core/workdir';
import { projectDirVariables } from '../../formats';
import { packSettings } from './settings';
import { STUDIO_DIR } from './studio-dir';

/** How the project folder of a run was chosen: `--project DIR`, an environment variable, or the studio's pack setting. */
export type ProjectSource = 'flag' | 'env' | 'setting';

export interface ProjectChoice {
  dir: string;
  source: ProjectSource;
  /** The variable that named it, for `env`: PACK_PROJECT_DIR or a format's own name for it. */
  variable?: string;
}

export type FolderCheck = { ok: true; dir: string } | { ok: false; error: string };

/** Folders a project folder may not be in, nor hold, each with the words that say why. */
export interface Forbidden {
  dir: string;
  what: string;
}

/**
 * The studio's own checkout: the folder this module was loaded from (the CLI, its bundle, tests), and the working
 * directory when it is a checkout too (the studio server is started from it; Next's build moves this module).
 */
export function studioCheckouts(cwd = process.cwd()): string[] {
  const found = new Set<string>();
  // Not `new URL('../../../', import.meta.url)`: Next's bundler would take that for an asset to bundle.
  const loadedFrom = resolve(/* turbopackIgnore: true */ dirname(fileURLToPath(import.meta.url)), '../../..');
  for (const dir of [loadedFrom, cwd]) if (isCheckout(dir)) found.add(resolve(/* turbopackIgnore: true */ dir));
  return [...found];
}

function isCheckout(dir: string): boolean {
  try {
    return (
      JSON.parse(readFileSync(join(/* turbopackIgnore: true */ dir, 'package.json'), 'utf8')).name === 'pack-studio'
    );
  } catch {
    return false;
  }
}

/**
 * A folder a CLI may run in: it exists, is a folder, is not `/`, and (resolved, links followed) lies inside none of
 * the forbidden ones nor holds one: the studio's own checkout, the pack being written, the workspace's .packstudio.
 */
export async function checkProjectDir(dir: string, forbidden: readonly Forbidden[] = []): Promise<FolderCheck> {
  if (!dir.trim()) return { ok: false, error: 'the project folder is empty: name a folder' };
  if (!isAbsolute(dir)) return { ok: false, error: `the project folder "${dir}" is not an absolute path` };
  const real = await realpath(dir).catch(() => null);
  if (!real) return { ok: false, error: `the project folder ${dir} does not exist` };
  if (!(await stat(real)).isDirectory()) return { ok: false, error: `the project folder ${dir} is not a folder` };
  if (real === parse(real).root)
    return { ok: false, error: `the project folder ${dir} is the root of the file system; a CLI would write there` };
  for (const f of forbidden) {
    const root = await realpath(f.dir).catch(() => resolve(f.dir));
    if (inside(root, real))
      return {
        ok: false,
        error: `the project folder ${dir} is inside ${f.what} (${root}); a CLI would write its files there`,
      };
    if (inside(real, root))
      return {
        ok: false,
        error: `the project folder ${dir} holds ${f.what} (${root}); a CLI would write its files over it`,
      };
  }
  return { ok: true, dir: real };
}

/**
 * What a pack's project folder may never be in or hold, wherever it comes from (`--project`, HCP_PROJECT_DIR, the
 * studio's setting, `packstudio mcp --project`): the studio's own checkout, the pack, the workspace's .packstudio.
 */
export function projectForbidden(
  packDir: string,
  workspaceRoot = dirname(packDir),
  checkouts: readonly string[] = studioCheckouts(),
): Forbidden[] {
  return [
    ...checkouts.map((dir) => ({ dir, what: "the studio's own checkout" })),
    { dir: packDir, what: 'the pack folder' },
    { dir: resolve(workspaceRoot, STUDIO_DIR), what: "the workspace's .packstudio folder" },
  ];
}

/**
 * The project folder a run chose, checked again just before a CLI starts in it: the same rules, and the same real
 * path, so a link swapped in since it was chosen (or a settings file changed under the run) starts nothing.
 */
export async function recheckProjectDir(dir: string, packDir: string): Promise<FolderCheck> {
  const checked = await checkProjectDir(dir, projectForbidden(packDir));
  if (checked.ok && checked.dir !== dir)
    return {
      ok: false,
      error: `the project folder ${dir} now leads to ${checked.dir}; it changed since it was chosen`,
    };
  return checked;
}

export type ChoiceResult = { ok: true; choice: ProjectChoice | null; note?: string } | { ok: false; error: string };

/**
 * The project folder for a run of one pack: `--project DIR` (the CLI; relative to where it was started), else
 * `PACK_PROJECT_DIR` or a format's own name for it (the CLI), else the folder the studio keeps for the pack, else none (the run gets a scratch
 * folder). A folder named on the command line that cannot be used is an error; a stored one that has gone since
 * is a note, and the run falls back to a scratch folder.
 */
export async function chooseProjectDir(options: {
  packId: string;
  packDir: string;
  workspaceRoot: string;
  /** `--project DIR` as typed, and where the CLI was started. */
  flag?: { dir: string; cwd: string };
  /** PACK_PROJECT_DIR (or a format's name for it) is read for the CLI only: the studio's own environment is not a pack's project. */
  env?: Env;
}): Promise<ChoiceResult> {
  const forbidPack = projectForbidden(options.packDir, options.workspaceRoot);
  if (options.flag) {
    const checked = await checkProjectDir(resolve(options.flag.cwd, options.flag.dir), forbidPack);
    return checked.ok
      ? { ok: true, choice: { dir: checked.dir, source: 'flag' } }
      : { ok: false, error: `--project: ${checked.error}` };
  }
  const fromEnv = fromEnvironment(options.env, projectDirVariables());
  if (fromEnv) {
    const checked = await checkProjectDir(resolve(fromEnv.value), forbidPack);
    return checked.ok
      ? { ok: true, choice: { dir: checked.dir, source: 'env', variable: fromEnv.name } }
      : { ok: false, error: `${fromEnv.name}: ${checked.error}` };
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
