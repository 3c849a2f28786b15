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
  tone: 'ok' | 'error';
  text: string;
}

/** A save that threw (network, server crash) rather than returning a refusal. */
export const saveFailed = (error: unknown): SaveMessage => ({
  tone: 'error',
  text: `Save failed: ${error instanceof Error ? error.message : String(error)}`,
});
