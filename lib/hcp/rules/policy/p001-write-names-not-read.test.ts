import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { withCommand, withRow } from './fixtures';
import { p001WriteNamesNotRead } from './p001-write-names-not-read';

const ledger = packTexts('ledger');

describe('P001 A command named like a write is not read', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(p001WriteNamesNotRead, texts)).toEqual([]);
  });

  it('warns on a write-named command marked read', () => {
    const [f, ...rest] = findingsOf(p001WriteNamesNotRead, withCommand(ledger, 'payee.update', { risk: 'read' }));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'policy.json',
      pointer: '/verbs/payee.update/risk',
      message: '"payee.update" is named like a write ("update") but policy.json marks it "read".',
      fix: 'In policy.json set "payee.update": { "risk": "write" }, or rename the command if it only reads.',
    });
    expect(f.line).toBeGreaterThan(1);
  });

  it('is an error for risky names, and the fix carries the confirm they need', () => {
    const [del] = findingsOf(p001WriteNamesNotRead, withCommand(ledger, 'entry.delete', { risk: 'read' }));
    expect(del).toMatchObject({ severity: 'error', pointer: '/verbs/entry.delete/risk', message: expect.stringContaining('("delete")') });
    expect(del.fix).toContain('"entry.delete": { "risk": "write", "confirm": true }');
    const [pay] = findingsOf(p001WriteNamesNotRead, withRow(ledger, 'transfer', { risk: 'read' }));
    expect(pay).toMatchObject({ severity: 'error', pointer: '/verbs/transfer/risk' });
    expect(pay.fix).toContain('"transfer": { "risk": "write", "confirm": "always" }');
  });

  it('reads a family by its last segment: release.list is a read', () => {
    expect(findingsOf(p001WriteNamesNotRead, withCommand(ledger, 'release.list', { risk: 'read' }))).toEqual([]);
  });

  it('leaves setup and connect changes to P005', () => {
    expect(findingsOf(p001WriteNamesNotRead, withRow(ledger, 'setup.apply', { risk: 'read' }))).toEqual([]);
    expect(findingsOf(p001WriteNamesNotRead, withRow(ledger, 'connect', { risk: 'read' }))).toEqual([]);
  });

  it('never throws on a policy row of the wrong type', () => {
    expect(findingsOf(p001WriteNamesNotRead, withRow(ledger, 'transfer', 'read' as never))).toEqual([]);
  });
});
