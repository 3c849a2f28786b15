import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../../load';
import { mutatedPack } from '../mutate';
import { packTexts } from '../testing';
import { SKILL_RULES } from '.';

describe('SKILL_RULES', () => {
  it('registers S001–S011 with the catalogue severities (membership, not order: the engine sorts findings)', () => {
    expect(new Set(SKILL_RULES.map((r) => r.meta.id)).size, 'an id registered twice').toBe(SKILL_RULES.length);
    expect(
      Object.fromEntries(SKILL_RULES.map((r) => [r.meta.id, [r.meta.id, r.meta.category, r.meta.severity]])),
    ).toEqual(
      Object.fromEntries(
        [
          ['S001', 'skill', 'warn'],
          ['S002', 'skill', 'error'],
          ['S003', 'skill', 'warn'],
          ['S004', 'skill', 'warn'],
          ['S005', 'skill', 'error'],
          ['S006', 'skill', 'warn'],
          ['S007', 'skill', 'warn'],
          ['S008', 'skill', 'info'],
          ['S009', 'skill', 'warn'],
          ['S010', 'skill', 'warn'],
          ['S011', 'skill', 'info'],
        ].map((row) => [row[0], row]),
      ),
    );
  });

  it('never throws on a pack with wrong types anywhere or stray Skill lines', () => {
    fc.assert(
      fc.property(mutatedPack(packTexts('ledger')), (texts) => {
        const pack = loadPackFromTexts(texts);
        for (const rule of SKILL_RULES) rule.check(pack);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (md) => {
        const pack = loadPackFromTexts({ ...packTexts('ledger'), 'HARNESS.md': md });
        for (const rule of SKILL_RULES) rule.check(pack);
      }),
      { numRuns: 300 },
    );
  });
});
