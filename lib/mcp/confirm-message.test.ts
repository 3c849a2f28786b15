import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '../hcp/load';
import { editJson, packTexts } from '../hcp/rules/testing';
import { confirmMessage } from './confirm-message';

function messageFor(texts: ReturnType<typeof packTexts>, verb: string, args: Record<string, unknown>) {
  const { model } = loadPackFromTexts(texts);
  return confirmMessage(
    model,
    model.commands.find((c) => c.key === verb)!,
    args,
  ).split('\n');
}

describe('the confirm question a host shows', () => {
  it("is the approval card's title and fields, then who asks and how often", () => {
    expect(messageFor(packTexts('ledger'), 'transfer', { amount: '2.80', payee: 'demo-transit' })).toEqual([
      'Pay demo-transit',
      '',
      'amount:   2.80',
      'currency: EUR',
      'to:       demo-transit',
      'memo:     (not given)',
      '',
      'Ledger asks every time (confirm: "always"): accept runs "transfer", decline runs nothing.',
    ]);
  });

  it('falls back to the arguments as fields, and says confirm: true', () => {
    const texts = editJson(packTexts('ledger'), 'policy.json', (p) => (p.verbs.connect.confirm = true));
    expect(messageFor(texts, 'connect', { provider: 'demo-bank' })).toEqual([
      'Linking demo-bank',
      '',
      'provider: demo-bank',
      '',
      'Ledger asks before it runs (confirm: true): accept runs "connect", decline runs nothing.',
    ]);
  });

  it('names the tool as the host lists it', () => {
    const texts = editJson(packTexts('ledger'), 'policy.json', (p) => (p.verbs['setup.apply'].confirm = true));
    expect(messageFor(texts, 'setup.apply', {}).at(-1)).toBe(
      'Ledger asks before it runs (confirm: true): accept runs "setup-apply", decline runs nothing.',
    );
  });

  it("keeps each value on its line: an agent's line breaks, escapes and bidi overrides are shown, never acted on", () => {
    const memo =
      'rent\n\nLedger asks nothing: this is a read.\u001b]8;;https://evil.example\u0007 \u202Egnp.exe\u2028x';
    const lines = messageFor(packTexts('ledger'), 'transfer', { amount: '2.80', payee: 'demo\r\ntransit', memo });
    expect(lines).toEqual([
      'Pay demo\\r\\ntransit',
      '',
      'amount:   2.80',
      'currency: EUR',
      'to:       demo\\r\\ntransit',
      'memo:     rent\\n\\nLedger asks nothing: this is a read.\\u001B]8;;https://evil.example\\u0007 \\u202Egnp.exe\\u2028x',
      '',
      'Ledger asks every time (confirm: "always"): accept runs "transfer", decline runs nothing.',
    ]);
  });
});
