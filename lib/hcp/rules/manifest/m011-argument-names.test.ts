import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { ambiguity, m011ArgumentNames } from './m011-argument-names';

const ledger = packTexts('ledger');

function renameArg(key: string, from: string, to: string) {
  return editJson(ledger, 'surface.json', (s) => {
    const args = s.verbs[key].args;
    args.properties[to] = args.properties[from];
    delete args.properties[from];
    args.required = args.required.map((n: string) => (n === from ? to : n));
  });
}

describe('M011 argument names are unambiguous', () => {
  it('stays silent on ledger and on transit (whose plan takes from and to)', () => {
    expect(findingsOf(m011ArgumentNames, ledger)).toEqual([]);
    expect(findingsOf(m011ArgumentNames, packTexts('transit'))).toEqual([]);
  });

  it('warns on a one-letter name, proposing a name from its description', () => {
    const [f] = findingsOf(m011ArgumentNames, renameArg('transfer', 'amount', 'x'));
    expect(f).toMatchObject({
      id: 'M011',
      severity: 'warn',
      file: 'surface.json',
      pointer: '/verbs/transfer/args/properties/x',
    });
    expect(f.message).toBe('Argument "x" of "transfer" is a one-letter name; it does not say which value goes there.');
    expect(f.fix).toContain('Rename "x" to "amount"');
    expect(f.fix).toContain('"{{x}}"');
  });

  it('warns on a generic name with a number, and on a bare id', () => {
    const texts = editJson(renameArg('transfer', 'payee', 'value2'), 'surface.json', (s) => {
      s.verbs.connect.args.properties.id = s.verbs.connect.args.properties.provider;
      delete s.verbs.connect.args.properties.provider;
    });
    const found = findingsOf(m011ArgumentNames, texts);
    const byPointer = Object.fromEntries(found.map((f) => [f.pointer, f]));
    expect(byPointer['/verbs/transfer/args/properties/value2'].message).toContain('is a generic name');
    expect(byPointer['/verbs/transfer/args/properties/value2'].fix).toContain('to "saved_payee_id"');
    expect(byPointer['/verbs/connect/args/properties/id'].message).toContain('is a two-letter name');
    expect(byPointer['/verbs/connect/args/properties/id'].fix).toContain('to "provider_id"');
  });

  it('falls back to the family name when there is no description', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs['setup.apply'].args = { type: 'object', properties: { id: { type: 'string' } } };
    });
    const [f] = findingsOf(m011ArgumentNames, texts);
    expect(f.fix).toContain('to "setup_id"');
  });

  it('gives general advice when nothing suggests a better name', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.list.args = { type: 'object', properties: { x: { type: 'string' } } };
    });
    const [f] = findingsOf(m011ArgumentNames, texts);
    expect(f).toMatchObject({ pointer: '/verbs/list/args/properties/x' });
    expect(f.fix).toContain(
      'Rename "x" to a name that says what the value is (e.g. "issue_number", not "x") and give it a description',
    );
  });

  it('flags short and generic names and keeps names that say what the value is', () => {
    for (const n of [
      'x',
      'n',
      'id',
      'v1',
      'arg',
      'arg1',
      'args',
      'value',
      'val',
      'param',
      'params',
      'input',
      'data',
      'thing',
      'item',
      'obj',
      'str',
      'num',
      'foo',
      'bar',
      'Value_2',
    ])
      expect(ambiguity(n), n).toBeDefined();
    for (const n of [
      'issue_number',
      'to',
      'from',
      'payee',
      'amount',
      'provider_id',
      'query',
      'ip',
      'data_dir',
      'item_id',
    ])
      expect(ambiguity(n), n).toBeUndefined();
  });
});

describe('M011 with a placeholder description', () => {
  it('does not build the new name from TODO text', () => {
    const texts = editJson(packTexts('ledger'), 'surface.json', (s) => {
      s.verbs.connect.args.properties.x = { type: 'string', description: 'TODO: where the agent gets the x' };
    });
    const f = findingsOf(m011ArgumentNames, texts).find((x) => x.pointer === '/verbs/connect/args/properties/x')!;
    expect(f.fix).not.toMatch(/todo/i);
    expect(f.fix).toContain('to a name that says what the value is');
  });
});
