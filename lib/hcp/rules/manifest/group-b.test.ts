import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findingsOf, packTexts } from '../testing';
import { MANIFEST_RULES_B } from './group-b';

describe('MANIFEST_RULES_B', () => {
  it('holds M013–M026 with the catalogue severities (membership, not order: the engine sorts findings)', () => {
    expect(MANIFEST_RULES_B).toHaveLength(13);
    expect(Object.fromEntries(MANIFEST_RULES_B.map((r) => [r.meta.id, r.meta.severity]))).toEqual(
      Object.fromEntries([
        ['M013', 'error'],
        ['M014', 'warn'],
        ['M015', 'error'],
        ['M016', 'warn'],
        ['M018', 'error'],
        ['M019', 'error'],
        ['M020', 'info'],
        ['M021', 'warn'],
        ['M022', 'info'],
        ['M023', 'warn'],
        ['M024', 'warn'],
        ['M025', 'info'],
        ['M026', 'warn'],
      ]),
    );
    for (const r of MANIFEST_RULES_B) expect(r.meta.category).toBe('manifest');
  });

  it('never throws on a surface.json of any shape', () => {
    const template = fc.oneof(fc.anything(), fc.string(), fc.array(fc.oneof(fc.string(), fc.anything())));
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
          title: fc.oneof(fc.anything(), fc.record({ live: template, done: template }, { requiredKeys: [] })),
          preview: fc.oneof(
            fc.anything(),
            fc.record(
              {
                kind: fc.anything(),
                title: fc.anything(),
                fields: fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const surface = fc.oneof(
      fc.anything(),
      fc.record(
        {
          binding: fc.oneof(
            fc.anything(),
            fc.record({ mode: fc.anything(), hub: fc.anything() }, { requiredKeys: [] }),
          ),
          wrap: fc.oneof(
            fc.anything(),
            fc.record(
              { bin: fc.oneof(fc.string(), fc.anything()), agent_env: fc.anything(), workspace: fc.anything() },
              { requiredKeys: [] },
            ),
          ),
          verbs: fc.oneof(fc.anything(), fc.dictionary(fc.string(), command)),
        },
        { requiredKeys: [] },
      ),
    );
    const base = packTexts('ledger');
    fc.assert(
      fc.property(surface, (s) => {
        const texts = { ...base, 'surface.json': JSON.stringify(s) ?? 'null' };
        for (const rule of MANIFEST_RULES_B)
          for (const f of findingsOf(rule, texts)) expect(f.message).not.toMatch(/^internal:/);
      }),
      { numRuns: 300 },
    );
  });
});
