import { offer } from '../core/offer';
import { appendAt, removeAt, renameKeyAt, setAt, valueAt, type JsonDoc } from '../json/edit-at';
import { closest } from './closest';

export { offer };

/**
 * Quick fixes for pack.json, addressed by the same pointers the checks report, through the one edit layer
 * (lib/json/edit-at.ts): every edit is computed on the text the check ran on, keeping the author's layout. The
 * document decides the kind: `fix` where it
 * fixes the one right value (a documented constant, the only spelling of a listed word, the one connection an
 * ingredient names), `suggestion` where a person must choose.
 */

/**
 * What an edit is computed from: pack.json as the edit layer reads it (its name, text and parsed value); every check
 * context is one, so a check passes its context.
 */
export type EditSource = JsonDoc;

export { appendAt, removeAt, renameKeyAt, setAt, valueAt };

/** The one listed word `value` spells in other letter case ("Refuse" → "refuse"); undefined when none or several. */
export function onlySpelling(value: unknown, known: readonly string[]): string | undefined {
  if (typeof value !== 'string' || known.includes(value)) return undefined;
  const same = known.filter((k) => k.toLowerCase() === value.toLowerCase());
  return same.length === 1 ? same[0] : undefined;
}

/**
 * For a value that must be one of a fixed list: its only spelling is a `fix`, the closest listed word a
 * `suggestion` (a typo's guess needs a person), or `fallback` as a suggestion when given.
 */
export function listedValueFix(
  src: EditSource,
  ptr: string,
  value: unknown,
  known: readonly string[],
  fallback?: string,
) {
  const only = onlySpelling(value, known);
  if (only) return offer('fix', `Write "${only}"`, setAt(src, ptr, only));
  const guess = typeof value === 'string' ? closest(value, known) : undefined;
  const pick = guess ?? fallback;
  return pick ? offer('suggestion', `Write "${pick}"`, setAt(src, ptr, pick)) : {};
}

/**
 * For a key a closed object does not know: renamed to its only spelling (`fix`) or to the closest known key
 * (`suggestion`), when that key is not there already; else removing it is the suggestion.
 */
export function unknownKeyFix(
  src: EditSource,
  ptr: string,
  key: string,
  known: readonly string[],
  present: Record<string, unknown>,
) {
  const only = onlySpelling(key, known);
  if (only && !(only in present)) return offer('fix', `Rename "${key}" to "${only}"`, renameKeyAt(src, ptr, only));
  const guess = closest(key, known);
  if (guess && !(guess in present))
    return offer('suggestion', `Rename "${key}" to "${guess}"`, renameKeyAt(src, ptr, guess));
  return offer('suggestion', `Remove "${key}"`, removeAt(src, ptr));
}

/**
 * A link made acceptable: its user:password@ dropped (a fix: it is the same page, and the document refuses the
 * credentials), or http made https (a suggestion: only the author knows the site serves it). Offered only when
 * the mended link passes `accepted`; the rest of the text is kept as written.
 */
export function httpsLinkFix(src: EditSource, ptr: string, value: unknown, accepted: (link: string) => boolean) {
  if (typeof value !== 'string') return {};
  const wasHttp = /^http:/i.test(value);
  const mended = value.replace(/^http:/i, 'https:').replace(/^(https:\/\/)[^/?#@]*@/i, '$1');
  if (mended === value || !accepted(mended)) return {};
  return offer(wasHttp ? 'suggestion' : 'fix', `Write "${mended}"`, setAt(src, ptr, mended));
}
