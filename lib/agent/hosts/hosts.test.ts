import { describe, expect, it } from 'vitest';
import type { HostId } from '../../core/agent-readiness';
import type { AgentTool } from '../input';
import { HOSTS, hostMatrix } from './index';

const at = { file: 'surface.json', pointer: '/verbs/x/args', line: 3, column: 5 };
const tool = (inputSchema: Record<string, unknown>, name = 'x'): AgentTool => ({
  command: name,
  tool: { name, description: 'Do x.', inputSchema },
  args: [],
  descriptionAt: at,
  argsAt: at,
});

/** What each host refuses of one schema: the features, by host. */
function refused(inputSchema: Record<string, unknown>, name?: string): Record<HostId, string[]> {
  const { matrix } = hostMatrix([tool(inputSchema, name)]);
  const out = { 'openai-strict': [], gemini: [], anthropic: [], mcp: [] } as Record<HostId, string[]>;
  for (const cell of matrix.cells) out[cell.host] = cell.refusals.map((r) => r.feature);
  return out;
}

/** A schema every host's rules accept: strict mode's shape, Gemini's fields only. */
const CLEAN = {
  type: 'object',
  properties: { id: { type: 'string', description: 'The id.' }, n: { type: 'integer', minimum: 1 } },
  required: ['id', 'n'],
};

describe('the host compatibility matrix', () => {
  it('has one rule file per host, each rule citing its source', () => {
    expect(HOSTS.map((h) => h.info.id)).toEqual(['openai-strict', 'gemini', 'anthropic', 'mcp']);
    for (const { info, rules } of HOSTS) {
      expect(info.source).toMatch(/^https:\/\//);
      for (const rule of rules) {
        expect(rule.id.startsWith(`${info.id}/`)).toBe(true);
        expect(rule.source).toMatch(/^https:\/\//);
      }
    }
  });

  it('accepts a schema that fits every host (OpenAI strict aside, which needs additionalProperties: false)', () => {
    expect(refused({ ...CLEAN, additionalProperties: false })).toEqual({
      'openai-strict': [],
      gemini: ['additionalProperties'],
      anthropic: [],
      mcp: [],
    });
    expect(refused(CLEAN)).toEqual({
      'openai-strict': ['additionalProperties not false'],
      gemini: [],
      anthropic: [],
      mcp: [],
    });
  });

  it('OpenAI strict mode refuses a subschema with no type (nor anyOf, $ref, enum or const), and takes one that has', () => {
    const strict = (properties: Record<string, unknown>) =>
      refused({ type: 'object', additionalProperties: false, properties, required: Object.keys(properties) })[
        'openai-strict'
      ];
    expect(strict({ any: {}, list: { type: 'array', items: {} }, said: { description: 'Anything.' } })).toEqual([
      'a subschema with no type',
      'a subschema with no type',
      'a subschema with no type',
    ]);
    expect(
      strict({
        a: { type: 'string' },
        b: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        c: { $ref: '#/$defs/c' },
        d: { enum: ['x', 'y'] },
        e: { const: 'x' },
      }),
    ).toEqual([]);
  });

  it("OpenAI strict mode refuses a schema past the guide's string limits: 120,000 characters of names and values, 15,000 for a long enum", () => {
    const names = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`${'p'.repeat(600)}${i}`, { type: 'string' }]),
    );
    const long = refused({
      type: 'object',
      additionalProperties: false,
      properties: names,
      required: Object.keys(names),
    });
    expect(long['openai-strict']).toEqual(['more than 120,000 characters of names and values']);
    const values = Array.from({ length: 300 }, (_, i) => `${'v'.repeat(60)}${i}`);
    const big = refused({
      type: 'object',
      additionalProperties: false,
      properties: { v: { type: 'string', enum: values } },
      required: ['v'],
    });
    expect(big['openai-strict']).toEqual(['an enum of over 250 values past 15,000 characters']);
    const short = values.map((v) => v.slice(40));
    expect(
      refused({
        type: 'object',
        additionalProperties: false,
        properties: { v: { type: 'string', enum: short } },
        required: ['v'],
      })['openai-strict'],
    ).toEqual([]);
  });

  it('OpenAI refuses a tool description over 1,024 characters, and takes one of 1,024', () => {
    const described = (description: string) => {
      const t = tool({ ...CLEAN, additionalProperties: false });
      t.tool.description = description;
      return hostMatrix([t]).matrix.cells.flatMap((c) => c.refusals.map((r) => `${c.host}: ${r.feature}`));
    };
    expect(described('d'.repeat(1025))).toEqual([
      'openai-strict: description over 1,024 characters',
      'gemini: additionalProperties',
    ]);
    expect(described('d'.repeat(1024))).toEqual(['gemini: additionalProperties']);
  });

  it('OpenAI strict mode refuses optional properties, oneOf, string lengths and unsupported formats', () => {
    const r = refused({
      type: 'object',
      additionalProperties: false,
      properties: {
        a: { type: 'string', minLength: 1 },
        b: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        c: { type: 'string', format: 'uri' },
        d: { type: 'object', properties: { e: { type: 'string' } }, required: ['e'] },
      },
      required: ['a', 'b', 'd'],
    });
    expect(r['openai-strict']).toEqual([
      'additionalProperties not false',
      'optional property "c"',
      'oneOf',
      'minLength',
      'format "uri"',
    ]);
    expect(refused(CLEAN, 'has space')['openai-strict']).toContain('tool name');
  });

  it('Gemini refuses fields its Schema lacks, lists of types, non-string enums, undefined required names, and names that start with a digit', () => {
    const r = refused({
      type: 'object',
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      properties: {
        a: { type: 'string', examples: ['x'] },
        b: { type: ['string', 'null'] },
        c: { type: 'integer', enum: [1, 2] },
        d: { const: 'x' },
      },
      required: ['a', 'missing'],
    });
    expect(r.gemini).toEqual([
      '$schema',
      'examples',
      'const',
      'a list of types',
      'enum values that are not strings',
      'required "missing" not in properties',
    ]);
    expect(refused(CLEAN, '2fa-status').gemini).toEqual(['tool name']);
  });

  it('Anthropic refuses a top-level anyOf, another draft, draft-7 tuples and draft-3 required', () => {
    expect(
      refused({ type: 'object', anyOf: [{ required: ['a'] }, { required: ['b'] }], properties: {} }).anthropic,
    ).toEqual(['anyOf at the top level']);
    expect(
      refused({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: {
          list: { type: 'array', items: [{ type: 'string' }] },
          flag: { type: 'boolean', required: true },
          n: { type: 'number', exclusiveMinimum: true, minimum: 0 },
        },
      }).anthropic,
    ).toEqual(['$schema of another draft', 'items as a list', 'required as a boolean', 'exclusiveMinimum as boolean']);
    expect(refused({ type: 'array', items: { type: 'string' } }).anthropic).toEqual(['input_schema type']);
  });

  it('MCP refuses a schema that is not an object, or not valid 2020-12, unless it declares another dialect', () => {
    expect(refused({ type: 'string' }).mcp).toEqual(['inputSchema type']);
    expect(refused({ type: 'object', properties: { a: { type: 'strin' } } }).mcp).toEqual(['type']);
    // Another dialect declared: MCP reads it in that one (Anthropic still refuses it).
    const declared = refused({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { a: { type: 'boolean', required: true } },
    });
    expect(declared.mcp).toEqual([]);
    expect(declared.anthropic).toContain('$schema of another draft');
  });

  it('says where, why and how to fix, with the rule and its source; each refused cell is one note at the arguments', () => {
    const { matrix, findings } = hostMatrix([tool({ type: 'object', properties: { memo: { type: 'string' } } })]);
    const openai = matrix.cells.find((c) => c.host === 'openai-strict')!;
    const optional = openai.refusals.find((r) => r.rule === 'openai-strict/all-required')!;
    expect(optional).toMatchObject({ at: '/inputSchema/properties/memo', feature: 'optional property "memo"' });
    expect(optional.fix).toContain('"required"');
    expect(optional.source).toContain('platform.openai.com');
    expect(matrix.refusals).toBe(1);
    expect(findings).toEqual([
      expect.objectContaining({
        id: 'agent/host-refuses',
        severity: 'info',
        subject: 'openai-strict: x',
        line: 3,
        column: 5,
      }),
    ]);
  });
});
