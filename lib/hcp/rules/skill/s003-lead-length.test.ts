import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts, ruleCases } from '../testing';
import { withLead } from './fixtures';
import { s003LeadLength } from './s003-lead-length';

const ledger = packTexts('ledger');
const lead = (n: number) => `No login needed. ${'x'.repeat(n - 17)}`;
const TITLE = 'HCP — Ledger';

describe('S003 The lead fits the ~480 characters hosts load', () => {
  ruleCases(s003LeadLength, [
    ...EXAMPLE_PACKS.map(({ name, texts }) => ({ name: `${name} as shipped is silent`, texts, expect: [] })),
    { name: 'exactly 480 characters (the bound) is silent', texts: withLead(ledger, lead(480)), expect: [] },
    {
      name: '481 characters warn, at the title',
      texts: withLead(ledger, lead(481)),
      expect: [['S003', TITLE, 'warn']],
    },
    { name: 'an em dash counts as one character', texts: withLead(ledger, `${lead(479)}—`), expect: [] },
    { name: "no lead at all is S002's, not S003's", texts: withLead(ledger, ''), expect: [] },
  ]);

  it('names the count, the cut and the line, from its options', () => {
    const [f] = findingsOf(s003LeadLength, withLead(ledger, lead(523)));
    expect(f).toMatchObject({
      line: 3,
      message: 'The lead is 523 characters; hosts load about 480, so 43 are cut.',
      fix: 'Shorten the paragraph at line 3 to at most 480 characters (cut 43), moving details into a section below.',
    });
  });
});
