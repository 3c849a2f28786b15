/**
 * The order of two texts by their UTF-16 code units: the same on every machine. A report's order (findings, rules,
 * features, policy rows) must not follow the locale of the machine that wrote it, and `localeCompare` does (and
 * loads ICU's collation data on its first call, a few milliseconds of every CLI start).
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
