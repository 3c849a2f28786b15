import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m020ArgDocumented } from './m020-arg-documented';

const ledger = packTexts('ledger');

describe('M020 Every argument has a description and an example', () => {
  it('stays silent on ledger', () => {
    expect(findingsOf(m020ArgDocumented, ledger)).toEqual([]);
  });

  it('stays silent on transit', () => {
    expect(findingsOf(m020ArgDocumented, packTexts('transit'))).toEqual([]);
  });

  it('notes an argument without an example', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      delete s.verbs.transfer.args.properties.memo.examples;
    });
    const [f, ...rest] = findingsOf(m020ArgDocumented, texts);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      id: 'M020',
      severity: 'info',
      pointer: '/verbs/transfer/args/properties/memo',
      message: 'Argument "memo" of "transfer" has no example.',
    });
    expect(f.fix).toContain('"examples": [');
  });

  it('names both gaps of a bare argument', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.connect.args.properties.provider = { type: 'string', description: '  ', examples: [] };
    });
    const [f] = findingsOf(m020ArgDocumented, texts);
    expect(f).toMatchObject({
      pointer: '/verbs/connect/args/properties/provider',
      message: 'Argument "provider" of "connect" has no description and no example.',
    });
    expect(f.fix).toContain('"description"');
  });
});
