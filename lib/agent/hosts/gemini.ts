import type { HostInfo } from '../../core/agent-readiness';
import { isRecord } from '../../core/guards';
import { pointer } from '../../json/pointer';
import { keywords, nameRule as functionNameRule, type HostRule } from './walk';

/**
 * Gemini function calling through `FunctionDeclaration.parameters`: a Schema object, "a select subset of an OpenAPI
 * 3.0 schema object". Gemini's API reads the request as a protocol buffer, so any field the Schema object does not
 * have is refused with `Invalid JSON payload received. Unknown name "…"`. A host that sends `parametersJsonSchema`
 * instead (JSON Schema, mutually exclusive with `parameters`) is not bound by these rules: the scope says so.
 */
const SCHEMA = 'https://ai.google.dev/api/caching#Schema';
const DECLARATION = 'https://ai.google.dev/api/caching#FunctionDeclaration';

export const GEMINI: HostInfo = {
  id: 'gemini',
  name: 'Gemini',
  scope:
    'FunctionDeclaration.parameters (the OpenAPI 3.0 subset); a host sending parametersJsonSchema takes JSON Schema',
  source: SCHEMA,
};

/** Every field of Gemini's Schema object; anything else is an unknown name. */
const SCHEMA_FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

/** What to do instead of each keyword Gemini's Schema does not have. */
const INSTEAD: Record<string, string> = {
  examples:
    'Gemini\'s Schema has "example" (one value) where JSON Schema has "examples"; a host that forwards the schema as written must drop it or send it as parametersJsonSchema.',
  additionalProperties: 'Remove "additionalProperties" (Gemini takes only the listed properties anyway).',
  $schema: 'Remove "$schema".',
  const: 'Write "enum": [value] in place of "const".',
  oneOf: 'Use "anyOf".',
  exclusiveMinimum: 'Use "minimum".',
  exclusiveMaximum: 'Use "maximum".',
  $ref: "Write the referenced schema in place: Gemini's Schema has no references.",
  $defs: 'Inline the definitions where they are used.',
  definitions: 'Inline the definitions where they are used.',
};

const nameRule = functionNameRule({
  id: 'gemini/name',
  source: DECLARATION,
  pattern: /^[a-zA-Z_][a-zA-Z0-9_:.-]{0,63}$/,
  says: 'must start with a letter or _ and hold at most 64 of a-z, A-Z, 0-9, _, :, . and -',
  fix: 'Rename the command so its tool name starts with a letter.',
});

const unknownFieldRule: HostRule = {
  id: 'gemini/unknown-field',
  feature: "a field Gemini's Schema does not have",
  source: SCHEMA,
  check: (tool) =>
    tool.nodes.flatMap((n) =>
      keywords(n)
        .filter((k) => !SCHEMA_FIELDS.has(k))
        .map((k) => ({
          at: `${n.at}${pointer(k)}`,
          feature: k,
          message: `Gemini's Schema has no field "${k}": the request fails with Unknown name "${k}".`,
          fix: INSTEAD[k] ?? `Remove "${k}" and say what it meant in the description.`,
        })),
    ),
};

const typeRule: HostRule = {
  id: 'gemini/type',
  feature: 'a list of types',
  source: SCHEMA,
  check: (tool) =>
    tool.nodes
      .filter((n) => 'type' in n.schema && !(typeof n.schema.type === 'string' && TYPES.has(n.schema.type)))
      .map((n) => ({
        at: `${n.at}${pointer('type')}`,
        feature: Array.isArray(n.schema.type) ? 'a list of types' : `type ${JSON.stringify(n.schema.type)}`,
        message: `Gemini's Schema takes one type; this one is ${JSON.stringify(n.schema.type)}.`,
        fix:
          Array.isArray(n.schema.type) && n.schema.type.includes('null')
            ? 'Give one type and "nullable": true for null.'
            : 'Give one type, or an "anyOf" of one-type schemas.',
      })),
};

const enumRule: HostRule = {
  id: 'gemini/enum-strings',
  feature: 'enum values that are not strings',
  source: SCHEMA,
  check: (tool) =>
    tool.nodes
      .filter((n) => Array.isArray(n.schema.enum) && n.schema.enum.some((v) => typeof v !== 'string'))
      .map((n) => ({
        at: `${n.at}${pointer('enum')}`,
        message: `Gemini's enum is a list of strings; this one holds ${JSON.stringify((n.schema.enum as unknown[]).find((v) => typeof v !== 'string'))}.`,
        fix: 'Write the values as strings (with "type": "string"), and let the CLI read them.',
      })),
};

const requiredRule: HostRule = {
  id: 'gemini/required-defined',
  feature: 'a required property that is not defined',
  source: SCHEMA,
  check: (tool) =>
    tool.nodes.flatMap((n) => {
      if (!Array.isArray(n.schema.required)) return [];
      const defined = isRecord(n.schema.properties) ? n.schema.properties : {};
      return n.schema.required
        .filter((r): r is string => typeof r === 'string' && !Object.hasOwn(defined, r))
        .map((r) => ({
          at: `${n.at}${pointer('required')}`,
          feature: `required "${r}" not in properties`,
          message: `"${r}" is required but not among the properties: Gemini refuses a required property it cannot see.`,
          fix: `Add "${r}" to "properties", or take it out of "required".`,
        }));
    }),
};

export const GEMINI_RULES: readonly HostRule[] = [nameRule, unknownFieldRule, typeRule, enumRule, requiredRule];
