import { describe, expect, it } from 'vitest';
import { r009ConciseDefault } from './r009-concise-default';
import { clean, ctx, findingsOf, run } from './testing';

describe('R009 output over ~5,000 tokens suggests a concise default', () => {
  it('stays silent on small output, and above 25,000 tokens (R008 territory)', () => {
    expect(findingsOf(r009ConciseDefault, ctx(clean()))).toEqual([]);
    expect(findingsOf(r009ConciseDefault, ctx([run({ tokens: 30000 })]))).toEqual([]);
  });

  it('is info between 5,000 and 25,000 tokens, naming the count', () => {
    expect(findingsOf(r009ConciseDefault, ctx([run({ tokens: 9000 })]))).toEqual([
      expect.objectContaining({
        id: 'R009',
        severity: 'info',
        pointer: '/verbs/list',
        message:
          '"ledger list --json" printed about 9,000 tokens; over ~5,000 a concise default usually serves agents better.',
      }),
    ]);
  });
});
