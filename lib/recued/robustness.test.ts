import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Report } from '@/lib/core/report';
import { checkComposition } from './check';
import { isCrashFinding } from '@/lib/core/run-rules';
import { RECUED_RULE_IDS } from './checks';
import { cliPack, httpPack, httpPackValue } from './test-fixtures';

function wellFormed(report: Report, text: string): void {
  const lines = text.split('\n').length;
  expect(report.ok).toBe(!report.findings.some((f) => f.severity === 'error'));
  for (const f of report.findings) {
    expect(RECUED_RULE_IDS).toContain(f.id);
    expect(f.id).not.toBe('C-check-crashed');
    expect(isCrashFinding(f), f.message).toBe(false);
    expect(f.line).toBeGreaterThanOrEqual(1);
    expect(f.line).toBeLessThanOrEqual(lines);
    expect(f.column).toBeGreaterThanOrEqual(1);
  }
}

const texts = [httpPack(), cliPack()];

/** A clean fixture text with characters deleted, inserted or replaced at random places. */
const mutatedText = fc
  .tuple(
    fc.constantFrom(...texts),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 8 }),
        fc.string({
          unit: fc.constantFrom('{', '}', '[', ']', '"', ',', ':', '0', '-', 'x', ' ', '\n', '\\', '\u0000', 'é'),
        }),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([text, edits]) =>
    edits.reduce(
      (t, [at, del, ins]) => t.slice(0, at % (t.length + 1)) + ins + t.slice((at % (t.length + 1)) + del),
      text,
    ),
  );

/** A clean fixture with one subtree replaced by arbitrary JSON. */
const mutatedValue = fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 4 })).map(([pick, value]) => {
  const pack = httpPackValue();
  const slots: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node))
      node.forEach((v, i) => {
        slots.push([node, i]);
        walk(v);
      });
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        slots.push([node as Record<string, unknown>, k]);
        walk(v);
      }
  };
  walk(pack);
  const [parent, key] = slots[pick % slots.length];
  (parent as Record<string | number, unknown>)[key] = value;
  return JSON.stringify(pack, null, 2);
});

describe('checkComposition never throws', () => {
  it('on randomly edited texts', () => {
    fc.assert(
      fc.property(mutatedText, (text) => wellFormed(checkComposition(text), text)),
      { numRuns: 400 },
    );
  });
  it('on fixtures with a subtree replaced by arbitrary JSON', () => {
    fc.assert(
      fc.property(mutatedValue, (text) => wellFormed(checkComposition(text), text)),
      { numRuns: 400 },
    );
  });
  it('on arbitrary JSON and arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json({ maxDepth: 5 }), fc.string(), fc.string({ unit: 'binary' })), (text) =>
        wellFormed(checkComposition(text), text),
      ),
      { numRuns: 400 },
    );
  });
});
