/**
 * The studio's own file in a pack folder of any format: the suppressions that travel with the pack through review
 * (lib/suppress). A Report lists what it suppressed apart, so the one report shape knows the file's name; no format
 * owns it and every format has it.
 */
export const SUPPRESSIONS_FILE = 'packstudio.json';
export type SuppressionsFile = typeof SUPPRESSIONS_FILE;
