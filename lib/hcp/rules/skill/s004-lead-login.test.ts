import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { withLead } from './fixtures';
import { s004LeadLogin } from './s004-lead-login';

const ledger = packTexts('ledger');

describe('S004 The lead says whether login is needed', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s004LeadLogin, texts)).toEqual([]);
  });

  it('warns when the lead says nothing about login', () => {
    const [f, ...rest] = findingsOf(
      s004LeadLogin,
      withLead(ledger, 'Ledger keeps a local paper ledger: read the balance and pay a saved payee.'),
    );
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'HARNESS.md',
      line: 3,
      message: 'The lead (line 3) does not say whether login is needed.',
    });
  });

  it.each([
    'No login needed.',
    'Log in first with connect.',
    'You must sign in to the bank.',
    'Needs an API key in LEDGER_KEY.',
    'Uses your gh auth token.',
    'Credentials come from the keyring.',
  ])('accepts "%s"', (sentence) => {
    expect(findingsOf(s004LeadLogin, withLead(ledger, `Ledger keeps a paper ledger. ${sentence}`))).toEqual([]);
  });
});
