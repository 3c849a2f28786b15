import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { findingsOf, packTexts } from '../testing';
import { withCommand, withRow } from './fixtures';
import { p005SetupConnectWrites } from './p005-setup-connect-writes';

const ledger = packTexts('ledger');

describe('P005 connect and setup.* changes are writes', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(p005SetupConnectWrites, texts)).toEqual([]);
  });

  it('warns on setup.apply marked read', () => {
    const [f, ...rest] = findingsOf(p005SetupConnectWrites, withRow(ledger, 'setup.apply', { risk: 'read' }));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'policy.json',
      pointer: '/verbs/setup.apply/risk',
      message: '"setup.apply" changes the setup or a connection but policy.json marks it "read".',
      fix: 'In policy.json set "setup.apply": { "risk": "write" }.',
    });
  });

  it.each(['connect', 'disconnect', 'bank.connect', 'setup', 'setup.reset'])('warns on %s marked read', (key) => {
    const texts =
      key === 'connect' ? withRow(ledger, key, { risk: 'read' }) : withCommand(ledger, key, { risk: 'read' });
    expect(findingsOf(p005SetupConnectWrites, texts)).toMatchObject([
      { pointer: `/verbs/${key}/risk`, message: expect.stringContaining(`"${key}"`) },
    ]);
  });

  it.each(['setup.check', 'setup.doctor', 'connect.status'])('lets %s read', (key) => {
    expect(findingsOf(p005SetupConnectWrites, withCommand(ledger, key, { risk: 'read' }))).toEqual([]);
  });
});
