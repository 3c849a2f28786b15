import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from './load';
import type { CommandView } from './model';
import { packTexts } from './rules/testing';
import {
  brokenPlaceholders,
  firstExampleArgs,
  hasPlaceholders,
  foreignPlaceholders,
  parseTemplate,
  placeholderNames,
  placeholders,
  renderFirst,
  renderPreview,
  renderTemplate,
  renderTitle,
  suggestPreview,
  suggestPreviewKind,
} from './templates';

const model = loadPackFromTexts(packTexts('ledger')).model;
const command = (key: string): CommandView => model.commands.find((c) => c.key === key)!;
const transfer = command('transfer');

describe('parsing', () => {
  it('splits text and placeholders, and lists the names once, in order', () => {
    expect(parseTemplate('Pay {{ payee }} {{amount}}!')).toEqual([
      { text: 'Pay ' },
      { name: 'payee' },
      { text: ' ' },
      { name: 'amount' },
      { text: '!' },
    ]);
    expect(placeholderNames('{{a}} {{result.entry.id}} {{a}}')).toEqual(['a', 'result.entry.id']);
    expect(placeholders('{{result}} {{x}}')).toEqual([
      { name: 'result', result: true },
      { name: 'x', result: false },
    ]);
  });

  it('marks unbalanced or empty braces as broken, never filled and never shown', () => {
    expect(placeholderNames('{{ }} {{open {x}} }}')).toEqual([]);
    expect(parseTemplate('Paying {{amount to {{payee}}')).toEqual([
      { text: 'Paying ' },
      { broken: '{{amount' },
      { text: ' to ' },
      { name: 'payee' },
    ]);
    expect(brokenPlaceholders('{{ }} a}} {{b}}')).toEqual(['{{', '}}', 'a}}']);
    expect(renderTemplate('Paying {{amount to {{payee}}', { amount: '1', payee: 'p' })).toBeNull();
    expect(renderFirst(['Paying {{amount', 'Paying'], { amount: '1' })).toBe('Paying');
    expect(hasPlaceholders('Paying {{amount')).toBe(true);
    expect(hasPlaceholders('Paying a payee')).toBe(false);
  });

  it('names the placeholders that are not arguments', () => {
    expect(foreignPlaceholders('{{amount}} {{who}} {{result.id}}', transfer).map((p) => p.name)).toEqual([
      'who',
      'result.id',
    ]);
    expect(foreignPlaceholders('{{amount}} {{result.id}}', transfer, { result: true })).toEqual([]);
  });
});

describe('rendering', () => {
  it('fills placeholders, reading result paths', () => {
    expect(
      renderTemplate('Paid {{amount}}, entry {{result.entry.id}}', { amount: 2.8, result: { entry: { id: 'e1' } } }),
    ).toBe('Paid 2.8, entry e1');
  });

  it('renders a template with a missing, null or empty value as absent, never as the placeholder', () => {
    for (const memo of [undefined, null, '']) expect(renderTemplate('Memo {{memo}}', { memo })).toBeNull();
  });

  it('takes the first template of a list whose placeholders are all present', () => {
    const forms = ['Paying {{amount}} to {{payee}}', 'Paying {{payee}}', 'Paying a payee'];
    expect(renderFirst(forms, { amount: '2.80', payee: 'demo-transit' })).toBe('Paying 2.80 to demo-transit');
    expect(renderFirst(forms, { payee: 'demo-transit' })).toBe('Paying demo-transit');
    expect(renderFirst(forms, {})).toBe('Paying a payee');
    expect(renderFirst('Only {{x}}', {})).toBeNull();
  });

  it('renders all-present templates without braces, and any template with an absent value as null', () => {
    const part = fc.oneof(
      fc.stringMatching(/^[^{}]{0,6}$/).map((text) => ({ text })),
      fc.constantFrom('a', 'b', 'c').map((name) => ({ name })),
    );
    const values = fc.record({
      a: fc.stringMatching(/^[^{}]{1,4}$/),
      b: fc.stringMatching(/^[^{}]{1,4}$/),
      c: fc.constantFrom(undefined, ''),
    });
    fc.assert(
      fc.property(fc.array(part), values, (parts, vals) => {
        const template = parts.map((p) => ('text' in p ? p.text : `{{${p.name}}}`)).join('');
        const out = renderTemplate(template, vals);
        if (placeholderNames(template).includes('c')) expect(out).toBeNull();
        else expect(out).not.toContain('{{');
      }),
    );
  });
});

describe('titles', () => {
  it('renders live and done titles from ledger', () => {
    expect(renderTitle(transfer, { amount: '2.80', payee: 'demo-transit' }, 'live')).toBe(
      'Paying 2.80 to demo-transit',
    );
    expect(renderTitle(transfer, {}, 'live')).toBe('Paying a payee');
    expect(renderTitle(transfer, { amount: '2.80', payee: 'demo-transit' }, 'done', { ok: true })).toBe(
      'Paid 2.80 to demo-transit',
    );
  });

  it('fills {{result.…}} only in done', () => {
    const c = { ...transfer, title: { live: ['Paid {{result.id}}', 'Paying'], done: ['Paid {{result.id}}', 'Paid'] } };
    expect(renderTitle(c, { result: { id: 'x' } }, 'live')).toBe('Paying');
    expect(renderTitle(c, {}, 'done', { id: 'e7' })).toBe('Paid e7');
    expect(renderTitle(c, {}, 'done')).toBe('Paid');
  });

  it('is null when the command declares no title', () => {
    expect(renderTitle(command('list'), {}, 'live')).toBeNull();
  });
});

describe('previews', () => {
  it('renders the declared preview, leaving a missing optional value absent', () => {
    expect(renderPreview(transfer, { amount: '2.80', payee: 'demo-transit' })).toEqual({
      kind: 'payment',
      title: 'Pay demo-transit',
      fields: [
        { name: 'amount', value: '2.80' },
        { name: 'currency', value: 'EUR' },
        { name: 'to', value: 'demo-transit' },
        { name: 'memo', value: null },
      ],
    });
  });

  it('falls back to the live title, then the key, when the preview title cannot render', () => {
    expect(renderPreview(transfer, {}).title).toBe('Paying a payee');
    expect(renderPreview({ ...transfer, title: null }, {}).title).toBe('transfer');
  });

  it('shows every argument as a field when no preview is declared', () => {
    expect(renderPreview(command('connect'), { provider: 'demo-bank' })).toEqual({
      kind: 'fields',
      title: 'Linking demo-bank',
      fields: [{ name: 'provider', value: 'demo-bank' }],
    });
  });

  it('fills from the first examples', () => {
    expect(firstExampleArgs(transfer)).toEqual({ amount: '2.80', payee: 'demo-transit', memo: 'bus fare' });
    expect(firstExampleArgs(command('list'))).toEqual({});
    const typed = {
      args: [
        { name: 'n', pointer: '', examples: [3, 'x'], required: false },
        { name: 'o', pointer: '', examples: [{ a: 1 }], required: false },
      ],
    };
    expect(firstExampleArgs(typed)).toEqual({ n: '3', o: '{"a":1}' });
    expect(renderPreview(transfer, firstExampleArgs(transfer)).fields.every((f) => f.value !== null)).toBe(true);
  });

  it('suggests a preview built from the arguments', () => {
    expect(suggestPreview(command('connect'))).toEqual({
      kind: 'fields',
      title: 'Linking {{provider}}',
      fields: { provider: '{{provider}}' },
    });
    expect(suggestPreviewKind('issue.delete')).toBe('removal');
    expect(suggestPreviewKind('release.publish')).toBe('publish');
    expect(suggestPreviewKind('message.send')).toBe('message');
    expect(suggestPreviewKind('calendar.event.create')).toBe('event');
    expect(suggestPreviewKind('note.add')).toBe('record');
    expect(suggestPreview({ key: 'repo.archive', args: [], title: null, preview: null })).toEqual({
      kind: 'removal',
      title: 'Repo archive',
      fields: {},
    });
  });
});
