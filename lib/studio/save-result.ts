import { JsonSource } from '../json/source';

/**
 * What saving one file answers (the `saveFile` action's result): the editing session reads it in the browser, so
 * it is declared here, beside the session, and the action returns this type.
 */
export interface SaveConflict {
  diskVersion: string | null;
  diskText: string | null;
  reason: string;
}

export type SaveFileResult =
  { ok: true; version: string; bytes: number } | { ok: false; error: string; conflict?: SaveConflict };

/** What the session asks the server to write: one file, checked against the version the edit started from. */
export interface SaveFileRequest {
  packId: string;
  file: string;
  text: string;
  baseVersion: string | null;
}

/** The outcome of the last save or conflict choice, shown under the toolbar until dismissed or replaced. */
export interface SaveMessage {
  tone: 'ok' | 'warn' | 'error';
  text: string;
}

/**
 * What a save that wrote `saved` says: which files and when, and where each JSON file among them does not parse.
 * The file is written all the same (nothing typed is lost), but no check can read it until it parses.
 */
export function savedMessage(
  saved: readonly { file: string; text: string }[],
  timeOfDay: string,
  what = saved.map((s) => s.file).join(', '),
): SaveMessage {
  const unparsed = saved.flatMap(({ file, text }) => {
    const error = file.endsWith('.json') ? new JsonSource(text).error : null;
    return error ? [`${file} does not parse (line ${error.line}, column ${error.column}: ${error.message})`] : [];
  });
  const done = `Saved ${what} at ${timeOfDay}`;
  if (unparsed.length === 0) return { tone: 'ok', text: done };
  return { tone: 'warn', text: `${done}, but ${unparsed.join('; ')}. No check reads it until it parses.` };
}

/** A save that threw (network, server crash) rather than returning a refusal. */
export const saveFailed = (error: unknown): SaveMessage => ({
  tone: 'error',
  text: `Save failed: ${error instanceof Error ? error.message : String(error)}`,
});
