import { isObj, type Obj, type Schema } from './model';

/**
 * What the import needs from a JSON Schema (OpenAPI's dialects alike): its type, its top-level properties with
 * allOf merged, whether it declares 64-bit integers anywhere, and the array a list response wraps. Dereferenced
 * schemas may be cyclic, so every walk keeps a visited set and a depth bound.
 */

const MAX_DEPTH = 12;

/** The schema's type: the first non-null of a 3.1 type list; guessed from properties, items or enum when absent. */
export function schemaType(schema: Schema): string | undefined {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x): x is string => typeof x === 'string' && x !== 'null');
  if (isObj(schema.properties)) return 'object';
  if (isObj(schema.items)) return 'array';
  if (Array.isArray(schema.enum) && schema.enum.length) return jsonType(schema.enum[0]);
  for (const part of parts(schema, 'allOf')) {
    const inner = schemaType(part);
    if (inner) return inner;
  }
  return undefined;
}

function jsonType(value: unknown): string | undefined {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return undefined;
}

function parts(schema: Schema, key: 'allOf' | 'oneOf' | 'anyOf'): Schema[] {
  const v = schema[key];
  return Array.isArray(v) ? v.filter(isObj) : [];
}

export interface ObjectShape {
  properties: [string, Schema][];
  required: Set<string>;
}

/**
 * The top-level properties of an object schema: its own, those of every allOf part, and those of the oneOf/anyOf
 * variants (required only when the schema or an allOf part requires them). readOnly properties are the server's.
 */
export function objectShape(schema: Schema): ObjectShape {
  const properties = new Map<string, Schema>();
  const required = new Set<string>();
  const seen = new Set<Obj>();
  const visit = (s: Schema, depth: number, mandatory: boolean) => {
    if (seen.has(s) || depth > MAX_DEPTH) return;
    seen.add(s);
    if (isObj(s.properties))
      for (const [name, prop] of Object.entries(s.properties))
        if (isObj(prop) && prop.readOnly !== true && !properties.has(name)) properties.set(name, prop);
    if (mandatory && Array.isArray(s.required)) for (const r of s.required) if (typeof r === 'string') required.add(r);
    for (const part of parts(s, 'allOf')) visit(part, depth + 1, mandatory);
    for (const part of [...parts(s, 'oneOf'), ...parts(s, 'anyOf')]) visit(part, depth + 1, false);
  };
  visit(schema, 0, true);
  return { properties: [...properties], required: new Set([...required].filter((r) => properties.has(r))) };
}

/** True when the schema or anything inside it declares an integer of 64 bits (`format: int64` / `uint64`). */
export function declaresInt64(schema: Schema): boolean {
  const seen = new Set<Obj>();
  const visit = (s: unknown, depth: number): boolean => {
    if (!isObj(s) || seen.has(s) || depth > MAX_DEPTH) return false;
    seen.add(s);
    if (typeof s.format === 'string' && /^u?int64$/i.test(s.format)) return true;
    for (const key of ['properties', 'patternProperties', '$defs', 'definitions'] as const)
      if (isObj(s[key]) && Object.values(s[key] as Obj).some((v) => visit(v, depth + 1))) return true;
    for (const key of ['items', 'additionalProperties', 'not'] as const) if (visit(s[key], depth + 1)) return true;
    for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const)
      if (Array.isArray(s[key]) && (s[key] as unknown[]).some((v) => visit(v, depth + 1))) return true;
    return false;
  };
  return visit(schema, 0);
}

/** Property names that wrap a list response's records, in the order they are tried. */
export const LIST_WRAPPERS = [
  'items',
  'data',
  'results',
  'records',
  'entries',
  'values',
  'value',
  'elements',
  'list',
  'rows',
  'hits',
  'objects',
  'nodes',
  'edges',
] as const;

/** The property of a list response that holds its records (`items`, `data`, …), when the schema shows an array there. */
export function listWrapper(schema: Schema): string | undefined {
  if (schemaType(schema) !== 'object') return undefined;
  const { properties } = objectShape(schema);
  const arrays = new Map(properties.filter(([, s]) => schemaType(s) === 'array'));
  return LIST_WRAPPERS.find((name) => arrays.has(name));
}

/** The records a response holds: the array's items, the wrapper's items, else the response itself. */
export function recordSchema(schema: Schema): Schema {
  if (schemaType(schema) === 'array' && isObj(schema.items)) return schema.items;
  const wrapper = listWrapper(schema);
  if (wrapper) {
    const prop = objectShape(schema).properties.find(([n]) => n === wrapper)?.[1];
    if (prop && isObj(prop.items)) return prop.items;
  }
  return schema;
}

/** A scalar's enumeration as strings, or the items' enumeration for an array; undefined when the schema has none. */
export function enumValues(schema: Schema): string[] | undefined {
  const source = Array.isArray(schema.enum)
    ? schema.enum
    : isObj(schema.items) && Array.isArray(schema.items.enum)
      ? schema.items.enum
      : undefined;
  if (!source) return undefined;
  const values = source.filter((v) => v !== null && typeof v !== 'object').map(String);
  return values.length ? [...new Set(values)] : undefined;
}

/** The one value the document fixes for a parameter: `const`, a one-value enum, or its default. */
export function fixedValue(schema: Schema): string | undefined {
  if (schema.const !== undefined && typeof schema.const !== 'object') return String(schema.const);
  const values = enumValues(schema);
  if (values?.length === 1) return values[0];
  if (schema.default !== undefined && schema.default !== null) {
    if (Array.isArray(schema.default)) return schema.default.map(String).join(',');
    if (typeof schema.default !== 'object') return String(schema.default);
  }
  return undefined;
}
