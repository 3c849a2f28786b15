import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m016BinNotAbsolute } from './m016-bin-not-absolute';

const ledger = packTexts('ledger');
const withBin = (bin: unknown) =>
  editJson(ledger, 'surface.json', (s) => {
    s.wrap.bin = bin;
  });

describe('M016 wrap.bin is not a host-absolute path', () => {
  it('stays silent on ledger (./bin/ledger.mjs) and on a bare name', () => {
    expect(findingsOf(m016BinNotAbsolute, ledger)).toEqual([]);
    expect(findingsOf(m016BinNotAbsolute, withBin('gh'))).toEqual([]);
  });

  it.each(['/usr/local/bin/gh', 'C:\\tools\\gh.exe', '~/bin/gh', '$HOME/bin/gh'])('warns on %s', (bin) => {
    const [f] = findingsOf(m016BinNotAbsolute, withBin(bin));
    expect(f).toMatchObject({
      id: 'M016',
      severity: 'warn',
      pointer: '/wrap/bin',
      message: expect.stringContaining(JSON.stringify(bin)),
    });
    expect(f.fix).toMatch(/"bin": "gh(\.exe)?"/);
  });

  it('ignores a bin of the wrong type (lint reports it)', () => {
    expect(findingsOf(m016BinNotAbsolute, withBin(42))).toEqual([]);
  });
});
