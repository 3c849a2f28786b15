import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { createReport, type LayerRecord } from './report';
import { isFullCheck, scoreRecordOf, scoreStory } from './score-story';

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
const report = (findings: Finding[], layers = ['structure', 'static', 'probe', 'eval'], suppressed: Finding[] = []) =>
  createReport({
    pack_id: 'p',
    format: 'hcp',
    scoredCategories: CATEGORIES.map((c) => c.id),
    findings,
    layers: ran(layers),
    suppressed: suppressed.map((f) => ({ finding: f, reason: 'the CLI never prompts' })),
  });
const story = (r: ReturnType<typeof report>) => scoreStory(scoreRecordOf(r, CATEGORIES));
const line = (r: ReturnType<typeof report>) => story(r).line;

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

describe('the verdict', () => {
  const warns = (n: number) => Array.from({ length: n }, () => finding('P004', 'warn', 'policy'));

  it('is Ready on the spec score alone', () => {
    expect(story(report([])).verdict).toEqual({ ready: true, label: 'Ready' });
  });

  it('counts suppressions with a reason the way the spec counts findings, and says so', () => {
    // The spec score counts the 3 suppressed warnings too (88, not ready); what is left scores 96.
    const r = report([finding('M1', 'warn', 'manifest')], undefined, warns(3));
    expect(r.score).toBe(84);
    expect(story(r).verdict).toEqual({ ready: true, label: 'Ready: 96 with 3 suppressed' });
  });

  it('is Not ready when what is left is not ready either, or nothing is suppressed', () => {
    expect(story(report([finding('M1', 'error', 'manifest')], undefined, warns(2))).verdict).toEqual({
      ready: false,
      label: 'Not ready',
    });
    expect(story(report(warns(3))).verdict).toEqual({ ready: false, label: 'Not ready' });
  });
});

describe('one record, one story', () => {
  it('counts suppressed findings in the breakdown, as the spec score does, and keeps them apart in the counts', () => {
    const r = report([finding('R006', 'error', 'probe')], undefined, [finding('P004', 'warn', 'policy')]);
    const s = story(r);
    expect(s.score).toBe(84);
    expect(s.line).toBe('Score 84/100: probe −12 (R006), static −4 (P004).');
    expect(s.counts).toEqual({ error: 1, warn: 0, info: 0 });
    expect(s.suppressed).toBe(1);
    expect(s.afterSuppressions).toEqual({ score: 88, grade: 'D' });
  });

  it('reads the same from the record as stored and read back (JSON), so a reload tells the same story', () => {
    const r = report([finding('R006', 'error', 'probe'), finding('E1', 'warn', 'eval')], undefined, [
      finding('P004', 'warn', 'policy'),
    ]);
    const record = scoreRecordOf(r, CATEGORIES);
    expect(scoreStory(JSON.parse(JSON.stringify(record)))).toEqual(scoreStory(record));
  });

  it('calls a check full when it asked for probe and eval, even when one could not run', () => {
    expect(isFullCheck(ran(['structure', 'static', 'probe']))).toBe(true);
    const leftOff = ran(['structure', 'static', 'probe']).map((l) =>
      l.layer === 'eval' ? { ...l, status: 'not_requested' as const } : l,
    );
    expect(isFullCheck(leftOff)).toBe(false);
    expect(story(report([], ['structure', 'static', 'probe'])).full).toBe(true);
  });

  it("calls a check full when it asked for every optional layer the report lists, whatever the format's layers", () => {
    const measure = (status: LayerRecord['status']): LayerRecord[] => [
      { layer: 'static', status: 'ran' },
      { layer: 'measure', status, ...(status === 'ran' ? {} : { reason: 'r' }) },
    ];
    expect(isFullCheck(measure('ran'))).toBe(true);
    expect(isFullCheck(measure('not_run'))).toBe(true);
    expect(isFullCheck(measure('not_requested'))).toBe(false);
    // A format with no optional layer has no full check: its static check is all it runs.
    expect(isFullCheck([{ layer: 'static', status: 'ran' }])).toBe(false);
  });
});
