import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { createReport, type LayerRecord } from './report';
import { layerOf, scoreLine } from './score-story';

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
const report = (findings: Finding[], layers = ['structure', 'static', 'probe', 'eval']) =>
  createReport({ pack_id: 'p', format: 'hcp', scored: true, findings, layers: ran(layers) });

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
    expect(scoreLine(r)).toBe('Score 64/100: probe −24 (R006 ×2), static −8 (P004, P006), eval −4 (E004).');
  });

  it('says when the deductions pass 100, and which layers did not run', () => {
    const many = Array.from({ length: 10 }, () => finding('E005', 'error', 'eval'));
    expect(scoreLine(report(many))).toBe(
      'Score 0/100: eval −120 (E005 ×10) (they add up to 120; the score stops at 0).',
    );
    expect(scoreLine(report([], ['structure', 'static']))).toBe(
      'Score 100/100: nothing lost; probe did not run, eval did not run.',
    );
  });

  it('puts lint in structure, probe and eval rules in their layers, every other rule in static', () => {
    expect(
      ['structure', 'manifest', 'policy', 'skill', 'probe', 'eval'].map((c) =>
        layerOf({ category: c as Finding['category'] }),
      ),
    ).toEqual(['structure', 'static', 'static', 'static', 'probe', 'eval']);
  });
});
