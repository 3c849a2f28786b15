import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../../load';
import { mutatedPack } from '../mutate';
import { packTexts } from '../testing';
import { POLICY_RULES } from '.';

describe('POLICY_RULES', () => {
  it('registers P001–P007 with the catalogue severities (membership, not order: the engine sorts findings)', () => {
    expect(
      Object.fromEntries(POLICY_RULES.map((r) => [r.meta.id, [r.meta.id, r.meta.category, r.meta.severity]])),
    ).toEqual(
      Object.fromEntries(
        [
          ['P001', 'policy', 'warn'],
          ['P002', 'policy', 'error'],
          ['P003', 'policy', 'error'],
          ['P004', 'policy', 'warn'],
          ['P005', 'policy', 'warn'],
          ['P006', 'policy', 'warn'],
          ['P007', 'policy', 'info'],
        ].map((row) => [row[0], row]),
      ),
    );
    expect(new Set(POLICY_RULES.map((r) => r.meta.id)).size, 'an id registered twice').toBe(POLICY_RULES.length);
    expect(POLICY_RULES.find((r) => r.meta.id === 'P001')!.meta.escalation).toEqual({
      to: 'error',
      when: 'for risky names',
    });
  });

  it('never throws on a pack with wrong types anywhere', () => {
    fc.assert(
      fc.property(mutatedPack(packTexts('ledger')), (texts) => {
        const pack = loadPackFromTexts(texts);
        for (const rule of POLICY_RULES) rule.check(pack);
      }),
      { numRuns: 500 },
    );
  });
});
