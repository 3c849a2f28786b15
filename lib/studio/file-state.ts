/**
 * One pack file as the server read it, with the version a save is checked against. Defined here, not in lib/node,
 * because the browser's editing session reads it too and must not depend on server code.
 */
export type PackFileState<F extends string = string> =
  | { file: F; exists: false; version: null }
  | { file: F; exists: true; text: string; version: string; bytes: number }
  | { file: F; exists: true; tooLarge: true; bytes: number; version: string; error: string };
