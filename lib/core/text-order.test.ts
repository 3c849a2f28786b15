import { describe, expect, it } from 'vitest';
import { compareText } from './text-order';

describe('compareText', () => {
  it('orders by code units, capitals first, whatever the locale', () => {
    expect(['policy.json', 'HARNESS.md', 'hcp.eval.json', 'surface.json', 'Z', 'a'].sort(compareText)).toEqual([
      'HARNESS.md',
      'Z',
      'a',
      'hcp.eval.json',
      'policy.json',
      'surface.json',
    ]);
    expect(['ä', 'z', 'a'].sort(compareText)).toEqual(['a', 'z', 'ä']);
    expect(compareText('M001', 'M001')).toBe(0);
  });
});
