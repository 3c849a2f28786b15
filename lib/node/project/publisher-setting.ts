import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_HANDLE_LENGTH, normalizeHandle } from '../../recued/ui-publisher';
import { DEFAULT_PUBLISHER } from '../../recued/vocabulary';
import { readTextCapped } from '../read-capped';
import { writeAtomic } from '../write-atomic';
import { ensureStudioDir, STUDIO_DIR } from './studio-dir';

/** The workspace's settings, `<workspace>/.packstudio/settings.json`: the publisher handle every check assumes. */
export const SETTINGS_FILE = 'settings.json';

/** Far above any settings file the studio writes; a larger one is not read (it is not ours). */
const MAX_SETTINGS_BYTES = 16 * 1024;

/** The publisher the workspace's checks assume, and whether someone set it (an unset one is asked for once). */
export interface WorkspacePublisher {
  handle: string;
  set: boolean;
}

/** Control and invisible characters (bidi overrides, zero widths): a handle shown in the header must read as it is. */
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** Why a typed handle cannot be the workspace's, or null: the handle is normalised as the browser's was (trim, no `@`). */
export function handleProblem(raw: string): string | null {
  if (raw.trim().replace(/^@/, '').length > MAX_HANDLE_LENGTH)
    return `a publisher handle is at most ${MAX_HANDLE_LENGTH} characters`;
  if (UNSEEN.test(raw)) return 'a publisher handle holds no control or invisible characters';
  return null;
}

const settingsPath = (root: string) => join(root, STUDIO_DIR, SETTINGS_FILE);

/**
 * The workspace's publisher handle. No file, a file that is not ours (a link, too large, not JSON, a bad handle):
 * the default, unset, so the studio asks. The file is never followed through a link out of the workspace.
 */
export async function readWorkspacePublisher(root: string): Promise<WorkspacePublisher> {
  const unset = { handle: DEFAULT_PUBLISHER, set: false };
  const path = settingsPath(root);
  const info = await lstat(path).catch(() => null);
  if (!info?.isFile()) return unset;
  const dir = await lstat(join(root, STUDIO_DIR)).catch(() => null);
  if (!dir?.isDirectory()) return unset;
  try {
    const value = (JSON.parse(await readTextCapped(path, MAX_SETTINGS_BYTES)) as { publisher?: unknown }).publisher;
    if (typeof value !== 'string' || handleProblem(value)) return unset;
    return { handle: normalizeHandle(value), set: true };
  } catch {
    return unset;
  }
}

/**
 * Stores the workspace's handle (atomically, in the studio's own folder, which must be a real folder of the
 * workspace) and returns it normalised. Other settings in the file are kept.
 */
export async function writeWorkspacePublisher(root: string, raw: string): Promise<WorkspacePublisher> {
  const problem = handleProblem(raw);
  if (problem) throw new PublisherSettingError(problem);
  await ensureStudioDir(root);
  const path = settingsPath(root);
  let settings: Record<string, unknown> = {};
  const info = await lstat(path).catch(() => null);
  if (info?.isFile()) {
    try {
      const parsed: unknown = JSON.parse(await readTextCapped(path, MAX_SETTINGS_BYTES));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) settings = parsed as Record<string, unknown>;
    } catch {
      // A damaged file is replaced: it held nothing the studio could read.
    }
  }
  const handle = normalizeHandle(raw);
  await writeAtomic(path, `${JSON.stringify({ ...settings, publisher: handle }, null, 2)}\n`);
  return { handle, set: true };
}

/** A handle the workspace does not take: the message is for the author. */
export class PublisherSettingError extends Error {}
