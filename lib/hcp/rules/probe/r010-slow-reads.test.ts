import { describe, expect, it } from 'vitest';
import { r010SlowReads } from './r010-slow-reads';
import { clean, ctx, findingsOf, run } from './testing';

describe('R010 reads over 3 seconds', () => {
  it('stays silent on reads under 3 seconds', () => {
    expect(findingsOf(r010SlowReads, ctx(clean()))).toEqual([]);
    expect(findingsOf(r010SlowReads, ctx([run({ ms: 2900 })]))).toEqual([]);
  });

  it('is info on a read over 3 seconds, naming the time', () => {
    expect(findingsOf(r010SlowReads, ctx([run({ ms: 4200 })]))).toEqual([
      expect.objectContaining({ id: 'R010', severity: 'info', pointer: '/verbs/list', message: '"ledger list --json" took 4200 ms, over 3 seconds.' }),
    ]);
  });
});
