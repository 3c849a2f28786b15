import type { TextEdit } from '../core/finding';
import { offer } from '../core/offer';
import { removeJsonValue, renameJsonKey, setJsonValue, type Splice } from '../json/edit';
import { parsePointer } from '../json/pointer';
import { closest } from './closest';
import { child, isRec } from './walk';

export { offer };

/**
 * Quick fixes for pack.json, addressed by the same pointers the checks report: every edit is computed on the text
 * the check ran on, keeping the author's layout (lib/json/edit). The document decides the kind: `fix` where it
 * fixes the one right value (a documented constant, the only spelling of a listed word, the one connection an
 * ingredient names), `suggestion` where a person must choose.
 */

/** What an edit is computed from: pack.json's text and its parsed value (which says where a segment is an array index). */
export interface EditSource {
  text: string;
  root: unknown;
}

type Path = (string | number)[];

/** The JSON path of a pointer, its array segments as numbers (jsonc-parser tells an index from a key by its type). */
function pathOf(root: unknown, ptr: string): Path {
  const path: Path = [];
  let node = root;
  for (const segment of parsePointer(ptr)) {
    if (Array.isArray(node)) {
      const index = Number(segment);
      path.push(index);
      node = node[index];
    } else {
      path.push(segment);
      node = isRec(node) ? node[segment] : undefined;
    }
  }
  return path;
}

/** The value a pointer names in the parsed document, or undefined. */
export function valueAt(root: unknown, ptr: string): unknown {
  let node = root;
  for (const segment of parsePointer(ptr)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRec(node)) node = Object.prototype.hasOwnProperty.call(node, segment) ? node[segment] : undefined;
    else return undefined;
  }
  return node;
}

const inPack = (splices: Splice[]): TextEdit[] => splices.map((s) => ({ file: 'pack.json', ...s }));

/** Sets the value at `ptr` (creating the property, or its missing parents, when absent). */
export function setAt(src: EditSource, ptr: string, value: unknown): TextEdit[] {
  return inPack(setJsonValue(src.text, pathOf(src.root, ptr), value));
}

/** Removes the property at `ptr` (array elements are never removed: the pointers after them would shift). */
export function removeAt(src: EditSource, ptr: string): TextEdit[] {
  return Array.isArray(valueAt(src.root, ptr.slice(0, ptr.lastIndexOf('/'))))
    ? []
    : inPack(removeJsonValue(src.text, pathOf(src.root, ptr)));
}

export function renameKeyAt(src: EditSource, ptr: string, newKey: string): TextEdit[] {
  return inPack(renameJsonKey(src.text, pathOf(src.root, ptr), newKey));
}

/** Appends to the array at `ptr` (its new last element). */
export function appendAt(src: EditSource, ptr: string, value: unknown): TextEdit[] {
  const list = valueAt(src.root, ptr);
  return Array.isArray(list) ? setAt(src, child(ptr, list.length), value) : [];
}

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
