import { MAX_HANDLE_LENGTH, normalizeHandle } from '../../recued/ui-publisher';
import { DEFAULT_PUBLISHER } from '../../recued/vocabulary';
import { readSettings, updateSettings } from './settings';

/**
 * The workspace's publisher handle, kept with the studio's other settings in `<workspace>/.packstudio/settings.json`
 * (settings.ts: written atomically, one change at a time, never through a link, a damaged file never overwritten).
 */

/** The publisher the workspace's checks assume, and whether someone set it (an unset one is asked for once). */
export interface WorkspacePublisher {
  handle: string;
  set: boolean;
}

/** Control and invisible characters (bidi overrides, zero widths): a handle shown in the header must read as it is. */
// eslint-disable-next-line no-control-regex -- control characters are what a handle must not hold
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** Why a typed handle cannot be the workspace's, or null: the handle is normalised as the browser's was (trim, no `@`). */
export function handleProblem(raw: string): string | null {
  if (raw.trim().replace(/^@/, '').length > MAX_HANDLE_LENGTH)
    return `a publisher handle is at most ${MAX_HANDLE_LENGTH} characters`;
  if (UNSEEN.test(raw)) return 'a publisher handle holds no control or invisible characters';
  return null;
}

/**
 * The workspace's publisher handle. No file, no handle in it, or a file the studio cannot use (a link, damaged, a
 * bad handle): the default, unset, so the studio asks.
 */
export async function readWorkspacePublisher(root: string): Promise<WorkspacePublisher> {
  const read = await readSettings(root);
  const value = read.ok ? read.settings.publisher : undefined;
  if (value === undefined || handleProblem(value)) return { handle: DEFAULT_PUBLISHER, set: false };
  return { handle: normalizeHandle(value), set: true };
}

/** Stores the workspace's handle (normalised) beside its other settings and returns it. */
export async function writeWorkspacePublisher(root: string, raw: string): Promise<WorkspacePublisher> {
  const problem = handleProblem(raw);
  if (problem) throw new PublisherSettingError(problem);
  const handle = normalizeHandle(raw);
  try {
    await updateSettings(root, (current) => ({ ...current, publisher: handle }));
  } catch (error) {
    // A damaged or linked settings file, or a .packstudio that is no folder: said to the author, never overwritten.
    throw new PublisherSettingError(error instanceof Error ? error.message : String(error));
  }
  return { handle, set: true };
}

/** A handle the workspace does not take: the message is for the author. */
export class PublisherSettingError extends Error {}
