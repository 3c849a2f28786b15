import { asRecord, quote } from '../core/guards';
import { fieldsOf } from '../core/tolerant';
import { CONFIRM_ARG } from './argv';
import type { CommandView } from './model';
import type { ArgProperty, Args } from './schemas/surface';

/**
 * Arguments against the command's `args` JSON Schema, before anything runs: unknown and missing arguments are
 * refused by name, and values must have the declared type and enum. `confirm` is the gate's, never the schema's.
 * Returns the refusal, or null when the arguments are fine.
 */
export function checkArgs(command: CommandView, args: Record<string, unknown>, label: string): string | null {
  const schema = fieldsOf<Args>(command.raw.args) ?? {};
  const properties = asRecord(schema.properties) ?? {};
  const given = Object.entries(args).filter(
    ([name, value]) => name !== CONFIRM_ARG && value !== undefined && value !== null,
  );
  const problems: string[] = [];

  if (schema.additionalProperties !== true) {
    const unknown = given.map(([name]) => name).filter((name) => !(name in properties));
    if (unknown.length)
      problems.push(`unknown argument${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => quote(n)).join(', ')}`);
  }
  const missing = command.required.filter((name) => name !== CONFIRM_ARG && !given.some(([n]) => n === name));
  if (missing.length)
    problems.push(
      `missing required argument${missing.length > 1 ? 's' : ''} ${missing.map((n) => quote(n)).join(', ')}`,
    );

  for (const [name, value] of given) {
    const prop = fieldsOf<ArgProperty>(properties[name]);
    if (!prop) continue;
    const typeProblem = checkType(prop.type, value);
    if (typeProblem) problems.push(`argument ${quote(name)} must be ${typeProblem}, got ${shown(value)}`);
    else if (Array.isArray(prop.enum) && !prop.enum.some((e) => e === value))
      problems.push(
        `argument ${quote(name)} must be one of ${prop.enum.map((e) => JSON.stringify(e)).join(', ')}, got ${shown(value)}`,
      );
  }
  return problems.length ? `${problems.join('; ')} for ${label}` : null;
}

/** A value as JSON shows it: strings quoted, numbers and booleans bare. */
const shown = (value: unknown) =>
  typeof value === 'string' ? quote(value) : (JSON.stringify(value) ?? String(value)).slice(0, 60);

const TYPE_TESTS: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  array: (v) => Array.isArray(v),
  object: (v) => asRecord(v) !== undefined,
  null: (v) => v === null,
};

/** The expected type when the value has none of the declared types; null when it fits (or no type is declared). */
function checkType(type: unknown, value: unknown): string | null {
  const types = (Array.isArray(type) ? type : [type]).filter(
    (t): t is string => typeof t === 'string' && t in TYPE_TESTS,
  );
  if (!types.length || types.some((t) => TYPE_TESTS[t](value))) return null;
  return types.map((t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`)).join(' or ');
}

/**
 * `key=value` words from a command line into arguments, typed by the schema: numbers, integers and booleans
 * are converted, `confirm=true` becomes the gate's `true`. Unknown keys stay strings (the pipeline refuses them).
 */
export function parseKeyValues(
  words: string[],
  command: CommandView | undefined,
): { args: Record<string, unknown>; error?: string } {
  const args: Record<string, unknown> = {};
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0) return { args, error: `expected key=value, got ${quote(word)}` };
    const key = word.slice(0, eq);
    const raw = word.slice(eq + 1);
    const type = command?.args.find((a) => a.name === key)?.type;
    if (key === CONFIRM_ARG) args[key] = raw === 'true' ? true : raw;
    else if ((type === 'number' || type === 'integer') && raw.trim() !== '' && Number.isFinite(Number(raw)))
      args[key] = Number(raw);
    else if (type === 'boolean' && (raw === 'true' || raw === 'false')) args[key] = raw === 'true';
    else args[key] = raw;
  }
  return { args };
}
