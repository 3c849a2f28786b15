import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from './finding';
import { createReport, isScored, layersNotRun, ran } from './report';
import { noScoreNote } from './unparsed';
import { HCP_CATEGORIES } from '../formats/hcp/categories';

const finding = (severity: Severity, category: Finding['category'] = 'manifest'): Finding => ({
  id: 'M001',
  severity,
  category,
  file: 'surface.json',
  pointer: '',
  line: 1,
  column: 1,
  message: 'm',
  fix: 'f',
  docs: '/rules/M001',
});

describe('createReport', () => {
  it('a scored format: score, grade, ready and categories from the findings, and counts', () => {
    const report = createReport({
      pack_id: 'p',
      format: 'hcp',
      scoredCategories: HCP_CATEGORIES,
      findings: [finding('error'), finding('warn', 'policy')],
      layers: [ran('static')],
    });
    expect(report).toMatchObject({
      pack_id: 'p',
      format: 'hcp',
      ok: false,
      score: 84,
      grade: 'D',
      ready: false,
      counts: { error: 1, warn: 1, info: 0 },
    });
    expect(report.categories).toMatchObject({ manifest: 88, policy: 96, eval: 100 });
    expect(isScored(report)).toBe(true);
    // No section given, none carried: a format's sections are its own (lib/formats/<id> reportSections).
    expect(report.sections).toEqual({});
  });

  it('a format that does not score: score, grade, ready and categories are null; ok and counts still say', () => {
    const report = createReport({
      pack_id: 'c',
      format: 'recued',
      scoredCategories: null,
      findings: [finding('warn')],
      layers: [ran('static')],
    });
    expect(report).toMatchObject({
      ok: true,
      score: null,
      grade: null,
      ready: null,
      categories: null,
      counts: { error: 0, warn: 1, info: 0 },
    });
    expect(isScored(report)).toBe(false);
  });

  it('layersNotRun lists only the layers asked for that could not run', () => {
    const report = createReport({
      pack_id: 'p',
      format: 'hcp',
      scoredCategories: HCP_CATEGORIES,
      findings: [],
      layers: [
        ran('static'),
        { layer: 'probe', status: 'not_run', reason: 'not allow-listed' },
        { layer: 'eval', status: 'not_requested', reason: 'off' },
      ],
    });
    expect(layersNotRun(report)).toEqual([{ layer: 'probe', status: 'not_run', reason: 'not allow-listed' }]);
  });
});

describe('ready and layers that did not run', () => {
  it('a clean pack is ready only when every layer asked for ran; one left off on purpose does not count', () => {
    const base = { pack_id: 'p', format: 'hcp' as const, scoredCategories: HCP_CATEGORIES, findings: [] };
    expect(
      createReport({
        ...base,
        layers: [ran('static'), { layer: 'probe', status: 'not_requested', reason: 'not asked for' }],
      }).ready,
    ).toBe(true);
    const unproven = createReport({
      ...base,
      layers: [ran('static'), { layer: 'probe', status: 'not_run', reason: 'sandbox: bin "x" not allowlisted' }],
    });
    expect(unproven.score).toBe(100);
    expect(unproven.ready).toBe(false);
  });
});

describe('no score while a JSON file does not parse', () => {
  it('gives no number (never a better one) and is not ready, naming the file', () => {
    const broken = {
      id: 'L-invalid_json',
      severity: 'error' as const,
      category: 'structure' as const,
      file: 'surface.json' as const,
      pointer: '',
      line: 1,
      column: 9,
      message: 'does not parse',
      fix: 'Fix it.',
      docs: '',
    };
    const report = createReport({
      pack_id: 'p',
      format: 'hcp',
      scoredCategories: HCP_CATEGORIES,
      findings: [broken],
      layers: [ran('structure'), ran('static')],
    });
    expect(report).toMatchObject({ score: null, grade: null, categories: null, ready: false, ok: false });
    expect(noScoreNote(report.findings)).toBe('no score until surface.json parses');
  });
});
