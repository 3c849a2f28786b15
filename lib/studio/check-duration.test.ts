import { describe, expect, it } from 'vitest';
import { checkDurationLabel } from './check-duration';

describe('checkDurationLabel', () => {
  it('keeps one decimal under 10 ms', () => {
    expect(checkDurationLabel(1.44)).toBe('1.4 ms');
    expect(checkDurationLabel(9.94)).toBe('9.9 ms');
  });
  it('rounds to whole milliseconds from 10 ms', () => {
    expect(checkDurationLabel(10)).toBe('10 ms');
    expect(checkDurationLabel(123.6)).toBe('124 ms');
  });
});
