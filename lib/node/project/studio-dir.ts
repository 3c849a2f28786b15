import { join } from 'node:path';
import { mkdirUnder, UnsafePathError } from '../safe-path';

/** The studio's own folder in a workspace: history, settings, wrap notes and scratch folders live here. */
export const STUDIO_DIR = '.packstudio';

/** Where wrap keeps what it knew of each pack it drafted: `<workspace>/.packstudio/wrap/<pack>.json`. */
export function wrapNotesPath(workspaceRoot: string, packId: string): string {
  return join(workspaceRoot, STUDIO_DIR, 'wrap', `${packId}.json`);
}

/** Thrown when the studio's folder cannot be used as it is (a link, a file): the message says which and why. */
export const StudioDirError = UnsafePathError;

/**
 * `<workspace>/.packstudio`, created when missing. Refused when it is a symbolic link: whatever the studio writes
 * there (settings, wrap notes, scratch folders) must stay inside the workspace (lib/node/safe-path.ts).
 */
export async function ensureStudioDir(workspaceRoot: string): Promise<string> {
  return mkdirUnder(workspaceRoot, STUDIO_DIR);
}
