import { describe, expect, it } from 'vitest';
import { joinSentences, sentences } from '../../command-text';
import { editJson, findingsOf, packTexts } from '../testing';
import { m006DescriptionOneSentence } from './m006-description-one-sentence';

const ledger = packTexts('ledger');

describe('M006 descriptions stay one sentence', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m006DescriptionOneSentence, ledger)).toEqual([]);
    expect(findingsOf(m006DescriptionOneSentence, packTexts('transit'))).toEqual([]);
  });

  it('notes a two-sentence description and proposes it as one', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.transfer.description = 'Pay a saved payee. Refused until a person confirms the amount and payee.';
    });
    const [f] = findingsOf(m006DescriptionOneSentence, texts);
    expect(f).toMatchObject({
      id: 'M006',
      severity: 'info',
      file: 'surface.json',
      pointer: '/verbs/transfer/description',
    });
    expect(f.message).toContain('"transfer" has 2 sentences: "Pay a saved payee."');
    expect(f.fix).toContain(
      '"description": "Pay a saved payee; refused until a person confirms the amount and payee."',
    );
  });

  it('does not split inside code spans, numbers, file names or after e.g.', () => {
    expect(sentences('Pay 2.80 EUR to a payee, e.g. demo-transit, with `ledger.mjs pay. now`.')).toHaveLength(1);
    expect(sentences('Report whether the store is set up. Idempotent.')).toEqual([
      'Report whether the store is set up.',
      'Idempotent.',
    ]);
    expect(sentences('First line\nsecond line')).toHaveLength(2);
    expect(sentences('')).toEqual([]);
  });

  it('keeps acronyms in capitals when joining', () => {
    expect(joinSentences(['List entries.', 'JSON only.'])).toBe('List entries; JSON only.');
  });
});
