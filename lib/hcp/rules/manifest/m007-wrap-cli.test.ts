import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m007WrapCli } from './m007-wrap-cli';

const ledger = packTexts('ledger');

describe('M007 wrap commands declare cli[]', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m007WrapCli, ledger)).toEqual([]);
    expect(findingsOf(m007WrapCli, packTexts('transit'))).toEqual([]);
  });

  it('warns on a wrap command without cli, proposing one from its name and arguments', () => {
    const texts = editJson(ledger, 'surface.json', (s) => delete s.verbs.connect.cli);
    const [f] = findingsOf(m007WrapCli, texts);
    expect(f).toMatchObject({
      id: 'M007',
      severity: 'warn',
      file: 'surface.json',
      pointer: '/verbs/connect',
      message: 'Wrap command "connect" declares no cli[].',
    });
    expect(f.fix).toContain('Set "cli": ["ledger","connect","--provider","{{provider}}"] in verbs["connect"]');
  });

  it('warns on an empty cli and on a cli that is not a list of strings', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs['setup.status'].cli = [];
      s.verbs.list.cli = 'ledger list';
      s.verbs.status.cli = ['ledger', 7];
    });
    const found = findingsOf(m007WrapCli, texts);
    expect(Object.fromEntries(found.map((f) => [f.pointer, f.message]))).toEqual({
      '/verbs/setup.status/cli': 'Wrap command "setup.status" has an empty cli[].',
      '/verbs/list/cli': 'Wrap command "list" has a cli that is not a list ("ledger list").',
      '/verbs/status/cli': 'Wrap command "status" has a cli[] with items that are not strings.',
    });
    expect(found.find((f) => f.pointer === '/verbs/setup.status/cli')!.fix).toContain('["ledger","setup","status"]');
  });

  it('leaves packs that are not wrap alone', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.kind = 'composite';
      delete s.verbs.list.cli;
    });
    expect(findingsOf(m007WrapCli, texts)).toEqual([]);
  });
});
