import { describe, expect, it } from 'vitest';
import { applyChanges, type RuleExample } from '../core/example';
import { SUPPRESSIONS_FILE } from '../core/suppressions-file';
import { hcpFormat } from '../formats/hcp';
import { HCP_EXAMPLE_BASE } from '../hcp/rules/example';
import { packTexts } from '../hcp/rules/testing';
import { SUPPRESSION_RULE_METAS } from './rules';

/** packstudio.json's own findings, as the HCP format's check reports them for ledger with one side's change applied. */
const base = packTexts(HCP_EXAMPLE_BASE.name);
const findingsWith = (changes: RuleExample['incorrect']) => {
  const texts = applyChanges(base, changes);
  return hcpFormat.check(hcpFormat.load(texts, HCP_EXAMPLE_BASE.name), {}).findings;
};

describe("the suppression kinds' examples run through the engine", () => {
  it(`${HCP_EXAMPLE_BASE.name} has no ${SUPPRESSIONS_FILE} and no finding`, () => {
    expect(base[SUPPRESSIONS_FILE as keyof typeof base]).toBeUndefined();
    expect(findingsWith({})).toEqual([]);
  });

  for (const meta of SUPPRESSION_RULE_METAS) {
    const example = meta.docs.example as RuleExample | undefined;
    it(`${meta.id}: incorrect fires on ${SUPPRESSIONS_FILE}, correct stays silent`, () => {
      expect(example, `${meta.id} has a runnable example`).toBeDefined();
      const fired = findingsWith(example!.incorrect).filter((f) => f.id === meta.id);
      expect(fired.length).toBeGreaterThan(0);
      expect(fired.every((f) => f.file === SUPPRESSIONS_FILE && f.pointer.startsWith('/suppressions'))).toBe(true);
      expect(findingsWith(example!.correct).filter((f) => f.id === meta.id)).toEqual([]);
    });
  }
});
