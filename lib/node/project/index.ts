import { dirname } from 'node:path';
import type { Env } from '../runtime/env';
import { chooseProjectDir } from './folder';
import { openWorkFolders, type WorkFolders } from './workdir';

export {
  checkProjectDir,
  chooseProjectDir,
  projectForbidden,
  recheckProjectDir,
  studioCheckouts,
  type ProjectChoice,
  type ProjectSource,
} from './folder';
export { openWorkFolders, workdirRecord, type WorkFolders } from './workdir';
export { packSettings, readSettings, settingsPath, updatePackSettings, type PackSettings } from './settings';
export { ensureStudioDir, STUDIO_DIR, StudioDirError } from './studio-dir';

/** A project folder named on the command line (or in HCP_PROJECT_DIR) that cannot be used. */
export class ProjectDirError extends Error {}

export interface RunFolderOptions {
  /** Names the run's scratch folder; the pack's id or its folder's name. */
  packId: string;
  packDir: string;
  /** The folder that holds the pack (and its .packstudio): the pack folder's parent unless given. */
  workspaceRoot?: string;
  /** The CLI's `--project DIR` and where the CLI was started. */
  flag?: { dir: string; cwd: string };
  /** Read for HCP_PROJECT_DIR (the CLI passes its environment; the studio does not). */
  env?: Env;
}

/**
 * The folders one run gives the CLI, for as long as `use` runs: the project folder chosen for the pack (or none)
 * and a fresh scratch folder, removed afterwards. Every caller that runs a pack's CLI (check, eval, the Run tab,
 * twin) comes through here, so none of them runs it in its own working directory or in the pack folder.
 */
export async function withRunFolders<T>(
  options: RunFolderOptions,
  use: (folders: WorkFolders) => Promise<T>,
): Promise<T> {
  const workspaceRoot = options.workspaceRoot ?? dirname(options.packDir);
  const chosen = await chooseProjectDir({ ...options, workspaceRoot });
  if (!chosen.ok) throw new ProjectDirError(chosen.error);
  const folders = await openWorkFolders({
    packId: options.packId.replace(/[^\w.-]/g, '_') || 'pack',
    workspaceRoot,
    choice: chosen.choice,
    note: chosen.note,
  });
  try {
    return await use(folders);
  } finally {
    await folders.close();
  }
}
