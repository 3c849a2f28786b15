import type { z } from 'zod';

/**
 * A quick test that a value certainly passes a zod schema, read from the schema's own definition so it cannot drift
 * from it. Lint calls zod only when this says no: for a clean pack zod's full parse (which copies the whole document)
 * is a large share of the static check, and its issues are needed only when something is wrong.
 *
 * The test is one-sided. `true` means zod accepts the value; `false` means "ask zod", never "invalid". Every schema
 * construct, check or format this file does not know reads as `false`, as do the cases where an exact answer would
 * mean re-implementing zod (strings near a length limit, `__proto__` keys, values that are not plain JSON), so the
 * findings are the same with or without it. certainly-valid.test.ts holds it to that.
 */
export type Certainly = (value: unknown) => boolean;

const compiled = new WeakMap<z.ZodType, Certainly>();

export function certainlyValid(schema: z.ZodType, value: unknown): boolean {
  let test = compiled.get(schema);
  if (!test) {
    test = compile(schema as unknown as Node);
    compiled.set(schema, test);
  }
  return test(value);
}

/** The parts of a zod 4 schema definition read here; anything else makes the test answer `false`. */
interface Node {
  _zod: { def: Def; optin?: string; traits?: Set<string> };
}

interface Def {
  type: string;
  checks?: Node[];
  check?: string;
  format?: string;
  coerce?: boolean;
  shape?: Record<string, Node>;
  catchall?: Node;
  element?: Node;
  keyType?: Node;
  valueType?: Node;
  innerType?: Node;
  options?: Node[];
  entries?: Record<string, unknown>;
  values?: unknown[];
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: unknown;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const ASK_ZOD: Certainly = () => false;
const ANY: Certainly = () => true;

function compile(node: Node): Certainly {
  const def = node._zod.def;
  // A schema that is itself a check (z.int(), z.url(), …) is known only as a safe integer; exactOptional treats absence its own way.
  const selfCheck =
    def.check !== undefined && !(def.type === 'number' && def.check === 'number_format' && def.format === 'safeint');
  if (def.coerce || selfCheck || node._zod.traits?.has('$ZodExactOptional')) return ASK_ZOD;
  const own = ownTest(def);
  const checks = (def.checks ?? []).map((c) => checkTest(c._zod.def as unknown as CheckDef));
  if (checks.length === 0) return own;
  return (v) => {
    if (!own(v)) return false;
    for (const check of checks) if (!check(v)) return false;
    return true;
  };
}

function ownTest(def: Def): Certainly {
  switch (def.type) {
    case 'unknown':
    case 'any':
      return ANY;
    case 'string':
      return def.format === undefined ? (v) => typeof v === 'string' : ASK_ZOD;
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'number':
      if (def.format === undefined) return (v) => typeof v === 'number' && Number.isFinite(v);
      return def.format === 'safeint' ? (v) => Number.isSafeInteger(v) : ASK_ZOD;
    case 'literal': {
      const values = new Set(def.values ?? []);
      return (v) => values.has(v);
    }
    case 'enum': {
      const values = new Set<unknown>(Object.values(def.entries ?? {}).filter((e) => typeof e === 'string'));
      return (v) => values.has(v);
    }
    case 'optional': {
      const inner = compile(def.innerType!);
      // zod lets absence through unless the inner schema supplies a default.
      const absentOk = def.innerType!._zod.optin !== 'defaulted';
      return (v) => (v === undefined ? absentOk : inner(v));
    }
    case 'union': {
      const options = (def.options ?? []).map(compile);
      return (v) => {
        for (const option of options) if (option(v)) return true;
        return false;
      };
    }
    case 'array': {
      const element = compile(def.element!);
      return (v) => {
        if (!Array.isArray(v)) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false; // by index, as zod reads it: a hole is undefined
        return true;
      };
    }
    case 'record':
      return recordTest(def);
    case 'object':
      return objectTest(def);
    default:
      return ASK_ZOD;
  }
}

function recordTest(def: Def): Certainly {
  const key = def.keyType!._zod.def;
  if (key.type !== 'string' || key.checks?.length || key.format !== undefined || key.check !== undefined)
    return ASK_ZOD;
  const value = compile(def.valueType!);
  return (v) => {
    if (!isPlainRecord(v)) return false;
    for (const k of Reflect.ownKeys(v)) if (typeof k !== 'string' || !value(v[k])) return false;
    return true;
  };
}

function objectTest(def: Def): Certainly {
  const keys = Object.keys(def.shape ?? {});
  const tests = keys.map((key) => compile(def.shape![key]));
  const declared = new Set(keys);
  const catchall = def.catchall?._zod.def.type;
  // No catchall strips unknown keys, `unknown` keeps them, `never` (strictObject) refuses them; any other catchall is asked of zod.
  if (catchall !== undefined && catchall !== 'unknown' && catchall !== 'never') return ASK_ZOD;
  const strict = catchall === 'never';
  return (v) => {
    if (!isPlainRecord(v)) return false;
    // Read as zod reads them: each declared key by property access, undeclared keys by for…in.
    for (let i = 0; i < keys.length; i++) if (!tests[i](v[keys[i]])) return false;
    if (strict) for (const k in v) if (!declared.has(k)) return false;
    return true;
  };
}

function checkTest(check: CheckDef): Certainly {
  switch (check.check) {
    case 'min_length': {
      const min = check.minimum!;
      // zod counts a string in code points, which are at least half its UTF-16 units: twice the minimum in units is certainly enough.
      return (v) => (typeof v === 'string' ? v.length >= 2 * min : Array.isArray(v) && v.length >= min);
    }
    case 'max_length': {
      const max = check.maximum!;
      // A string has no more code points than units, so units within the maximum are certainly within it.
      return (v) => (typeof v === 'string' || Array.isArray(v)) && v.length <= max;
    }
    case 'greater_than': {
      const bound = check.value;
      if (typeof bound !== 'number') return ASK_ZOD;
      return (v) => typeof v === 'number' && (check.inclusive ? v >= bound : v > bound);
    }
    case 'less_than': {
      const bound = check.value;
      if (typeof bound !== 'number') return ASK_ZOD;
      return (v) => typeof v === 'number' && (check.inclusive ? v <= bound : v < bound);
    }
    case 'string_format': {
      if (check.format !== 'regex' || !(check.pattern instanceof RegExp)) return ASK_ZOD;
      const pattern = new RegExp(check.pattern.source, check.pattern.flags);
      return (v) => {
        if (typeof v !== 'string') return false;
        pattern.lastIndex = 0;
        return pattern.test(v);
      };
    }
    default:
      return ASK_ZOD;
  }
}

/** An object as JSON.parse makes it, with no `__proto__` key of its own (zod treats that key specially). */
function isPlainRecord(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return (proto === Object.prototype || proto === null) && !Object.hasOwn(v, '__proto__');
}
