import { describe, expect, it } from 'vitest';
import { r008OutputBudget } from './r008-output-budget';
import { clean, ctx, findingsOf, run } from './testing';

describe('R008 output stays under ~25,000 tokens', () => {
  it('stays silent on small output, and between 5,000 and 25,000 tokens (R009 territory)', () => {
    expect(findingsOf(r008OutputBudget, ctx(clean()))).toEqual([]);
    expect(findingsOf(r008OutputBudget, ctx([run({ tokens: 9000 })]))).toEqual([]);
  });

  it('warns above 25,000 tokens, naming the count', () => {
    expect(findingsOf(r008OutputBudget, ctx([run({ tokens: 30000 })]))).toEqual([
      expect.objectContaining({
        id: 'R008',
        severity: 'warn',
        pointer: '/verbs/list',
        message: '"ledger list --json" printed about 30,000 tokens, over the ~25,000-token budget.',
      }),
    ]);
  });

  it('warns on output cut at the cap', () => {
    const [f] = findingsOf(r008OutputBudget, ctx([run({ tokens: 20000, truncated: true, json: false })]));
    expect(f).toMatchObject({ id: 'R008', severity: 'warn', message: '"ledger list --json" printed about 20,000 tokens (cut at the output cap), over the ~25,000-token budget.' });
  });
});
