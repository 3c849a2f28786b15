import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { withLead } from './fixtures';
import { s003LeadLength } from './s003-lead-length';

const ledger = packTexts('ledger');
const lead = (n: number) => `No login needed. ${'x'.repeat(n - 17)}`;

describe('S003 The lead fits the ~480 characters hosts load', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s003LeadLength, texts)).toEqual([]);
  });

  it('accepts exactly 480 characters', () => {
    expect(findingsOf(s003LeadLength, withLead(ledger, lead(480)))).toEqual([]);
  });

  it('warns at 481 characters, naming the count and the line', () => {
    const [f, ...rest] = findingsOf(s003LeadLength, withLead(ledger, lead(523)));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'HARNESS.md',
      line: 3,
      message: 'The lead is 523 characters; hosts load about 480, so 43 are cut.',
      fix: 'Shorten the paragraph at line 3 to at most 480 characters (cut 43), moving details into a section below.',
    });
  });

  it('counts an em dash as one character', () => {
    expect(findingsOf(s003LeadLength, withLead(ledger, `${lead(479)}—`))).toEqual([]);
  });
});
