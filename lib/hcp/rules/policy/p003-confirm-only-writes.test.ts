import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { withRow } from './fixtures';
import { p003ConfirmOnlyWrites } from './p003-confirm-only-writes';

const ledger = packTexts('ledger');

describe('P003 confirm only on writes', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(p003ConfirmOnlyWrites, texts)).toEqual([]);
  });

  it('is an error on a read that carries confirm, pointing at the confirm', () => {
    const [f, ...rest] = findingsOf(p003ConfirmOnlyWrites, withRow(ledger, 'list', { risk: 'read', confirm: true }));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'error',
      file: 'policy.json',
      pointer: '/verbs/list/confirm',
      message: '"list" is "read" but carries "confirm": true.',
      fix: 'In policy.json set "list": { "risk": "read" }; if "list" changes something, set "list": { "risk": "write", "confirm": true } instead.',
    });
    expect(f.line).toBeGreaterThan(1);
  });

  it('names "always" too, and stays silent on writes', () => {
    const [f] = findingsOf(p003ConfirmOnlyWrites, withRow(ledger, 'status', { risk: 'read', confirm: 'always' }));
    expect(f.message).toContain('"confirm": "always"');
    expect(findingsOf(p003ConfirmOnlyWrites, withRow(ledger, 'connect', { risk: 'write', confirm: true }))).toEqual([]);
  });
});
