import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPOSITION_RULES, ENGINE_RULES, RECUED_RULES, RECUED_RULE_IDS } from './index';

/** The rule files of this folder, one rule a file (`c-cli-closed.ts` holds C-cli-closed): read from disk, not restated. */
const RULE_FILE_IDS = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
  .filter((name) => /^c-[a-z0-9-]+\.ts$/.test(name))
  .map((name) => `C-${name.slice(2, -3)}`);

/** What only Recued's registry promises (every format's rule files, pages and examples: lib/formats/rule-registry.test.ts). */
describe('the Recued rule registry', () => {
  it('registers the rule of every rule file, each once, and no rule without its file', () => {
    expect([...RECUED_RULE_IDS].sort()).toEqual([...RULE_FILE_IDS].sort());
    expect(new Set(RECUED_RULE_IDS).size, 'an id registered twice').toBe(RECUED_RULE_IDS.length);
  });

  it("files the engine's own findings under structure and every check under composition", () => {
    expect(Object.values(ENGINE_RULES).map((r) => [r.meta.id, r.meta.category])).toEqual([
      ['C-json-syntax', 'structure'],
      ['C-schema', 'structure'],
      ['C-check-crashed', 'structure'],
    ]);
    for (const rule of COMPOSITION_RULES) expect(rule.meta.category, rule.meta.id).toBe('composition');
  });

  it.each(RECUED_RULE_IDS)('%s has a complete page', (id) => {
    const { meta } = RECUED_RULES.find((r) => r.meta.id === id)!;
    expect(meta.url).toBe(`/rules/${id}`);
    for (const field of ['title', 'checks', 'why', 'incorrect', 'correct', 'fix'] as const)
      expect(meta.docs[field]?.length ?? 0, field).toBeGreaterThan(3);
    expect(meta.docs.incorrect).not.toBe(meta.docs.correct);
  });
});
