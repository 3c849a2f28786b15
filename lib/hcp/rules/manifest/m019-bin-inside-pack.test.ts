import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m019BinInsidePack } from './m019-bin-inside-pack';

const ledger = packTexts('ledger');
const withBin = (bin: string) =>
  editJson(ledger, 'surface.json', (s) => {
    s.wrap.bin = bin;
  });

describe('M019 wrap.bin does not point outside the pack', () => {
  it('stays silent on ledger (./bin/ledger.mjs)', () => {
    expect(findingsOf(m019BinInsidePack, ledger)).toEqual([]);
  });

  it.each(['bin/../bin/ledger.mjs', './tools/./ledger.mjs', 'gh'])('stays silent on %s', (bin) => {
    expect(findingsOf(m019BinInsidePack, withBin(bin))).toEqual([]);
  });

  it('leaves host-absolute paths to M016', () => {
    expect(findingsOf(m019BinInsidePack, withBin('/usr/bin/gh'))).toEqual([]);
  });

  it.each(['../../bins/ledger.mjs', './bin/../../ledger.mjs', 'bin\\..\\..\\ledger.exe'])(
    'is an error for %s',
    (bin) => {
      const [f] = findingsOf(m019BinInsidePack, withBin(bin));
      expect(f).toMatchObject({
        id: 'M019',
        severity: 'error',
        pointer: '/wrap/bin',
        message: expect.stringContaining(JSON.stringify(bin)),
      });
      expect(f.fix).toMatch(/"bin": "\.\/bin\/ledger\.(mjs|exe)"/);
    },
  );
});
