import { isRecord } from './guards';

/**
 * Types for reading a file that may not match its schema, derived from the schema's own inferred type
 * (`T = z.infer<typeof SomeSchema>`), so the schema stays the one source of every field's name:
 *
 * - `Fields<T>`: an object as it was parsed. The schema's field names, every value still `unknown`. Any JSON object
 *   is one (all fields optional, no index signature), so narrowing a record to it is sound, and reading a name the
 *   schema does not have is a compile error. A record's keys are the author's, so its `Fields` keep string keys.
 * - `Tolerant<T>`: what a view holds once a field is narrowed. Every field optional, literals and enums widened to
 *   their primitive (a rule must be able to hold, and name, a risk "danger"), arrays of tolerant items, records of
 *   tolerant values.
 */

/** The declared field names of an object type: a loose object's `[k: string]: unknown` is not a field. */
type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : symbol extends K ? never : K]: 0;
};

/** Field names of an object, or of any member of a union of objects (each kind of a discriminated union has its own). */
export type FieldName<T> = T extends unknown ? KnownKeys<T> & string : never;

/** A record (`z.record`, `z.unknown()`, an open object with no declared field) keeps string keys: they are the author's. */
export type Fields<T> = [FieldName<T>] extends [never]
  ? { readonly [key: string]: unknown }
  : { readonly [K in FieldName<T>]?: unknown };

type Primitive = string | number | boolean | bigint | null | undefined;

/** `"read" | "write"` → string, `true` → boolean, `1` → number: the value a file may hold in the field's place. */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends bigint
        ? bigint
        : T;

export type Tolerant<T> = T extends Primitive
  ? Widen<T>
  : T extends readonly (infer Item)[]
    ? Tolerant<Item>[]
    : T extends object
      ? [KnownKeys<T>] extends [never]
        ? { [key: string]: Tolerant<T[keyof T]> }
        : { [K in KnownKeys<T>]?: Tolerant<T[K]> }
      : T;

/** The field names a zod object schema declares, typed as its own: for the checks that list a closed object's keys. */
export function shapeKeys<Shape extends object>(schema: { shape: Shape }): (keyof Shape & string)[] {
  return Object.keys(schema.shape) as (keyof Shape & string)[];
}

/** A parsed value as an object of the schema's fields, or undefined when it is not an object. */
export function fieldsOf<T>(value: unknown): Fields<T> | undefined {
  return isRecord(value) ? value : undefined;
}
