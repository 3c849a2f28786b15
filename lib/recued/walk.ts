import type { FieldName, Fields } from '@/lib/core/tolerant';
import { pointer, type Segment } from '@/lib/json/pointer';
import type { Binding, Composition, ConnectionHint, Ingredient, Operation, RecuedPack } from './schema';

/**
 * A read-only view of a parsed pack.json that never assumes a type: checks run on
 * documents that failed the schema too, so every access is checked here once.
 * Each object is read as its schema type (`At<Operation>`): the field names come from
 * the zod schema (a name it lacks does not compile), the values stay as written.
 */

export type Rec = Record<string, unknown>;

/** Type only: carries the schema type an object is read as, so a child read through it knows its own. */
declare const schemaType: unique symbol;

/** An object of pack.json as parsed, read as schema type T. Any JSON object is one, whatever T. */
export type Parsed<T = Rec> = Fields<T> & { readonly [schemaType]?: T };

export interface At<T = Rec> {
  value: Parsed<T>;
  ptr: string;
}

/** The schema type of an object field, or of an array field's items; Rec when the schema leaves it open. */
type ChildOf<T, K> = [FieldName<T>] extends [never]
  ? Rec
  : T extends unknown
    ? K extends FieldName<T>
      ? ObjectPart<ItemOf<NonNullable<T[K & keyof T]>>>
      : never
    : never;
type ItemOf<V> = V extends readonly (infer Item)[] ? Item : V;
type ObjectPart<V> = [Extract<V, object>] extends [never] ? Rec : Extract<V, object>;

/** The keys a reader may ask an object for: its schema's fields, any string for a record. */
type Key<R> = keyof R & string;

export interface IngredientNode extends At<Ingredient> {
  composition: At<Composition>;
}

export interface OperationNode extends At<Operation> {
  composition: At<Composition>;
  /** The bind object, when it is one. */
  bind: At<Binding> | null;
}

export interface PackView {
  root: Parsed<RecuedPack> | null;
  compositions: At<Composition>[];
  ingredients: IngredientNode[];
  operations: OperationNode[];
  /** connection_hints entries that are objects. */
  hints: At<ConnectionHint>[];
}

export function isRec(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function child(ptr: string, ...segments: Segment[]): string {
  return ptr + pointer(...segments);
}

export function has<R extends object>(rec: R, key: Key<R>): boolean {
  return Object.prototype.hasOwnProperty.call(rec, key);
}

export function get<R extends object>(rec: R | null | undefined, key: Key<R>): unknown {
  return rec && has(rec, key) ? (rec as Rec)[key] : undefined;
}

export function str<R extends object>(rec: R | null | undefined, key: Key<R>): string | undefined {
  const v = get(rec, key);
  return typeof v === 'string' ? v : undefined;
}

export function num<R extends object>(rec: R | null | undefined, key: Key<R>): number | undefined {
  const v = get(rec, key);
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function rec<T, K extends Key<Parsed<T>>>(
  rec: Parsed<T> | null | undefined,
  key: K,
): Parsed<ChildOf<T, K>> | undefined {
  const v = get(rec, key);
  return isRec(v) ? v : undefined;
}

export function arr<R extends object>(rec: R | null | undefined, key: Key<R>): unknown[] | undefined {
  const v = get(rec, key);
  return Array.isArray(v) ? v : undefined;
}

/** The string `field` of each object item of the array field `key`, in order; other items are skipped. */
export function itemStrings<T, K extends Key<Parsed<T>>>(
  parent: Parsed<T> | null | undefined,
  key: K,
  field: Key<Parsed<ChildOf<T, K>>>,
): string[] {
  return (arr(parent, key) ?? []).flatMap((item) => {
    const value = isRec(item) ? str(item, field) : undefined;
    return value === undefined ? [] : [value];
  });
}

/** The object entries of an array field, each with its pointer. */
export function recsIn<T, K extends Key<Parsed<T>>>(parent: At<T>, key: K): At<ChildOf<T, K>>[] {
  const list = arr(parent.value, key) ?? [];
  const out: At<ChildOf<T, K>>[] = [];
  list.forEach((item, i) => {
    if (isRec(item)) out.push({ value: item, ptr: child(parent.ptr, key, i) });
  });
  return out;
}

/** A field that is an object, with its pointer. */
export function recAt<T, K extends Key<Parsed<T>>>(parent: At<T>, key: K): At<ChildOf<T, K>> | null {
  const value = rec(parent.value, key);
  return value ? { value, ptr: child(parent.ptr, key) } : null;
}

export function viewPack(value: unknown): PackView {
  const root = isRec(value) ? value : null;
  const view: PackView = { root, compositions: [], ingredients: [], operations: [], hints: [] };
  if (!root) return view;
  const top: At<RecuedPack> = { value: root, ptr: '' };
  for (const entry of recsIn(top, 'contents')) {
    const composition = recAt(entry, 'composition');
    if (!composition) continue;
    view.compositions.push(composition);
    for (const ing of recsIn(composition, 'ingredients')) view.ingredients.push({ ...ing, composition });
    for (const op of recsIn(composition, 'operations'))
      view.operations.push({ ...op, composition, bind: recAt(op, 'bind') });
  }
  view.hints = recsIn(top, 'connection_hints');
  return view;
}

/** The kind block of ingredients of one kind (`cli` of kind "cli", `http` of kind "http"). */
export function kindBlocks<K extends 'http' | 'cli' | 'storage'>(
  view: PackView,
  kind: K,
): { ingredient: IngredientNode; block: At<ChildOf<Ingredient, K>> }[] {
  const out: { ingredient: IngredientNode; block: At<ChildOf<Ingredient, K>> }[] = [];
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

export function operationName(op: At<Operation>): string {
  const name = str(op.value, 'op');
  return name ? `"${name}"` : `at ${op.ptr}`;
}

export { show } from '../core/guards';
