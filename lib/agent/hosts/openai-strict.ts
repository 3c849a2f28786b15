import type { HostInfo } from '../../core/agent-readiness';
import { isRecord } from '../../core/guards';
import { pointer } from '../../json/pointer';
import { isObjectSchema, keywordRule, nameRule as functionNameRule, type HostRule } from './walk';

/**
 * OpenAI function calling with `strict: true` (Structured Outputs): the schema must fit the subset strict mode
 * compiles, or the request is refused. Each rule cites the section of OpenAI's guide it comes from.
 */
const GUIDE = 'https://platform.openai.com/docs/guides/structured-outputs#supported-schemas';
const API = 'https://platform.openai.com/docs/api-reference/chat/create#chat-create-tools';

export const OPENAI_STRICT: HostInfo = {
  id: 'openai-strict',
  name: 'OpenAI strict mode',
  scope: 'function tools with "strict": true (Structured Outputs); without strict the schema is a hint',
  source: GUIDE,
};

/** The formats strict mode supports for strings ("Supported properties"). */
const FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);
const MAX_OBJECT_DEPTH = 10;
const MAX_PROPERTIES = 5000;
const MAX_ENUM_VALUES = 1000;
/** The total length of every property name, definition name, enum value and const value. */
const MAX_STRING_LENGTH = 120_000;
/** One string enum of more than LONG_ENUM values may total at most LONG_ENUM_LENGTH characters. */
const LONG_ENUM = 250;
const LONG_ENUM_LENGTH = 15_000;

const nameRule = functionNameRule({
  id: 'openai-strict/name',
  source: API,
  pattern: /^[a-zA-Z0-9_-]{1,64}$/,
  says: 'is not 1–64 of a-z, A-Z, 0-9, _ and -',
  fix: 'Rename the command so its tool name uses only letters, digits, _ and - (at most 64).',
});

/** The API's limit on `function.description` ("string_above_max_length"), strict or not. */
const MAX_DESCRIPTION = 1024;

const descriptionRule: HostRule = {
  id: 'openai-strict/description-length',
  feature: 'description over 1,024 characters',
  source: API,
  check: ({ description }) =>
    description !== undefined && description.length > MAX_DESCRIPTION
      ? [
          {
            at: '/description',
            message: `The API takes a function description of at most ${MAX_DESCRIPTION.toLocaleString('en')} characters ("string too long"); this one has ${description.length.toLocaleString('en')}.`,
            fix: 'Shorten the description to what picks the tool; move usage detail to the Skill (HARNESS.md).',
          },
        ]
      : [],
};

const rootRule: HostRule = {
  id: 'openai-strict/root-object',
  feature: 'a root that is not a plain object',
  source: GUIDE,
  check: ({ inputSchema: s }) =>
    isRecord(s) && s.type === 'object' && !('anyOf' in s)
      ? []
      : [
          {
            at: '/inputSchema',
            message: 'Strict mode needs the root to be an object ("type": "object") and not an anyOf.',
            fix: 'Make the arguments one object: "type": "object" with its properties; put any alternatives inside a property.',
          },
        ],
};

const additionalPropertiesRule: HostRule = {
  id: 'openai-strict/additional-properties',
  feature: 'additionalProperties not false',
  source: GUIDE,
  check: (tool) =>
    tool.nodes
      .filter((n) => isObjectSchema(n.schema) && n.schema.additionalProperties !== false)
      .map((n) => ({
        at: `${n.at}${pointer('additionalProperties')}`,
        message: `Every object needs "additionalProperties": false; ${n.depth === 0 ? 'the arguments object' : 'this object'} has ${'additionalProperties' in n.schema ? JSON.stringify(n.schema.additionalProperties) : 'none'}.`,
        fix: `Add "additionalProperties": false to ${n.depth === 0 ? 'the arguments object (an HCP command\'s "args"; its runtime refuses unknown arguments anyway)' : 'this object'}.`,
      })),
};

const requiredRule: HostRule = {
  id: 'openai-strict/all-required',
  feature: 'optional property',
  source: GUIDE,
  check: (tool) =>
    tool.nodes.flatMap((n) => {
      if (!isObjectSchema(n.schema) || !isRecord(n.schema.properties)) return [];
      const required = new Set(Array.isArray(n.schema.required) ? n.schema.required : []);
      return Object.keys(n.schema.properties)
        .filter((name) => !required.has(name))
        .map((name) => ({
          at: `${n.at}${pointer('properties', name)}`,
          feature: `optional property "${name}"`,
          message: `Every property must be required in strict mode; "${name}" is optional.`,
          fix: `List "${name}" in "required" with a null type ("type": ["string", "null"]), null meaning left out (the HCP runtime drops a null argument).`,
        }));
    }),
};

/** The guide supports anyOf only; the API answers a oneOf with "'oneOf' is not permitted" (OpenAI community, 2024). */
const compositionRule = keywordRule({
  id: 'openai-strict/composition',
  source: GUIDE,
  keywords: ['allOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas'],
  says: 'is not supported in strict mode (of the composition keywords only anyOf is).',
  fix: (k) => (k === 'oneOf' ? 'Use "anyOf" instead.' : `Remove "${k}" and say the condition in the description.`),
});

const unsupportedRule = keywordRule({
  id: 'openai-strict/unsupported-keyword',
  source: GUIDE,
  keywords: [
    'minLength',
    'maxLength',
    'patternProperties',
    'unevaluatedProperties',
    'propertyNames',
    'minProperties',
    'maxProperties',
    'unevaluatedItems',
    'contains',
    'minContains',
    'maxContains',
    'uniqueItems',
  ],
  says: 'is not among the keywords strict mode supports.',
  fix: (k) => `Remove "${k}" and say the constraint in the description (the runtime's schema check still applies it).`,
});

const formatRule: HostRule = {
  id: 'openai-strict/format',
  feature: 'string format',
  source: GUIDE,
  check: (tool) =>
    tool.nodes
      .filter((n) => typeof n.schema.format === 'string' && !FORMATS.has(n.schema.format))
      .map((n) => ({
        at: `${n.at}${pointer('format')}`,
        feature: `format "${String(n.schema.format)}"`,
        message: `Strict mode supports the formats ${[...FORMATS].join(', ')}; not "${String(n.schema.format)}".`,
        fix: 'Remove "format" and describe the expected form in the description.',
      })),
};

const limitsRule: HostRule = {
  id: 'openai-strict/limits',
  feature: 'schema size',
  source: GUIDE,
  check: (tool) => {
    const out: { at: string; message: string; fix: string; feature: string }[] = [];
    const deep = tool.nodes.find((n) => n.objectDepth > MAX_OBJECT_DEPTH);
    if (deep)
      out.push({
        at: deep.at,
        feature: 'nesting deeper than 10',
        message: `Objects nest ${deep.objectDepth} deep here; strict mode takes at most ${MAX_OBJECT_DEPTH} levels.`,
        fix: 'Flatten the arguments (address_city rather than address.city).',
      });
    const properties = tool.nodes.reduce(
      (n, s) => n + (isRecord(s.schema.properties) ? Object.keys(s.schema.properties).length : 0),
      0,
    );
    if (properties > MAX_PROPERTIES)
      out.push({
        at: '/inputSchema',
        feature: 'more than 5000 properties',
        message: `The schema has ${properties} properties; strict mode takes at most ${MAX_PROPERTIES}.`,
        fix: 'Split the command, or take fewer arguments.',
      });
    const length = tool.nodes.reduce((n, s) => n + stringLength(s.schema), 0);
    if (length > MAX_STRING_LENGTH)
      out.push({
        at: '/inputSchema',
        feature: 'more than 120,000 characters of names and values',
        message: `Property names, definition names, enum and const values total ${length.toLocaleString('en')} characters; strict mode takes at most ${MAX_STRING_LENGTH.toLocaleString('en')}.`,
        fix: 'Shorten the names, or take a free string where a long enum lists values.',
      });
    const longEnum = tool.nodes.find(
      (n) =>
        Array.isArray(n.schema.enum) &&
        n.schema.enum.length > LONG_ENUM &&
        n.schema.enum.every((v) => typeof v === 'string') &&
        n.schema.enum.join('').length > LONG_ENUM_LENGTH,
    );
    if (longEnum)
      out.push({
        at: `${longEnum.at}${pointer('enum')}`,
        feature: 'an enum of over 250 values past 15,000 characters',
        message: `This enum has ${(longEnum.schema.enum as string[]).length} values of ${(longEnum.schema.enum as string[]).join('').length.toLocaleString('en')} characters in all; past ${LONG_ENUM} values strict mode takes at most ${LONG_ENUM_LENGTH.toLocaleString('en')}.`,
        fix: 'Take a free string for the long list, described, and let the CLI refuse a wrong value.',
      });
    const values = tool.nodes.reduce((n, s) => n + (Array.isArray(s.schema.enum) ? s.schema.enum.length : 0), 0);
    if (values > MAX_ENUM_VALUES)
      out.push({
        at: '/inputSchema',
        feature: 'more than 1000 enum values',
        message: `The schema's enums hold ${values} values in all; strict mode takes at most ${MAX_ENUM_VALUES}.`,
        fix: 'Take a free string for the long list, described, and let the CLI refuse a wrong value.',
      });
    return out;
  },
};

/** The characters the guide's string limit counts in one subschema: its property and definition names, enum and const values. */
function stringLength(schema: Record<string, unknown>): number {
  let n = 0;
  for (const key of ['properties', '$defs', 'definitions'])
    if (isRecord(schema[key])) for (const name of Object.keys(schema[key])) n += name.length;
  if (Array.isArray(schema.enum)) for (const v of schema.enum) n += String(v).length;
  if ('const' in schema) n += String(schema.const).length;
  return n;
}

/**
 * Every subschema says what it is: strict mode answers one with no `type` (nor a composition, `$ref`, `enum` or `const`),
 * such as `{}` or `"items": {}`, with "schema must have a 'type' key". The guide lists the types strict mode takes.
 */
const typeRule: HostRule = {
  id: 'openai-strict/type',
  feature: 'a subschema with no type',
  source: GUIDE,
  check: (tool) =>
    tool.nodes
      .filter(
        (n) =>
          n.depth > 0 &&
          !['type', 'anyOf', 'oneOf', 'allOf', 'not', '$ref', 'enum', 'const'].some((k) => k in n.schema),
      )
      .map((n) => ({
        at: n.at,
        message: `Strict mode needs a "type" on every subschema ("schema must have a 'type' key"); this one has ${Object.keys(n.schema).length ? `only ${Object.keys(n.schema).join(', ')}` : 'nothing'}.`,
        fix: 'Give it a type ("type": "string", or a list of the types it may be); for any value, a string the CLI parses.',
      })),
};

export const OPENAI_STRICT_RULES: readonly HostRule[] = [
  descriptionRule,
  typeRule,
  nameRule,
  rootRule,
  additionalPropertiesRule,
  requiredRule,
  compositionRule,
  unsupportedRule,
  formatRule,
  limitsRule,
];
