import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m025ConfirmPreview } from './m025-confirm-preview';

const ledger = packTexts('ledger');

describe('M025 A confirm command declares a preview', () => {
  it('stays silent on ledger (transfer declares one)', () => {
    expect(findingsOf(m025ConfirmPreview, ledger)).toEqual([]);
  });

  it('notes a confirm command without a preview; the fix is JSON built from its arguments', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      delete s.verbs.transfer.preview;
    });
    const [f] = findingsOf(m025ConfirmPreview, texts);
    expect(f).toMatchObject({
      id: 'M025',
      severity: 'info',
      pointer: '/verbs/transfer',
      message: expect.stringContaining('"transfer" asks a person to confirm (policy.json confirm "always")'),
    });
    const json = JSON.parse(f.fix.slice(f.fix.indexOf('"preview": ') + '"preview": '.length));
    expect(json).toEqual({
      kind: 'payment',
      title: 'Paying {{amount}} to {{payee}}',
      fields: { amount: '{{amount}}', payee: '{{payee}}', memo: '{{memo}}' },
    });
  });

  it('stays silent on writes that do not ask for confirmation', () => {
    const texts = editJson(ledger, 'policy.json', (p) => {
      delete p.verbs.transfer.confirm;
    });
    const noPreview = editJson(texts, 'surface.json', (s) => {
      delete s.verbs.transfer.preview;
    });
    expect(findingsOf(m025ConfirmPreview, noPreview)).toEqual([]);
  });

  it('covers confirm: true as well', () => {
    const texts = editJson(ledger, 'policy.json', (p) => {
      p.verbs.connect.confirm = true;
    });
    const [f] = findingsOf(m025ConfirmPreview, texts);
    expect(f).toMatchObject({ pointer: '/verbs/connect', message: expect.stringContaining('confirm true') });
    expect(f.fix).toContain('"fields":{"provider":"{{provider}}"}');
  });
});
