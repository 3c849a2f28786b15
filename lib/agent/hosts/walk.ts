import type { HostRefusal } from '../../core/agent-readiness';
import { isRecord } from '../../core/guards';
import { pointer } from '../../json/pointer';

/** A subschema of a tool's input schema, with where it is (a JSON pointer into the tool object). */
export interface SchemaNode {
  schema: Record<string, unknown>;
  /** `/inputSchema/properties/memo` */
  at: string;
  /** 0 for the input schema itself. */
  depth: number;
  /** How many objects (type object, or with properties) enclose it, itself included: OpenAI's nesting depth. */
  objectDepth: number;
}

/** Keywords whose value is one subschema. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'] as const;
const ONE_MORE = ['unevaluatedProperties', 'unevaluatedItems', 'additionalItems'] as const;
/** Keywords whose value is a list of subschemas. */
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;

/** How far the walk goes: a schema deeper than any host accepts is said once, not walked to the end. */
const MAX_DEPTH = 64;

/** Every subschema object of `root`, the root first (depth-first, in key order); booleans and non-objects skipped. */
export function schemaNodes(root: unknown, at = '/inputSchema'): SchemaNode[] {
  const out: SchemaNode[] = [];
  const visit = (schema: unknown, where: string, depth: number, objectDepth: number) => {
    if (!isRecord(schema) || depth > MAX_DEPTH) return;
    const objects = objectDepth + (isObjectSchema(schema) ? 1 : 0);
    out.push({ schema, at: where, depth, objectDepth: objects });
    for (const key of [...ONE, ...ONE_MORE]) {
      const value = schema[key];
      if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}${pointer(key, i)}`, depth + 1, objects));
      else visit(value, `${where}${pointer(key)}`, depth + 1, objects);
    }
    for (const key of LIST) {
      const value = schema[key];
      if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}${pointer(key, i)}`, depth + 1, objects));
    }
    for (const key of MAP) {
      const value = schema[key];
      if (isRecord(value))
        for (const [name, v] of Object.entries(value)) visit(v, `${where}${pointer(key, name)}`, depth + 1, objects);
    }
  };
  visit(root, at, 0, 0);
  return out;
}

/** `type: "object"` (alone or in a list), or no type but properties. */
export function isObjectSchema(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  if (type === 'object') return true;
  if (Array.isArray(type)) return type.includes('object');
  return type === undefined && isRecord(schema.properties);
}

/** The keywords of a schema node (its own keys, never a property's name). */
export function keywords(node: SchemaNode): string[] {
  return Object.keys(node.schema);
}

/** A refusal of one rule, the rule's id, feature and source filled in. */
export interface HostRule {
  id: string;
  feature: string;
  source: string;
  /** Each place the rule refuses, with the message and the fix for that place. */
  check(tool: ToolUnderTest): { at: string; message: string; fix: string; feature?: string }[];
}

/** The tool as a host receives it: its name and input schema (and the rest of the listed object). */
export interface ToolUnderTest {
  name: string;
  description?: string;
  inputSchema: unknown;
  nodes: SchemaNode[];
}

export function runRules(rules: readonly HostRule[], tool: ToolUnderTest): HostRefusal[] {
  return rules.flatMap((rule) =>
    rule.check(tool).map((hit) => ({
      rule: rule.id,
      feature: hit.feature ?? rule.feature,
      at: hit.at,
      message: hit.message,
      fix: hit.fix,
      source: rule.source,
    })),
  );
}

/** A rule refusing keywords a host does not take, each where it is used. */
export function keywordRule(options: {
  id: string;
  source: string;
  keywords: readonly string[];
  /** Why, in the host's words. */
  says: string;
  fix: (keyword: string) => string;
  /** Only at the root (Anthropic's top-level composition), or everywhere. */
  rootOnly?: boolean;
}): HostRule {
  const refused = new Set(options.keywords);
  return {
    id: options.id,
    feature: options.keywords.join(', '),
    source: options.source,
    check: (tool) =>
      tool.nodes
        .filter((n) => !options.rootOnly || n.depth === 0)
        .flatMap((n) =>
          keywords(n)
            .filter((k) => refused.has(k))
            .map((k) => ({
              at: `${n.at}${pointer(k)}`,
              feature: options.rootOnly ? `${k} at the top level` : k,
              message: `"${k}" ${options.says}`,
              fix: options.fix(k),
            })),
        ),
  };
}

/** A rule on the tool's name: `pattern` must match it, `says` what the host allows. */
export function nameRule(options: {
  id: string;
  source: string;
  pattern: RegExp;
  says: string;
  fix: string;
}): HostRule {
  return {
    id: options.id,
    feature: 'tool name',
    source: options.source,
    check: (tool) =>
      options.pattern.test(tool.name)
        ? []
        : [{ at: '/name', message: `The tool name "${tool.name}" ${options.says}.`, fix: options.fix }],
  };
}

/** A rule that the input schema is an object schema (`"type": "object"`), as the host's words put it. */
export function objectRootRule(options: { id: string; source: string; feature: string; message: string }): HostRule {
  return {
    id: options.id,
    feature: options.feature,
    source: options.source,
    check: ({ inputSchema: s }) =>
      isRecord(s) && s.type === 'object'
        ? []
        : [
            {
              at: '/inputSchema/type',
              message: options.message,
              fix: 'Make the arguments one object: "type": "object" with its properties.',
            },
          ],
  };
}
