import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyChanges, isAtTheChange, type FileChanges, type RuleExample } from '@/lib/core/example';
import type { Finding } from '@/lib/core/finding';
import { RECUED_FILE } from '@/lib/formats/recued/files';
import { checkComposition } from '../check';
import { RECUED_EXAMPLE_BASES, type RecuedExampleBase } from './example';
import { RECUED_RULES } from './index';

/**
 * Every Recued check's page example, run through the engine: each side is a change to a known-good composition in
 * packs/ (each base is silent, asserted first); the incorrect side must raise the check at the pointer it changes,
 * (or above or under it, or where the example says), and the correct side must not raise it.
 */

/** Checks whose page cannot hold a runnable example, each with its reason. Keep this short. */
const WITHOUT_EXAMPLE: Readonly<Record<string, string>> = {
  'C-check-crashed':
    'the engine reports it only when one of its own checks throws, and no document makes one throw (robustness.test.ts asserts that); a document that did would be a bug to fix, not an example to keep',
};

const baseText = (base: string) =>
  readFileSync(fileURLToPath(new URL(`../../../packs/${base}/${RECUED_FILE}`, import.meta.url)), 'utf8');

function findingsOn(id: string, base: string, changes: FileChanges): Finding[] {
  const text = applyChanges({ [RECUED_FILE]: baseText(base) }, changes)[RECUED_FILE] ?? '';
  return checkComposition(text).findings.filter((f) => f.id === id);
}

const withExample = RECUED_RULES.filter((r) => r.meta.docs.example);

describe('Recued check examples, run through the engine', () => {
  it('gives every check a runnable example, except the few listed with a reason', () => {
    expect(RECUED_RULES).toHaveLength(42);
    expect(RECUED_RULES.filter((r) => !r.meta.docs.example).map((r) => r.meta.id)).toEqual(
      Object.keys(WITHOUT_EXAMPLE),
    );
  });

  it.each(RECUED_EXAMPLE_BASES)('the base %s is silent on every check', (base: RecuedExampleBase) => {
    expect(checkComposition(baseText(base)).findings).toEqual([]);
  });

  it.each(withExample.map((r) => [r.meta.id, r.meta.docs.example!] as const))(
    '%s: the incorrect example fires at its change, the correct one stays silent',
    (id, example: RuleExample) => {
      const incorrect = findingsOn(id, example.base, example.incorrect);
      expect(incorrect.length, `${id} on its incorrect example`).toBeGreaterThan(0);
      expect(
        incorrect.some((f) => isAtTheChange(f, example)),
        JSON.stringify(incorrect.map((f) => f.pointer)),
      ).toBe(true);
      expect(findingsOn(id, example.base, example.correct)).toEqual([]);
    },
  );
});
