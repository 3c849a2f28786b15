import { describe, expect, it } from 'vitest';
import { e004AReadSucceeds } from './e004-a-read-succeeds';
import { findingsOf, ledger, outcome } from './testing';

describe('E004 at least one read succeeds', () => {
  it('stays silent when a read passes, and when the layer did not run', () => {
    expect(findingsOf(e004AReadSucceeds, ledger, [outcome()])).toEqual([]);
    expect(findingsOf(e004AReadSucceeds, ledger, null)).toEqual([]);
  });

  it('warns when reads expecting success all fail, counting them', () => {
    const outcomes = [outcome({ passed: false, error: 'output lacks "x"' }), outcome({ verb: 'transfer', expectsOk: false, index: 3 })];
    expect(findingsOf(e004AReadSucceeds, ledger, outcomes)).toEqual([
      expect.objectContaining({ id: 'E004', severity: 'warn', pointer: '/cases', message: 'No read succeeds: 1 case(s) expect a read to succeed and none passed.' }),
    ]);
  });

  it('warns when no case runs a read expecting success, offering one', () => {
    const [f] = findingsOf(e004AReadSucceeds, ledger, [outcome({ verb: 'transfer', expectsOk: false })]);
    expect(f).toMatchObject({ id: 'E004', severity: 'warn', message: 'No case runs a read expecting success.' });
    expect(f.fix).toContain('"verb":"setup.status"');
  });
});
