import { describe, expect, it } from 'vitest';
import { crashFinding } from '../core/run-rules';
import { catalogueEntry } from '../rules-catalogue';
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
    expect(
      exitCodeFor(
        severities.map((severity) => ({ severity })),
        strict,
      ),
    ).toBe(code);
  });

  it('usage and unreadable input have codes of their own, apart from the findings codes', () => {
    expect(new Set(Object.values(EXIT)).size).toBe(Object.keys(EXIT).length);
    expect(EXIT).toMatchObject({ clean: 0, errors: 1, warnings: 2, usage: 64, noInput: 66 });
  });

  // A crash means the pack was not fully checked: it must fail CI the same way whichever format's engine crashed.
  it('a rule that crashed fails the run in both formats, strict or not', () => {
    const hcp = crashFinding('M001', new Error('boom'), 'surface.json');
    const recued = catalogueEntry('C-check-crashed')!;
    for (const severity of [hcp.severity!, recued.severity]) {
      expect(exitCodeFor([{ severity }])).toBe(EXIT.errors);
      expect(exitCodeFor([{ severity }], true)).toBe(EXIT.errors);
    }
  });
});
