import type { Finding } from './finding';

/**
 * The finding id a format that scores reports a pack file under when its JSON does not parse (its structure layer's
 * kind): while there is one, the report gives no score.
 */
export const INVALID_JSON_ID = 'L-invalid_json';

/**
 * The files a report could not read because their JSON does not parse. While any does, the rules that need the
 * file are skipped, so the report's score counts one lint error instead of the pack: it must not be shown as one.
 */
export function unparsedFiles(findings: readonly Pick<Finding, 'id' | 'file'>[]): string[] {
  return [...new Set(findings.filter((f) => f.id === INVALID_JSON_ID).map((f) => f.file))];
}

/** "a.json" / "a.json and b.json", for the sentence that says why there is no score. */
export function listFiles(files: readonly string[]): string {
  return files.length <= 1 ? (files[0] ?? '') : `${files.slice(0, -1).join(', ')} and ${files[files.length - 1]}`;
}

/** The words a report shows in place of its score while a file does not parse; "" when nothing blocks the score. */
export function noScoreNote(findings: readonly Pick<Finding, 'id' | 'file'>[]): string {
  const files = unparsedFiles(findings);
  return files.length ? `no score until ${listFiles(files)} parses` : '';
}
