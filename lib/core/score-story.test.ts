import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { createReport, type LayerRecord } from './report';
import { scoreLine } from './score-story';

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
    expect(line(report(many))).toBe('Score 0/100: eval −120 (E005 ×10) (they add up to 120; the score stops at 0).');
    expect(line(report([], ['structure', 'static']))).toBe(
      'Score 100/100: nothing lost; probe did not run, eval did not run.',
    );
  });

  it("puts each finding in its category's layer, from the format's table", () => {
    const r = report([finding('L-1', 'error', 'structure'), finding('M1', 'warn', 'manifest')]);
    expect(line(r)).toBe('Score 84/100: structure −12 (L-1), static −4 (M1).');
  });
});
