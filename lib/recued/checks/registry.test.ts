import { describe, expect, it } from 'vitest';
import { COMPOSITION_RULES, ENGINE_RULES, RECUED_RULES, RECUED_RULE_IDS } from './index';

/** The composition checks the rule pages document, in the rule index's order (the engine's own three first). */
const DOCUMENTED = [
  'C-json-syntax',
  'C-schema',
  'C-check-crashed',
  'C-manifest-version',
  'C-artifact-type',
  'C-publisher-handle',
  'C-connection-requirements',
  'C-trust-summary',
  'C-one-ingredient',
  'C-operation-ingredient',
  'C-base-origin-only',
  'C-cli-closed',
  'C-version-format',
  'C-version-order',
  'C-version-outside',
  'C-probe-version-only',
  'C-install-entry-shape',
  'C-install-manager',
  'C-install-package',
  'C-install-systems',
  'C-install-docs',
  'C-path-variable',
  'C-secret-in-binding',
  'C-read-method',
  'C-write-without-approval',
  'C-unbounded-needs-progress',
  'C-progress-contract',
  'C-progress-adapter',
  'C-stall-before-timeout',
  'C-first-output-before-stall',
  'C-detached-supervision',
  'C-readiness-kind',
  'C-detached-output',
  'C-hint-count',
  'C-hint-entry-keys',
  'C-hint-requirements-field',
  'C-hint-connection',
  'C-hint-key',
  'C-hint-endpoint',
  'C-hint-setup-url',
  'C-hint-length',
  'C-hint-secret',
  'C-hostile-text',
];

/** What only Recued's registry promises (every format's rule files, pages and examples: lib/formats/rule-registry.test.ts). */
describe('the Recued rule registry', () => {
  it('registers exactly the documented checks, in order, each once', () => {
    expect(RECUED_RULE_IDS).toEqual(DOCUMENTED);
  });

  it("files the engine's own findings under structure and every check under composition", () => {
    expect(Object.values(ENGINE_RULES).map((r) => [r.meta.id, r.meta.category])).toEqual([
      ['C-json-syntax', 'structure'],
      ['C-schema', 'structure'],
      ['C-check-crashed', 'structure'],
    ]);
    for (const rule of COMPOSITION_RULES) expect(rule.meta.category, rule.meta.id).toBe('composition');
  });

  it.each(DOCUMENTED)('%s has a complete page', (id) => {
    const { meta } = RECUED_RULES.find((r) => r.meta.id === id)!;
    expect(meta.url).toBe(`/rules/${id}`);
    for (const field of ['title', 'checks', 'why', 'incorrect', 'correct', 'fix'] as const)
      expect(meta.docs[field]?.length ?? 0, field).toBeGreaterThan(3);
    expect(meta.docs.incorrect).not.toBe(meta.docs.correct);
  });
});
