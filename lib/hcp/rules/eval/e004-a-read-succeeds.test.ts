import { describe, expect, it } from 'vitest';
import { e004AReadSucceeds } from './e004-a-read-succeeds';
import { evalCases, findingsOf, ledger, outcome } from './testing';

const failedRead = outcome({ passed: false, error: 'output lacks "x"' });
const refusedWrite = outcome({ verb: 'transfer', expectsOk: false, index: 3 });

describe('E004 at least one read succeeds', () => {
  evalCases(e004AReadSucceeds, [
    { name: 'a passing read is silent', texts: ledger, outcomes: [outcome()], expect: [] },
    { name: 'the layer not run is silent', texts: ledger, outcomes: null, expect: [] },
    {
      name: 'one passing read among failing ones is enough',
      texts: ledger,
      outcomes: [failedRead, outcome({ index: 1 })],
      expect: [],
    },
    {
      name: 'reads that expect success all failing warn, at /cases',
      texts: ledger,
      outcomes: [failedRead, refusedWrite],
      expect: [['E004', '/cases', 'warn']],
    },
    {
      name: 'no read expecting success warns',
      texts: ledger,
      outcomes: [refusedWrite],
      expect: [['E004', '/cases', 'warn']],
    },
    {
      name: 'a read expecting failure does not count',
      texts: ledger,
      outcomes: [outcome({ expectsOk: false })],
      expect: [['E004', '/cases', 'warn']],
    },
  ]);

  it('counts the failing reads, or offers a read case', () => {
    expect(findingsOf(e004AReadSucceeds, ledger, [failedRead, refusedWrite])[0].message).toBe(
      'No read succeeds: 1 case(s) expect a read to succeed and none passed.',
    );
    const [f] = findingsOf(e004AReadSucceeds, ledger, [refusedWrite]);
    expect(f.message).toBe('No case runs a read expecting success.');
    expect(f.fix).toContain('"verb":"setup.status"');
  });
});
