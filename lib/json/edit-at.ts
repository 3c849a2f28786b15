import type { TextEdit } from '../core/finding';
import { removeJsonValue, renameJsonKey, setJsonValue, type Splice } from './edit';
import { parsePointer, pointer } from './pointer';

/**
 * The one edit layer every quick fix goes through: edits addressed by the JSON pointer a finding reports, computed on
 * the text the check ran on, keeping the author's layout (./edit.ts). A rule of any format names the place it
 * reports and gets text edits on its file.
 */

/** A JSON file an edit is computed on: its name in the pack, its text, and its parsed value. */
export interface JsonDoc {
  file: string;
  text: string;
  /** The parsed text: it says where a pointer's segment is an array index. */
  root: unknown;
}

type Path = (string | number)[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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
      node = isRecord(node) ? node[segment] : undefined;
    }
  }
  return path;
}

/** The value a pointer names in a parsed document, or undefined. */
export function valueAt(root: unknown, ptr: string): unknown {
  let node = root;
  for (const segment of parsePointer(ptr)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node)) node = Object.prototype.hasOwnProperty.call(node, segment) ? node[segment] : undefined;
    else return undefined;
  }
  return node;
}

const inFile = (doc: JsonDoc, splices: Splice[]): TextEdit[] => splices.map((s) => ({ file: doc.file, ...s }));

/**
 * Sets the value at `ptr`, creating the property (or its missing parents) when absent. No document (the file is
 * missing or does not parse): nothing to edit, so no edit.
 */
export function setAt(doc: JsonDoc | undefined, ptr: string, value: unknown): TextEdit[] {
  return doc ? inFile(doc, setJsonValue(doc.text, pathOf(doc.root, ptr), value)) : [];
}

/** Removes the property at `ptr` (array elements are never removed: the pointers after them would shift). */
export function removeAt(doc: JsonDoc | undefined, ptr: string): TextEdit[] {
  if (!doc || Array.isArray(valueAt(doc.root, ptr.slice(0, ptr.lastIndexOf('/'))))) return [];
  return inFile(doc, removeJsonValue(doc.text, pathOf(doc.root, ptr)));
}

/** Renames the key of the property at `ptr`, keeping its value and place. */
export function renameKeyAt(doc: JsonDoc | undefined, ptr: string, newKey: string): TextEdit[] {
  return doc ? inFile(doc, renameJsonKey(doc.text, pathOf(doc.root, ptr), newKey)) : [];
}

/** Appends to the array at `ptr` (its new last element). */
export function appendAt(doc: JsonDoc | undefined, ptr: string, value: unknown): TextEdit[] {
  const list = doc && valueAt(doc.root, ptr);
  return Array.isArray(list) ? setAt(doc, `${ptr}${pointer(list.length)}`, value) : [];
}
