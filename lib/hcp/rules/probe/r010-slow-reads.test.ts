import { describe, expect, it } from 'vitest';
import { r010SlowReads } from './r010-slow-reads';
import { clean, ctx, findingsOf, probeCases, run } from './testing';

describe('R010 reads over 3 seconds', () => {
  probeCases(r010SlowReads, [
    { name: 'a clean probe layer is silent', observations: clean(), expect: [] },
    { name: 'exactly 3,000 ms (the bound) is silent', observations: [run({ ms: 3000 })], expect: [] },
    { name: '3,001 ms is a note', observations: [run({ ms: 3001 })], expect: [['R010', '/verbs/list', 'info']] },
    {
      name: "a read killed by the timeout is R005's, not slow",
      observations: [run({ ms: 10000, timed_out: true, exit_code: null })],
      expect: [],
    },
  ]);

  it('names the time and the limit from its options', () => {
    expect(findingsOf(r010SlowReads, ctx([run({ ms: 4200 })]))[0].message).toBe(
      '"ledger list --json" took 4200 ms, over 3 seconds.',
    );
    expect(r010SlowReads.check(ctx([run({ ms: 1500 })]), { slowMs: 1000 })[0].message).toBe(
      '"ledger list --json" took 1500 ms, over 1 second.',
    );
  });
});
