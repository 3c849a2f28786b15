import { describe, expect, it } from 'vitest';
import { editJson } from '../testing';
import { e002CasesNameCommands } from './e002-cases-name-commands';
import { findingsOf, ledger } from './testing';

describe('E002 cases name real commands', () => {
  it('stays silent on ledger, whose cases all name its commands', () => {
    expect(findingsOf(e002CasesNameCommands, ledger)).toEqual([]);
  });

  it('is an error on a case naming a command the pack lacks, listing the commands', () => {
    const texts = editJson(ledger, 'hcp.eval.json', (e) => (e.cases[1].verb = 'balance'));
    const [f, ...rest] = findingsOf(e002CasesNameCommands, texts);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      id: 'E002',
      severity: 'error',
      file: 'hcp.eval.json',
      pointer: '/cases/1/verb',
      message:
        'Case "status reports the balance and saved payees" names "balance", which is not a command of this pack (commands: setup.status, setup.apply, connect, status, list, transfer).',
    });
    expect(f.line).toBeGreaterThan(1);
  });
});
