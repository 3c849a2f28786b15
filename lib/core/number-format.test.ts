import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './number-format';

describe('formatCount', () => {
  it("writes a number as toLocaleString('en') does: thousands grouped, at most three decimals", () => {
    for (const n of [
      0, 7, 999, 1000, 25000, 100000, 1234567, 4.2, 10, 1.5, 12.345, 1234.5678, 0.0004, -3, -1234.5, -0.0001, -0,
    ])
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en'));
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (int, places) => {
        const n = int / 10 ** places;
        expect(formatCount(n)).toBe(n.toLocaleString('en'));
      }),
    );
  });
});
