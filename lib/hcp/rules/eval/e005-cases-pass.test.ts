import { describe, expect, it } from 'vitest';
import { e005CasesPass } from './e005-cases-pass';
import { findingsOf, ledger, outcome } from './testing';

describe('E005 every case passes', () => {
  it('stays silent when every case passes, and when the layer did not run', () => {
    expect(findingsOf(e005CasesPass, ledger, [outcome()])).toEqual([]);
    expect(findingsOf(e005CasesPass, ledger, null)).toEqual([]);
  });

  it('is an error on each failing case, pointing at it and naming the reason', () => {
    const fs = findingsOf(e005CasesPass, ledger, [
      outcome(),
      outcome({
        index: 4,
        name: 'transfer with confirm',
        verb: 'transfer',
        passed: false,
        error: 'output lacks "paper"',
      }),
    ]);
    expect(fs).toEqual([
      expect.objectContaining({
        id: 'E005',
        severity: 'error',
        pointer: '/cases/4',
        message: 'Case "transfer with confirm" (transfer) failed: output lacks "paper".',
      }),
    ]);
    expect(fs[0].fix).toContain('never weaken an expectation');
  });

  it('on a case that did not run, asks for real values', () => {
    const [f] = findingsOf(e005CasesPass, ledger, [
      outcome(),
      outcome({
        index: 1,
        name: 'status works',
        verb: 'status',
        passed: false,
        ran: false,
        error: 'argument "x" is still "TODO x"',
      }),
    ]);
    expect(f).toMatchObject({
      id: 'E005',
      severity: 'error',
      pointer: '/cases/1',
      message: 'Case "status works" (status) failed: argument "x" is still "TODO x".',
    });
    expect(f.fix).toContain('Replace each "TODO …" argument of case "status works"');
  });
});
