import { describe, expect, it } from 'vitest';
import { braceSpans } from '../../command-text';
import { editJson, findingsOf, packTexts } from '../testing';
import { forwards, m010ForwardingPlaceholder } from './m010-forwarding-placeholder';

const ledger = packTexts('ledger');

describe('M010 no placeholder that forwards arbitrary arguments', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m010ForwardingPlaceholder, ledger)).toEqual([]);
    expect(findingsOf(m010ForwardingPlaceholder, packTexts('transit'))).toEqual([]);
  });

  it('is an error on {{argv}} in a cli, pointing at the token', () => {
    const texts = editJson(ledger, 'surface.json', (s) => s.verbs.list.cli.push('{{argv}}'));
    const [f] = findingsOf(m010ForwardingPlaceholder, texts);
    expect(f).toMatchObject({ id: 'M010', severity: 'error', file: 'surface.json', pointer: '/verbs/list/cli/2' });
    expect(f.message).toBe('cli of "list" forwards arbitrary arguments with {{argv}} in "{{argv}}".');
    expect(f.fix).toContain('verbs["list"].args.properties');
  });

  it('finds a spread inside a --flag= token', () => {
    const texts = editJson(ledger, 'surface.json', (s) => s.verbs.status.cli.push('--filter={{ ...rest }}'));
    const [f] = findingsOf(m010ForwardingPlaceholder, texts);
    expect(f).toMatchObject({
      pointer: '/verbs/status/cli/2',
      message: expect.stringContaining('{{ ...rest }} in "--filter={{ ...rest }}"'),
    });
  });

  it('is an error in wrap.argv_template, with the default as the fix', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.wrap.argv_template = ['{{verb}}', '{{args}}']));
    const [f] = findingsOf(m010ForwardingPlaceholder, texts);
    expect(f).toMatchObject({
      severity: 'error',
      pointer: '/wrap/argv_template/1',
      message: expect.stringContaining('wrap.argv_template forwards arbitrary arguments with {{args}}'),
    });
    expect(f.fix).toContain('"argv_template": ["{{verb}}"]');
  });

  it('knows forwarding placeholders from named ones', () => {
    const forwarding = (t: string) => braceSpans(t).some(forwards);
    for (const t of [
      '{{argv}}',
      '{{args}}',
      '{{rest}}',
      '{{...}}',
      '{{*}}',
      '{{argv...}}',
      '{{...args}}',
      '{{@}}',
      '{{args[]}}',
      '{{ ARGV }}',
      '{{extra-args}}',
    ])
      expect(forwarding(t), t).toBe(true);
    for (const t of ['{{verb}}', '{{amount}}', '--to={{payee}}', '{{argument_count}}', 'argv'])
      expect(forwarding(t), t).toBe(false);
  });

  it('skips cli items that are not strings', () => {
    const texts = editJson(ledger, 'surface.json', (s) => (s.verbs.list.cli = ['ledger', null, { x: '{{argv}}' }]));
    expect(findingsOf(m010ForwardingPlaceholder, texts)).toEqual([]);
  });
});
