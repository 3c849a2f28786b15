import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m024PreviewKnown } from './m024-preview-known';

const ledger = packTexts('ledger');
const withPreview = (preview: unknown) =>
  editJson(ledger, 'surface.json', (s) => {
    s.verbs.transfer.preview = preview;
  });

describe("M024 A declared preview uses a known kind and only the command's own arguments", () => {
  it('stays silent on ledger (transfer: payment preview)', () => {
    expect(findingsOf(m024PreviewKnown, ledger)).toEqual([]);
  });

  it('warns on an unknown kind and suggests one from the command name', () => {
    const [f] = findingsOf(m024PreviewKnown, withPreview({ kind: 'money', fields: { amount: '{{amount}}' } }));
    expect(f).toMatchObject({
      id: 'M024',
      severity: 'warn',
      pointer: '/verbs/transfer/preview/kind',
      message: expect.stringContaining('"money"'),
    });
    expect(f.fix).toContain('"kind": "payment"');
  });

  it('warns on a field that names no argument, listing the real ones', () => {
    const [f, ...rest] = findingsOf(
      m024PreviewKnown,
      withPreview({ kind: 'payment', title: 'Pay {{payee}}', fields: { to: '{{recipient}}', amount: '{{amount}}' } }),
    );
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      pointer: '/verbs/transfer/preview/fields/to',
      message: expect.stringContaining('{{recipient}} is not an argument of "transfer"'),
    });
    expect(f.fix).toContain('{{amount}}, {{payee}}, {{memo}}');
  });

  it('warns on {{result.…}} in a preview title, which runs before any result', () => {
    const [f] = findingsOf(m024PreviewKnown, withPreview({ kind: 'payment', title: 'Pay {{payee}} ({{result.id}})' }));
    expect(f).toMatchObject({
      pointer: '/verbs/transfer/preview/title',
      message: expect.stringContaining(
        '{{result.id}} cannot be filled because a preview is shown before the command runs',
      ),
    });
  });

  it('warns on an unclosed placeholder in a field', () => {
    const [f] = findingsOf(m024PreviewKnown, withPreview({ kind: 'payment', fields: { amount: '{{amount' } }));
    expect(f).toMatchObject({
      pointer: '/verbs/transfer/preview/fields/amount',
      message: expect.stringContaining('"{{amount" is not a closed {{name}} placeholder'),
    });
  });

  it('escapes field names in the pointer', () => {
    const [f] = findingsOf(m024PreviewKnown, withPreview({ kind: 'fields', fields: { 'a/b': '{{nope}}' } }));
    expect(f.pointer).toBe('/verbs/transfer/preview/fields/a~1b');
  });
});
