import type { PackFileState } from './file-state';

/** What the disk held when a file was loaded or last saved: saves are checked against `version`. */
export interface Baseline {
  exists: boolean;
  version: string | null;
  text: string | null;
  /** Set when the file is over the size limit and not opened. */
  tooLarge: string | null;
}

/** A file as loaded (undefined or `exists: false` when the disk has none) seen as the baseline edits start from. */
export function baselineOf(state: PackFileState<string> | undefined): Baseline {
  if (!state || !state.exists) return { exists: false, version: null, text: null, tooLarge: null };
  if ('tooLarge' in state) return { exists: true, version: state.version, text: null, tooLarge: state.error };
  return { exists: true, version: state.version, text: state.text, tooLarge: null };
}
