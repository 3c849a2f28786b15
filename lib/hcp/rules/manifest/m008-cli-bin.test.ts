import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m008CliBin } from './m008-cli-bin';

const ledger = packTexts('ledger');

describe('M008 cli[0] equals cliBin', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m008CliBin, ledger)).toEqual([]);
    expect(findingsOf(m008CliBin, packTexts('transit'))).toEqual([]);
  });

  it('warns at cli[0] when it names the wrapped script instead of the CLI', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.verbs.transfer.cli[0] = './bin/ledger.mjs'));
    const [f] = findingsOf(m008CliBin, texts);
    expect(f).toMatchObject({ id: 'M008', severity: 'warn', file: 'surface.json', pointer: '/verbs/transfer/cli/0' });
    expect(f.message).toBe('cli[0] of "transfer" is "./bin/ledger.mjs", not the cliBin "ledger".');
    expect(f.fix).toBe(
      'Set "cli": ["ledger","transfer","{{amount}}","--to","{{payee}}","--memo","{{memo}}","--confirm"] in verbs["transfer"].',
    );
  });

  it('puts the bin in front when cli[] starts with the subcommand', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.verbs.list.cli = ['list']));
    const [f] = findingsOf(m008CliBin, texts);
    expect(f).toMatchObject({ pointer: '/verbs/list/cli/0', fix: 'Set "cli": ["ledger","list"] in verbs["list"].' });
  });

  it('says so once when there is no cliBin to compare with', () => {
    const texts = editJson(ledger, 'surface.json', (s) => delete s.cliBin);
    const found = findingsOf(m008CliBin, texts);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      severity: 'warn',
      pointer: '',
      message: expect.stringContaining('declares no cliBin, so cli[0] of 6 commands (mostly "ledger")'),
    });
    expect(found[0].fix).toContain('"cliBin": "ledger"');
  });

  it('points at a cliBin that is not a string', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.cliBin = ['ledger']));
    const [f] = findingsOf(m008CliBin, texts);
    expect(f).toMatchObject({ pointer: '/cliBin', message: expect.stringContaining('cliBin is "[\\"ledger\\"]"') });
  });
});
