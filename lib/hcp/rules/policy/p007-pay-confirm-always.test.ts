import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { withCommand, withRow } from './fixtures';
import { p007PayConfirmAlways } from './p007-pay-confirm-always';

const ledger = packTexts('ledger');

describe('P007 Commands that pay or transfer use confirm "always"', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(p007PayConfirmAlways, texts)).toEqual([]);
  });

  it('notes confirm true on transfer, pointing at the confirm', () => {
    const [f, ...rest] = findingsOf(
      p007PayConfirmAlways,
      withRow(ledger, 'transfer', { risk: 'write', confirm: true }),
    );
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'info',
      file: 'policy.json',
      pointer: '/verbs/transfer/confirm',
      message: '"transfer" moves money ("transfer") but has "confirm": true; access mode run would not ask.',
      fix: 'In policy.json set "transfer": { "risk": "write", "confirm": "always" }.',
    });
  });

  it('points at the row when confirm is missing, and covers refund', () => {
    const [f] = findingsOf(p007PayConfirmAlways, withCommand(ledger, 'entry.refund', { risk: 'write' }));
    expect(f).toMatchObject({
      pointer: '/verbs/entry.refund',
      message: expect.stringContaining('("refund") but has no "confirm"'),
    });
  });

  it('leaves other confirm-gated writes alone', () => {
    expect(
      findingsOf(p007PayConfirmAlways, withCommand(ledger, 'entry.delete', { risk: 'write', confirm: true })),
    ).toEqual([]);
  });
});
