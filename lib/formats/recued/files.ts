/** A Recued pack's one file. Plain data with no imports, like lib/formats/hcp/files.ts. */
export const RECUED_FILE = 'pack.json';
export type RecuedFile = typeof RECUED_FILE;
export const RECUED_FILES = [RECUED_FILE] as const;
