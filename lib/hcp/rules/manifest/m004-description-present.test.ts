import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m004DescriptionPresent } from './m004-description-present';

const ledger = packTexts('ledger');

describe('M004 every command has a description', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m004DescriptionPresent, ledger)).toEqual([]);
    expect(findingsOf(m004DescriptionPresent, packTexts('transit'))).toEqual([]);
  });

  it('is an error on a missing description, pointing at the command', () => {
    const texts = editJson(ledger, 'surface.json', (s) => delete s.verbs.list.description);
    const [f] = findingsOf(m004DescriptionPresent, texts);
    expect(f).toMatchObject({
      id: 'M004',
      severity: 'error',
      file: 'surface.json',
      pointer: '/verbs/list',
      message: 'Command "list" has no description.',
    });
    expect(f.fix).toContain('Set "description" in verbs["list"]');
  });

  it('flags an empty description at the description, naming the inputs in the fix', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.verbs.transfer.description = '   '));
    const [f] = findingsOf(m004DescriptionPresent, texts);
    expect(f).toMatchObject({
      severity: 'error',
      pointer: '/verbs/transfer/description',
      message: 'Command "transfer" has an empty description.',
    });
    expect(f.fix).toContain('its input (amount, payee)');
    expect(f.fix).toContain('"<Verb> the given amount and payee … and return <result>."');
  });

  it('flags a description that is not a string, without throwing', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.verbs.status.description = 42));
    const [f] = findingsOf(m004DescriptionPresent, texts);
    expect(f).toMatchObject({
      pointer: '/verbs/status/description',
      message: 'Command "status" has a description that is not a string ("42").',
    });
  });
});
