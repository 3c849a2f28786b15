import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { schemaProblems } from './schema-problems';

const Row = z.strictObject({
  risk: z.enum(['read', 'write']),
  confirm: z.union([z.literal(true), z.literal('always')]).optional(),
  tags: z.array(z.string()).max(2).optional(),
});
const Doc = z.strictObject({ verbs: z.record(z.string(), Row) });

describe("schema problems in the studio's words", () => {
  it('names the field, its actual value and the allowed values', () => {
    expect(schemaProblems(Doc, { verbs: { list: { risk: 'reed' } } })).toEqual([
      {
        pointer: '/verbs/list/risk',
        missing: false,
        message: '"risk" is "reed"; it must be one of "read", "write".',
        fix: 'Set "risk" to one of "read", "write".',
        allowed: ['read', 'write'],
      },
    ]);
  });

  it('folds a union of literals into one list of allowed values', () => {
    expect(schemaProblems(Doc, { verbs: { pay: { risk: 'write', confirm: false } } })[0].message).toBe(
      '"confirm" is false; it must be one of true, "always".',
    );
  });

  it("puts an unknown key's problem on the key, and says a missing value is required", () => {
    const problems = schemaProblems(Doc, { verbs: { list: { riks: 'read' } } });
    expect(problems).toContainEqual({
      pointer: '/verbs/list/riks',
      missing: false,
      message: 'unknown key "riks"; "list" does not accept it.',
      fix: 'Remove "riks" or correct its spelling.',
    });
    expect(problems).toContainEqual({
      pointer: '/verbs/list/risk',
      missing: true,
      message: '"risk" is missing; it must be one of "read", "write".',
      fix: 'Set "risk" to one of "read", "write".',
      allowed: ['read', 'write'],
    });
  });

  it('says sizes with their unit, and names the root as asked', () => {
    expect(schemaProblems(Doc, { verbs: { list: { risk: 'read', tags: ['a', 'b', 'c'] } } })[0].message).toBe(
      '"tags" is 3 entries; it must be at most 2 entries.',
    );
    expect(schemaProblems(Doc, 7, { rootName: 'policy.json' })[0].message).toBe(
      'policy.json is 7, a number; expected object.',
    );
  });

  it('counts what it does not list', () => {
    const many = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`v${i}`, { risk: 'x' }]));
    const problems = schemaProblems(Doc, { verbs: many }, { max: 2 });
    expect(problems).toHaveLength(3);
    expect(problems[2].message).toBe('…and 3 more schema problems not listed.');
  });
});
