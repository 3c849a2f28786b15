import { describe, expect, it } from 'vitest';
import type { Finding, Severity } from './finding';
import { gradeOf, scoreOf, summarize } from './score';
import { HCP_CATEGORIES } from '../formats/hcp/categories';

const f = (severity: Severity, category: Finding['category'] = 'manifest'): Finding => ({
  id: 'X',
  severity,
  category,
  file: 'surface.json',
  pointer: '',
  line: 1,
  column: 1,
  message: 'm',
  fix: 'f',
  docs: '/rules/X',
});

describe('score', () => {
  it('costs 12 per error, 4 per warning, nothing per info, never below 0', () => {
    expect(scoreOf([])).toBe(100);
    expect(scoreOf([f('error'), f('warn'), f('info')])).toBe(84);
    expect(scoreOf(Array.from({ length: 9 }, () => f('error')))).toBe(0);
  });

  it('grades A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, F below, and caps at D on any error', () => {
    expect([95, 85, 75, 65, 10].map((s) => gradeOf(s, false))).toEqual(['A', 'B', 'C', 'D', 'F']);
    expect(gradeOf(88, true)).toBe('D');
    expect(gradeOf(50, true)).toBe('F');
  });

  it('is ready at 90 or more with no error, and scores each category alone', () => {
    const s = summarize([f('warn', 'skill'), f('warn', 'skill'), f('error', 'policy')], HCP_CATEGORIES);
    expect(s).toMatchObject({ score: 80, grade: 'D', ready: false, counts: { error: 1, warn: 2, info: 0 } });
    expect(s.categories).toEqual({ structure: 100, manifest: 100, policy: 88, skill: 92, probe: 100, eval: 100 });
    expect(summarize([f('warn'), f('warn')], HCP_CATEGORIES).ready).toBe(true);
  });
});
