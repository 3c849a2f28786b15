import { isRecord, quote } from '../../core/guards';
import { pointer } from '../../json/pointer';
import type { HostRule, SchemaNode } from './walk';

/**
 * What makes a schema invalid under JSON Schema 2020-12, as a validator of the meta-schema finds it: the keywords a
 * tool schema commonly gets wrong when it was written for an older draft or by hand. Anthropic's API validates every
 * tool's input_schema against draft 2020-12 and refuses the whole request on the first invalid one; MCP makes 2020-12
 * the dialect of a schema that declares none (SEP-1613).
 */
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const NON_NEGATIVE = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'];
const NUMBERS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
/** `$schema` values naming 2020-12 (with or without the trailing `#`). */
const DRAFT_2020 = /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/;

export interface DraftProblem {
  at: string;
  feature: string;
  message: string;
  fix: string;
}

/** Every 2020-12 problem of one subschema; `declared` says whether another dialect may be declared ($schema). */
export function draft2020Problems(node: SchemaNode, acceptOtherDialect: boolean): DraftProblem[] {
  const s = node.schema;
  const at = (k: string) => `${node.at}${pointer(k)}`;
  const out: DraftProblem[] = [];
  if ('$schema' in s && !acceptOtherDialect && !(typeof s.$schema === 'string' && DRAFT_2020.test(s.$schema)))
    out.push({
      at: at('$schema'),
      feature: '$schema of another draft',
      message: `"$schema" is ${quote(s.$schema)}, not JSON Schema 2020-12.`,
      fix: 'Remove "$schema" (2020-12 is assumed), or set it to "https://json-schema.org/draft/2020-12/schema" and write the schema in that draft.',
    });
  if ('type' in s) {
    const list = Array.isArray(s.type) ? s.type : [s.type];
    const bad = list.filter((t) => typeof t !== 'string' || !TYPES.has(t));
    if (bad.length || list.length === 0 || new Set(list).size !== list.length)
      out.push({
        at: at('type'),
        feature: 'type',
        message: `"type" is ${quote(s.type)}: 2020-12 takes one of ${[...TYPES].join(', ')}, or a list of them without repeats.`,
        fix: `Set "type" to one of ${[...TYPES].join(', ')}.`,
      });
  }
  if ('required' in s && !(Array.isArray(s.required) && s.required.every((r) => typeof r === 'string')))
    out.push({
      at: at('required'),
      feature: 'required as a boolean',
      message: `"required" is ${quote(s.required)}: since draft 4 it is the parent object's list of property names.`,
      fix: 'Remove "required" here and list the property in its parent object\'s "required" array.',
    });
  if (Array.isArray(s.items))
    out.push({
      at: at('items'),
      feature: 'items as a list',
      message: '"items" is a list (draft 7 tuples): 2020-12 takes one schema there, and the tuple in "prefixItems".',
      fix: 'Move the list to "prefixItems" and put the schema for the items after them in "items" (drop "additionalItems").',
    });
  else if ('items' in s && !isSchema(s.items)) out.push(notASchema(at('items'), 'items', s.items));
  for (const key of ['additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'])
    if (key in s && !isSchema(s[key])) out.push(notASchema(at(key), key, s[key]));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'])
    if (
      key in s &&
      !(Array.isArray(s[key]) && (s[key] as unknown[]).length > 0 && (s[key] as unknown[]).every(isSchema))
    )
      out.push({
        at: at(key),
        feature: key,
        message: `"${key}" is ${quote(s[key])}: 2020-12 takes a non-empty list of schemas.`,
        fix: `Make "${key}" a list of schema objects.`,
      });
  for (const key of ['properties', 'patternProperties', '$defs', 'dependentSchemas'])
    if (key in s && !(isRecord(s[key]) && Object.values(s[key] as object).every(isSchema)))
      out.push({
        at: at(key),
        feature: key,
        message: `"${key}" must map names to schemas (objects or booleans).`,
        fix: `Give every entry of "${key}" a schema object.`,
      });
  for (const key of NUMBERS)
    if (key in s && typeof s[key] !== 'number')
      out.push({
        at: at(key),
        feature: `${key} as ${typeof s[key]}`,
        message: `"${key}" is ${quote(s[key])}: 2020-12 takes a number${key.startsWith('exclusive') ? ' (draft 4 booleans are gone)' : ''}.`,
        fix: key.startsWith('exclusive')
          ? `Write the bound itself: "${key}": <number> in place of "${key.replace('exclusiveM', 'm')}" with "${key}": true.`
          : `Make "${key}" a number.`,
      });
  for (const key of NON_NEGATIVE)
    if (key in s && !(Number.isInteger(s[key]) && (s[key] as number) >= 0))
      out.push({
        at: at(key),
        feature: key,
        message: `"${key}" is ${quote(s[key])}: 2020-12 takes a whole number of 0 or more.`,
        fix: `Make "${key}" a whole number of 0 or more.`,
      });
  if ('enum' in s && !Array.isArray(s.enum))
    out.push({
      at: at('enum'),
      feature: 'enum',
      message: `"enum" is ${quote(s.enum)}: 2020-12 takes a list of values.`,
      fix: 'Make "enum" a list of the allowed values.',
    });
  if ('pattern' in s && typeof s.pattern !== 'string')
    out.push({
      at: at('pattern'),
      feature: 'pattern',
      message: `"pattern" is ${quote(s.pattern)}: 2020-12 takes a regular expression as a string.`,
      fix: 'Make "pattern" a string.',
    });
  return out;
}

const isSchema = (v: unknown) => isRecord(v) || typeof v === 'boolean';

function notASchema(at: string, key: string, value: unknown): DraftProblem {
  return {
    at,
    feature: key,
    message: `"${key}" is ${quote(value)}: 2020-12 takes a schema there (an object or a boolean).`,
    fix: `Make "${key}" a schema object.`,
  };
}

/** The 2020-12 validity of every subschema as one host rule, cited to `source`. */
export function draft2020Rule(id: string, source: string, says: string, acceptOtherDialect: boolean): HostRule {
  return {
    id,
    feature: 'valid JSON Schema 2020-12',
    source,
    check: (tool) => {
      // A schema that declares another dialect is read in that one, where the host allows it.
      const root = tool.nodes[0]?.schema;
      const declared = root && typeof root.$schema === 'string' ? root.$schema : undefined;
      if (acceptOtherDialect && declared !== undefined && !DRAFT_2020.test(declared)) return [];
      return tool.nodes.flatMap((n) =>
        draft2020Problems(n, acceptOtherDialect).map((p) => ({ ...p, message: `${p.message} ${says}` })),
      );
    },
  };
}
