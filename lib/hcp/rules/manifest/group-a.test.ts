import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findingsOf, packTexts } from '../testing';
import { MANIFEST_RULES_A } from './group-a';

describe('MANIFEST_RULES_A', () => {
  it('holds M002–M012 (membership, not order: the engine sorts findings), each once', () => {
    const ids = MANIFEST_RULES_A.map((r) => r.meta.id);
    expect(new Set(ids)).toEqual(
      new Set(['M002', 'M003', 'M004', 'M005', 'M006', 'M007', 'M008', 'M010', 'M011', 'M012']),
    );
    expect(ids).toHaveLength(10);
    for (const r of MANIFEST_RULES_A) expect(r.meta.category).toBe('manifest');
  });

  it('never throws on a surface.json of any shape', () => {
    const command = fc.oneof(
      fc.anything(),
      fc.record(
        {
          description: fc.anything(),
          cli: fc.anything(),
          args: fc.oneof(
            fc.anything(),
            fc.record({ properties: fc.dictionary(fc.string(), fc.anything()), required: fc.anything() }),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const surface = fc.oneof(
      fc.anything(),
      fc.record(
        {
          kind: fc.constantFrom('wrap', 'composite', 7),
          cliBin: fc.anything(),
          wrap: fc.anything(),
          pass_through: fc.anything(),
          verbs: fc.oneof(fc.anything(), fc.dictionary(fc.string(), command)),
        },
        { requiredKeys: [] },
      ),
    );
    const base = packTexts('ledger');
    fc.assert(
      fc.property(surface, (s) => {
        const texts = { ...base, 'surface.json': JSON.stringify(s) ?? 'null' };
        for (const rule of MANIFEST_RULES_A)
          for (const f of findingsOf(rule, texts)) expect(f.message).not.toMatch(/^internal:/);
      }),
      { numRuns: 300 },
    );
  });
});
