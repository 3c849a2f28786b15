import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generatePack } from '../../bench/generate';
import { packTexts } from '../rules/testing';
import { EvalFileSchema } from '../schemas/eval';
import { PolicySchema } from '../schemas/policy';
import { SurfaceSchema } from '../schemas/surface';
import { certainlyValid } from './certainly-valid';

const SCHEMAS = {
  'surface.json': SurfaceSchema,
  'policy.json': PolicySchema,
  'hcp.eval.json': EvalFileSchema,
} as const;
type JsonFile = keyof typeof SCHEMAS;
const FILES = Object.keys(SCHEMAS) as JsonFile[];
const docs = [packTexts('ledger'), packTexts('transit'), generatePack(12)];

/** Vouching for a value zod rejects would hide lint issues; this is the one thing the quick test must never do. */
function expectSound(schema: z.ZodType, value: unknown) {
  if (certainlyValid(schema, value)) expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
}

type Path = (string | number)[];
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => pathsOf(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))];
  return [at];
}

function edited(doc: unknown, path: Path, value: unknown, key: string | undefined): unknown {
  if (path.length === 0) return value;
  const root = structuredClone(doc) as Record<string | number, unknown>;
  let node = root;
  for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (key !== undefined && !Array.isArray(node)) node[key] = value;
  else if (value === undefined && !Array.isArray(node)) delete node[last];
  else node[last] = value;
  return root;
}

/** Values near every limit the schemas set: lengths, bounds, enums, literals, the upper-case id, astral characters. */
const edgeValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    undefined,
    '',
    'x',
    'X',
    '😀',
    'a'.repeat(128),
    'a'.repeat(129),
    '😀'.repeat(64),
    '😀'.repeat(65),
    'Ledger',
    'ledger',
  ),
  fc.constantFrom(
    0,
    -1,
    1,
    1.5,
    2 ** 53,
    1e308,
    true,
    'always',
    'read',
    'write',
    'object',
    'wrap',
    'public',
    'payment',
    'money',
  ),
  fc.constantFrom(
    [],
    [''],
    ['a'],
    Array.from({ length: 65 }, () => 'a'),
    {},
    { risk: 'read' },
    { url: 'https://x.y' },
    { path: '' },
  ),
);
const edgeKey = fc.option(
  fc.constantFrom('extra', '__proto__', 'x-position', 'confirm', 'stimuli', 'kind', 'openapi', 'hcp', 'url'),
  { nil: undefined },
);

describe('certainlyValid: a one-sided quick test in front of zod', () => {
  it('vouches for the example packs, so a clean pack skips the zod parse', () => {
    for (const texts of docs)
      for (const file of FILES) expect(certainlyValid(SCHEMAS[file], JSON.parse(texts[file]!)), file).toBe(true);
  });

  it('never vouches for a document zod rejects', () => {
    fc.assert(
      fc.property(
        fc.nat(docs.length - 1),
        fc.constantFrom(...FILES),
        fc.array(fc.tuple(fc.nat(), edgeValue, edgeKey), { minLength: 1, maxLength: 3 }),
        (d, file, edits) => {
          let doc: unknown = JSON.parse(docs[d][file]!);
          for (const [pick, value, key] of edits) {
            const paths = pathsOf(doc);
            doc = edited(doc, paths[pick % paths.length], value, key);
          }
          expectSound(SCHEMAS[file], doc);
          expectSound(SCHEMAS[file], JSON.parse(JSON.stringify(doc) ?? 'null'));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('asks zod about whatever it cannot read: refinements, formats, defaults, a __proto__ key', () => {
    expect(
      certainlyValid(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe(false);
    expect(certainlyValid(z.url(), 'https://example.com')).toBe(false);
    expect(certainlyValid(z.object({ a: z.string().default('x') }), {})).toBe(false);
    expect(certainlyValid(z.object({ a: z.string().exactOptional() }), {})).toBe(false);
    expect(certainlyValid(z.record(z.string(), z.number()), JSON.parse('{"__proto__": 1}'))).toBe(false);
    expect(certainlyValid(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe(false);
    expect(certainlyValid(z.looseObject({ a: z.string() }), { a: 'x', b: 1 })).toBe(true);
  });

  it('errs towards zod at length limits measured in code points', () => {
    expect(certainlyValid(z.string().max(2), '😀😀')).toBe(false);
    expect(z.string().max(2).safeParse('😀😀').success).toBe(true);
    expect(certainlyValid(z.string().min(2), 'ab')).toBe(false);
    expect(certainlyValid(z.string().min(2), 'abcd')).toBe(true);
  });
});
