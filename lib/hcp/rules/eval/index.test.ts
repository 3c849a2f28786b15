import { describe, expect, it } from 'vitest';
import { EVAL_RULE_METAS, evalFindings } from './index';
import { ledger, load, outcome } from './testing';

/** Cross-rule checks; each rule's own cases live in e00N-*.test.ts beside it. */
describe('eval rules', () => {
  it('has E001–E005 with catalogue metadata', () => {
    expect(EVAL_RULE_METAS.map((m) => [m.id, m.severity])).toEqual([
      ['E001', 'warn'],
      ['E002', 'error'],
      ['E003', 'warn'],
      ['E004', 'warn'],
      ['E005', 'error'],
    ]);
    for (const m of EVAL_RULE_METAS) expect(m).toMatchObject({ category: 'eval', url: `/rules/${m.id}` });
  });

  it('are silent on ledger, with its results', () => {
    expect(evalFindings({ pack: load(ledger), outcomes: [outcome()] })).toEqual([]);
  });
});
