/**
 * The studio's own file in a pack folder of any format: the suppressions that travel with the pack through review
 * (lib/suppress). Plain data with no imports, like each format's files.ts, so client code and lib/core may use it.
 */
export const SUPPRESSIONS_FILE = 'packstudio.json';
export type SuppressionsFile = typeof SUPPRESSIONS_FILE;
