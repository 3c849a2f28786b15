import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { createReport, type LayerRecord } from './report';
import { readyVerdict, scoreLine } from './score-story';

const finding = (id: string, severity: Finding['severity'], category: Finding['category']): Finding => ({
  id,
  severity,
  category,
  file: 'surface.json',
  pointer: '/verbs',
  line: 1,
  column: 1,
  message: 'm',
  fix: 'f',
  docs: '/rules/x',
});
const ran = (layers: string[]): LayerRecord[] =>
  (['structure', 'static', 'probe', 'eval'] as const).map((layer) =>
    layers.includes(layer) ? { layer, status: 'ran' } : { layer, status: 'not_run', reason: 'no CLI' },
  );
/** A format's category table, as lib/formats keeps one: each category's layer. */
const CATEGORIES = [
  { id: 'structure', layer: 'structure' },
  { id: 'manifest', layer: 'static' },
  { id: 'policy', layer: 'static' },
  { id: 'probe', layer: 'probe' },
  { id: 'eval', layer: 'eval' },
];
const report = (findings: Finding[], layers = ['structure', 'static', 'probe', 'eval']) =>
  createReport({
    pack_id: 'p',
    format: 'hcp',
    scoredCategories: CATEGORIES.map((c) => c.id),
    findings,
    layers: ran(layers),
  });
const line = (r: ReturnType<typeof report>) => scoreLine(r, CATEGORIES);

describe('the one line that explains a score', () => {
  it('names each layer that cost points, largest first, with its rules', () => {
    const r = report([
      finding('R006', 'error', 'probe'),
      finding('R006', 'error', 'probe'),
      finding('P004', 'warn', 'policy'),
      finding('P006', 'warn', 'policy'),
      finding('E004', 'warn', 'eval'),
      finding('M025', 'info', 'manifest'),
    ]);
    expect(line(r)).toBe('Score 64/100: probe −24 (R006 ×2), static −8 (P004, P006), eval −4 (E004).');
  });

  it('says when the deductions pass 100, and which layers did not run', () => {
    const many = Array.from({ length: 10 }, () => finding('E005', 'error', 'eval'));
    expect(line(report(many))).toBe(
      'Score 0/100: eval −120 (E005 ×10) (raw penalty 120: 10 errors and 0 warnings left; the score stops at 0).',
    );
    expect(line(report([], ['structure', 'static']))).toBe(
      'Score 100/100: nothing lost; probe did not run, eval did not run.',
    );
  });

  it("puts each finding in its category's layer, from the format's table", () => {
    const r = report([finding('L-1', 'error', 'structure'), finding('M1', 'warn', 'manifest')]);
    expect(line(r)).toBe('Score 84/100: structure −12 (L-1), static −4 (M1).');
  });
});

describe('below 0, the line still shows progress', () => {
  it('fixing errors the score cannot show lowers the raw penalty and the count left', () => {
    const errors = (n: number) => Array.from({ length: n }, () => finding('E005', 'error', 'eval'));
    const warns = Array.from({ length: 3 }, () => finding('P004', 'warn', 'policy'));
    const before = line(report([...errors(16), ...warns]));
    const after = line(report([...errors(10), ...warns]));
    expect(before).toContain('raw penalty 204: 16 errors and 3 warnings left');
    expect(after).toContain('raw penalty 132: 10 errors and 3 warnings left');
    expect(after.startsWith('Score 0/100')).toBe(true);
  });
});

describe('readyVerdict', () => {
  const suppressedReport = (suppressed: number, extraWarns = 0) => {
    const warns = Array.from({ length: suppressed }, () => finding('P004', 'warn', 'policy'));
    return {
      ...report(Array.from({ length: extraWarns }, () => finding('M1', 'warn', 'manifest'))),
      suppressed: warns.map((f) => ({ finding: f, reason: 'the CLI never prompts' })),
      // The spec score counts the suppressed warnings too: 100 - 4 per warning.
      ready: false,
    };
  };

  it('is Ready on the spec score alone', () => {
    expect(readyVerdict(report([]))).toEqual({ ready: true, label: 'Ready' });
  });

  it('counts suppressions with a reason the way the spec counts findings, and says so', () => {
    expect(readyVerdict(suppressedReport(3, 1))).toEqual({ ready: true, label: 'Ready: 96 with 3 suppressed' });
  });

  it('is Not ready when what is left is not ready either, or nothing is suppressed', () => {
    const errorLeft = { ...suppressedReport(2), counts: { error: 1, warn: 0, info: 0 } };
    expect(readyVerdict(errorLeft)).toEqual({ ready: false, label: 'Not ready' });
    expect(readyVerdict({ ...report([]), ready: false })).toEqual({ ready: false, label: 'Not ready' });
  });
});
