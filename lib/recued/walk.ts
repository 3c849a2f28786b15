import { pointer, type Segment } from '@/lib/json/pointer';

/**
 * A read-only view of a parsed pack.json that never assumes a type: checks run on
 * documents that failed the schema too, so every access is checked here once.
 */

export type Rec = Record<string, unknown>;

export interface At<T> {
  value: T;
  ptr: string;
}

export interface IngredientNode extends At<Rec> {
  composition: At<Rec>;
}

export interface OperationNode extends At<Rec> {
  composition: At<Rec>;
  /** The bind object, when it is one. */
  bind: At<Rec> | null;
}

export interface PackView {
  root: Rec | null;
  compositions: At<Rec>[];
  ingredients: IngredientNode[];
  operations: OperationNode[];
  /** connection_hints entries that are objects. */
  hints: At<Rec>[];
}

export function isRec(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function child(ptr: string, ...segments: Segment[]): string {
  return ptr + pointer(...segments);
}

export function has(rec: Rec, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(rec, key);
}

export function get(rec: Rec | null | undefined, key: string): unknown {
  return rec && has(rec, key) ? rec[key] : undefined;
}

export function str(rec: Rec | null | undefined, key: string): string | undefined {
  const v = get(rec, key);
  return typeof v === 'string' ? v : undefined;
}

export function num(rec: Rec | null | undefined, key: string): number | undefined {
  const v = get(rec, key);
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function rec(rec: Rec | null | undefined, key: string): Rec | undefined {
  const v = get(rec, key);
  return isRec(v) ? v : undefined;
}

export function arr(rec: Rec | null | undefined, key: string): unknown[] | undefined {
  const v = get(rec, key);
  return Array.isArray(v) ? v : undefined;
}

/** The object entries of an array field, each with its pointer. */
export function recsIn(parent: At<Rec>, key: string): At<Rec>[] {
  const list = arr(parent.value, key) ?? [];
  const out: At<Rec>[] = [];
  list.forEach((item, i) => {
    if (isRec(item)) out.push({ value: item, ptr: child(parent.ptr, key, i) });
  });
  return out;
}

/** A field that is an object, with its pointer. */
export function recAt(parent: At<Rec>, key: string): At<Rec> | null {
  const value = rec(parent.value, key);
  return value ? { value, ptr: child(parent.ptr, key) } : null;
}

export function viewPack(value: unknown): PackView {
  const root = isRec(value) ? value : null;
  const view: PackView = { root, compositions: [], ingredients: [], operations: [], hints: [] };
  if (!root) return view;
  const top: At<Rec> = { value: root, ptr: '' };
  for (const entry of recsIn(top, 'contents')) {
    const composition = recAt(entry, 'composition');
    if (!composition) continue;
    view.compositions.push(composition);
    for (const ing of recsIn(composition, 'ingredients')) view.ingredients.push({ ...ing, composition });
    for (const op of recsIn(composition, 'operations')) view.operations.push({ ...op, composition, bind: recAt(op, 'bind') });
  }
  view.hints = recsIn(top, 'connection_hints');
  return view;
}

/** The kind block of ingredients of one kind (`cli` of kind "cli", `http` of kind "http"). */
export function kindBlocks(view: PackView, kind: 'http' | 'cli' | 'storage'): { ingredient: IngredientNode; block: At<Rec> }[] {
  const out: { ingredient: IngredientNode; block: At<Rec> }[] = [];
  for (const ingredient of view.ingredients) {
    if (str(ingredient.value, 'kind') !== kind) continue;
    const block = recAt(ingredient, kind);
    if (block) out.push({ ingredient, block });
  }
  return out;
}

/**
 * Connections the ingredients name (http.connection, storage.connection). Any block is read,
 * not only the one the kind names, so a misspelt kind does not also orphan the pack's hints.
 */
export function ingredientConnections(view: PackView): string[] {
  const names = new Set<string>();
  for (const ingredient of view.ingredients)
    for (const block of Object.values(ingredient.value)) {
      const connection = isRec(block) ? block.connection : undefined;
      if (typeof connection === 'string') names.add(connection);
    }
  return [...names];
}

export function operationName(op: At<Rec>): string {
  const name = str(op.value, 'op');
  return name ? `"${name}"` : `at ${op.ptr}`;
}

export { show } from '../core/guards';
