import { describe, expect, it } from 'vitest';
import { checkComposition } from '../check';
import { httpPackValue } from '../test-fixtures';
import { RECUED_RULES } from './index';

/**
 * The rule pages' examples, run through the engine as written: for the checks whose snippets are envelope fields,
 * the snippet is parsed and laid over a clean composition. The incorrect one must fire the rule, the correct one not.
 */
const ENVELOPE_RULES = ['C-manifest-version', 'C-artifact-type', 'C-publisher-handle', 'C-connection-requirements', 'C-trust-summary'];

const idsOn = (snippet: string) => {
  const pack = { ...httpPackValue(), ...JSON.parse(snippet) };
  return checkComposition(JSON.stringify(pack, null, 2)).findings.map((f) => f.id);
};

describe('Recued rule examples, run through the engine', () => {
  it('has a clean base', () => {
    expect(checkComposition(JSON.stringify(httpPackValue())).findings).toEqual([]);
  });

  it.each(ENVELOPE_RULES)('%s: the incorrect example fires, the correct one stays silent', (id) => {
    const { docs } = RECUED_RULES.find((r) => r.meta.id === id)!.meta;
    expect(idsOn(docs.incorrect)).toContain(id);
    expect(idsOn(docs.correct)).not.toContain(id);
  });
});
