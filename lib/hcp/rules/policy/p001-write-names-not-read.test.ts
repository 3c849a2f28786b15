import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts, ruleCases } from '../testing';
import { withCommand, withRow } from './fixtures';
import { p001WriteNamesNotRead } from './p001-write-names-not-read';

const ledger = packTexts('ledger');

describe('P001 A command named like a write is not read', () => {
  ruleCases(p001WriteNamesNotRead, [
    ...EXAMPLE_PACKS.map(({ name, texts }) => ({ name: `${name} as shipped is silent`, texts, expect: [] })),
    {
      name: 'a write-named command marked read warns',
      texts: withCommand(ledger, 'payee.update', { risk: 'read' }),
      expect: [['P001', '/verbs/payee.update/risk', 'warn']],
    },
    {
      name: 'the same command marked write is silent',
      texts: withCommand(ledger, 'payee.update', { risk: 'write' }),
      expect: [],
    },
    {
      name: 'a risky name (delete) escalates to an error',
      texts: withCommand(ledger, 'entry.delete', { risk: 'read' }),
      expect: [['P001', '/verbs/entry.delete/risk', 'error']],
    },
    {
      name: 'a risky name (transfer) escalates to an error',
      texts: withRow(ledger, 'transfer', { risk: 'read' }),
      expect: [['P001', '/verbs/transfer/risk', 'error']],
    },
    {
      name: 'a family is read by its last segment: release.list is a read',
      texts: withCommand(ledger, 'release.list', { risk: 'read' }),
      expect: [],
    },
    { name: "setup changes are P005's", texts: withRow(ledger, 'setup.apply', { risk: 'read' }), expect: [] },
    { name: "connect is P005's", texts: withRow(ledger, 'connect', { risk: 'read' }), expect: [] },
    {
      name: "a policy row of the wrong type is lint's",
      texts: withRow(ledger, 'transfer', 'read' as never),
      expect: [],
    },
  ]);

  it('says which word sounds like a write, and the fix carries the row it needs', () => {
    const [f] = findingsOf(p001WriteNamesNotRead, withCommand(ledger, 'payee.update', { risk: 'read' }));
    expect(f).toMatchObject({
      file: 'policy.json',
      message: '"payee.update" is named like a write ("update") but policy.json marks it "read".',
      fix: 'In policy.json set "payee.update": { "risk": "write" }, or rename the command if it only reads.',
    });
    expect(f.line).toBeGreaterThan(1);
    expect(findingsOf(p001WriteNamesNotRead, withCommand(ledger, 'entry.delete', { risk: 'read' }))[0].fix).toContain(
      '"entry.delete": { "risk": "write", "confirm": true }',
    );
    expect(findingsOf(p001WriteNamesNotRead, withRow(ledger, 'transfer', { risk: 'read' }))[0].fix).toContain(
      '"transfer": { "risk": "write", "confirm": "always" }',
    );
  });
});
