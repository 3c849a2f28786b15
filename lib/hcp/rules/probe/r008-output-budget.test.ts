import { describe, expect, it } from 'vitest';
import { r008OutputBudget } from './r008-output-budget';
import { clean, ctx, findingsOf, probeCases, run } from './testing';

describe('R008 output stays under ~25,000 tokens', () => {
  probeCases(r008OutputBudget, [
    { name: 'a clean probe layer is silent', observations: clean(), expect: [] },
    { name: '9,000 tokens (R009 territory) are silent', observations: [run({ tokens: 9000 })], expect: [] },
    { name: 'exactly 25,000 tokens (the budget) are silent', observations: [run({ tokens: 25000 })], expect: [] },
    {
      name: "25,001 tokens warn, at the read's command",
      observations: [run({ tokens: 25001 })],
      expect: [['R008', '/verbs/list', 'warn']],
    },
    {
      name: 'output cut at the cap warns whatever its count',
      observations: [run({ tokens: 20000, truncated: true, json: false })],
      expect: [['R008', '/verbs/list', 'warn']],
    },
    {
      name: 'help output is not a read',
      observations: [run({ purpose: 'help', verbs: [], tokens: 30000 })],
      expect: [],
    },
  ]);

  it('names the count and the budget from its options', () => {
    expect(findingsOf(r008OutputBudget, ctx([run({ tokens: 30000 })]))[0].message).toBe(
      '"ledger list --json" printed about 30,000 tokens, over the ~25,000-token budget.',
    );
    expect(findingsOf(r008OutputBudget, ctx([run({ tokens: 20000, truncated: true, json: false })]))[0].message).toBe(
      '"ledger list --json" printed about 20,000 tokens (cut at the output cap), over the ~25,000-token budget.',
    );
    const [tuned] = r008OutputBudget.check(ctx([run({ tokens: 12000 })]), { maxTokens: 10000 });
    expect(tuned.message).toBe('"ledger list --json" printed about 12,000 tokens, over the ~10,000-token budget.');
  });
});
