import { lstat, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The studio's own folder in a workspace: history, settings, wrap notes and scratch folders live here. */
export const STUDIO_DIR = '.packstudio';

/** Where wrap keeps what it knew of each pack it drafted: `<workspace>/.packstudio/wrap/<pack>.json`. */
export function wrapNotesPath(workspaceRoot: string, packId: string): string {
  return join(workspaceRoot, STUDIO_DIR, 'wrap', `${packId}.json`);
}

/** Thrown when the studio's folder cannot be used as it is (a link, a file): the message says which and why. */
export class StudioDirError extends Error {}

/**
 * `<workspace>/.packstudio`, created when missing. Refused when it is a symbolic link or not a folder: whatever the
 * studio writes there (settings, scratch folders) must stay inside the workspace.
 */
export async function ensureStudioDir(workspaceRoot: string): Promise<string> {
  const dir = join(workspaceRoot, STUDIO_DIR);
  const info = await lstat(dir).catch(() => null);
  if (!info) {
    await mkdir(dir, { recursive: true });
    return dir;
  }
  if (info.isSymbolicLink())
    throw new StudioDirError(`${dir} is a symbolic link; the studio writes only into a real folder of the workspace`);
  if (!info.isDirectory()) throw new StudioDirError(`${dir} is not a folder`);
  return dir;
}
