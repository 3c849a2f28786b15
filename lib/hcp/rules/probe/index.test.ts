import { describe, expect, it } from 'vitest';
import { isCrashFinding } from '../../../core/run-rules';
import { loadPackFromTexts } from '../../load';
import { PROBE_RULE_METAS } from './index';
import { probeFindings } from './run';
import { clean, ctx } from './testing';

/** Cross-rule checks; each rule's own cases live in r0NN-*.test.ts beside it. */
describe('probe rules', () => {
  it('has R001–R014 with catalogue metadata', () => {
    expect(PROBE_RULE_METAS.map((m) => m.id)).toEqual(
      Array.from({ length: 14 }, (_, i) => `R${String(i + 1).padStart(3, '0')}`),
    );
    for (const m of PROBE_RULE_METAS)
      expect(m).toMatchObject({
        category: 'probe',
        url: `/rules/${m.id}`,
        docs: { why: expect.any(String), incorrect: expect.any(String), correct: expect.any(String) },
      });
  });

  it('a clean run raises nothing', () => {
    expect(probeFindings(ctx(clean())).map((f) => f.id)).toEqual([]);
  });

  it('a health command exiting 4 raises R011 and R013 together, the error first', () => {
    const status = { ...clean()[3], verbs: ['status'], argv: ['ledger', 'status', '--json'], exit_code: 4 };
    expect(probeFindings(ctx([status])).map((f) => f.id)).toEqual(['R013', 'R011']);
  });

  it('no rule crashes on a pack with wrong types everywhere (a crash would be an internal finding)', () => {
    const broken = loadPackFromTexts({ 'surface.json': '{"verbs": 3, "wrap": []}', 'policy.json': '[]' });
    const findings = probeFindings(ctx(clean(), { pack: broken }));
    expect(findings.filter(isCrashFinding)).toEqual([]);
  });
});
