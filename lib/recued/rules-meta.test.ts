import { describe, expect, it } from 'vitest';
import { CHECKS } from './checks';
import { RECUED_RULE_IDS } from './rule-ids';
import { RULES_META, ruleMeta } from './rules-meta';

describe('rules-meta', () => {
  it.each(RECUED_RULE_IDS)('%s has a complete page', (id) => {
    const meta = ruleMeta(id);
    expect(meta.docs).toBe(`/rules/${id}`);
    for (const field of ['title', 'checks', 'why', 'incorrect', 'correct', 'fix'] as const) expect(meta[field].length, field).toBeGreaterThan(3);
    expect(meta.incorrect).not.toBe(meta.correct);
  });
  it('every rule but the engine\'s own has a check, and every check a page', () => {
    const engine = ['C-json-syntax', 'C-schema', 'C-check-crashed'];
    expect(Object.keys(CHECKS).sort()).toEqual(RECUED_RULE_IDS.filter((id) => !engine.includes(id)).sort());
    expect(Object.keys(RULES_META).sort()).toEqual([...RECUED_RULE_IDS].sort());
  });
  it('snippets without placeholders are valid JSON', () => {
    for (const [id, meta] of Object.entries(RULES_META))
      for (const snippet of id === 'C-json-syntax' ? [meta.correct] : [meta.incorrect, meta.correct]) if (!snippet.includes('…') && snippet.startsWith('{')) expect(() => JSON.parse(snippet), snippet).not.toThrow();
  });
});
