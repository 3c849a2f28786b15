import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeFor } from './exit';

describe('exitCodeFor: one policy for every command', () => {
  it.each([
    [[], false, 0],
    [['info'], false, 0],
    [['warn', 'info'], false, 2],
    [['warn'], true, 1],
    [['error', 'warn'], false, 1],
    [['info'], true, 0],
  ] as const)('%j strict=%s → %i', (severities, strict, code) => {
    expect(exitCodeFor(severities.map((severity) => ({ severity })), strict)).toBe(code);
  });

  it('usage and unreadable input have codes of their own, apart from the findings codes', () => {
    expect(new Set(Object.values(EXIT)).size).toBe(Object.keys(EXIT).length);
    expect(EXIT).toMatchObject({ clean: 0, errors: 1, warnings: 2, usage: 64, noInput: 66 });
  });
});
