import type { QuickFix, TextEdit } from './finding';

/**
 * What a raw finding spreads in to offer a quick fix: `{ ...offer('fix', 'Set "hub": "public"', edits) }`.
 * Without edits (the file does not parse, the place cannot be found) it offers nothing, and the text fix stays.
 * Every format's checks offer fixes through here.
 */
export function offer(kind: QuickFix['kind'], title: string, edits: TextEdit[]): { quickFix?: QuickFix } {
  return edits.length > 0 ? { quickFix: { kind, title, edits } } : {};
}
