import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPackFromTexts } from './load';
import { editJson, packTexts } from './rules/testing';
import {
  argInputs,
  assignRoles,
  buildCard,
  dateTile,
  initialValues,
  previewList,
  type FieldRow,
} from './approval-card';

const ledger = packTexts('ledger');

function cardOf(texts: ReturnType<typeof packTexts>, verb: string, values?: Record<string, string>) {
  const { model } = loadPackFromTexts(texts);
  const command = model.commands.find((c) => c.key === verb)!;
  return buildCard(model, command, values ?? initialValues(command));
}

const field = (name: string, value: string | null = 'v'): FieldRow => ({
  name,
  value,
  absence: value === null ? 'optional' : null,
  template: `{{${name}}}`,
  constant: false,
});

/** A pack with one command per card kind, each confirm-gated. */
const showcase = {
  'surface.json': JSON.stringify({
    id: 'demo',
    verbs: {
      'message.send': {
        args: {
          properties: {
            channel: { examples: ['#ops'] },
            subject: { examples: ['Deploy'] },
            text: { examples: ['Shipped'] },
          },
          required: ['channel', 'text'],
        },
        preview: {
          kind: 'message',
          title: 'Send to {{channel}}',
          fields: { to: '{{channel}}', subject: '{{subject}}', body: '{{text}}' },
        },
      },
      'event.book': {
        args: {
          properties: {
            what: { examples: ['Standup'] },
            date: { examples: ['2025-03-04'] },
            where: { examples: ['Room 2'] },
          },
        },
        preview: {
          kind: 'event',
          fields: { title: '{{what}}', date: '{{date}}', where: '{{where}}', note: 'Invites go out at once' },
        },
      },
      'file.delete': {
        args: { properties: { path: { examples: ['notes.txt'] } }, required: ['path'] },
        preview: { kind: 'removal', title: 'Delete {{path}}', fields: { file: '{{path}}' } },
      },
      'site.deploy': {
        args: { properties: { env: { examples: ['prod'] }, version: { examples: [42] } } },
        preview: { kind: 'publish', fields: { version: '{{version}}', target: '{{env}}' } },
      },
      'task.archive': { args: { properties: { task_id: { examples: ['T-1'] } } } },
    },
  }),
  'policy.json': JSON.stringify({
    surface_id: 'demo',
    verbs: {
      'message.send': { risk: 'write', confirm: true },
      'event.book': { risk: 'write', confirm: true },
      'file.delete': { risk: 'write', confirm: 'always' },
      'site.deploy': { risk: 'write', confirm: true },
      'task.archive': { risk: 'write', confirm: true },
    },
  }),
};

describe('buildCard on ledger transfer', () => {
  it('fills the payment card from the first examples: amount, currency and payee in their places, memo below', () => {
    const card = cardOf(ledger, 'transfer');
    expect(card.kind).toBe('payment');
    expect(card.title).toBe('Pay demo-transit');
    expect(card.slots.amount).toMatchObject({ name: 'amount', value: '2.80', constant: false });
    expect(card.slots.currency).toMatchObject({ name: 'currency', value: 'EUR', constant: true });
    expect(card.slots.payee).toMatchObject({ name: 'to', value: 'demo-transit' });
    expect(card.rest.map((f) => [f.name, f.value])).toEqual([['memo', 'bus fare']]);
    expect(card.titles).toEqual({
      declared: true,
      live: 'Paying 2.80 to demo-transit',
      done: 'Paid 2.80 to demo-transit',
      doneReadsResult: false,
    });
    expect(card.gate).toMatchObject({ mode: 'always', label: 'Asks even in run mode' });
    expect(card.gate.detail).toMatch(/run mode included/);
  });

  it('shows a memo left empty as absent and optional, never as {{memo}}', () => {
    const card = cardOf(ledger, 'transfer', { amount: '10', payee: 'landlord', memo: '' });
    const memo = card.fields.find((f) => f.name === 'memo')!;
    expect(memo).toMatchObject({ value: null, absence: 'optional' });
    const shown = [card.title, card.titles.live, card.titles.done, ...card.fields.map((f) => f.value)];
    expect(shown.join(' ')).not.toContain('{{');
    expect(card.slots.amount?.value).toBe('10');
  });

  it('marks an empty required amount as required, and the titles fall back to their placeholder-free form', () => {
    const card = cardOf(ledger, 'transfer', { amount: '', payee: 'demo-transit' });
    expect(card.slots.amount).toMatchObject({ value: null, absence: 'required' });
    expect(card.titles.live).toBe('Paying a payee');
    expect(card.titles.done).toBe('Paid a payee');
  });

  it('never shows a placeholder, whatever the values', () => {
    const value = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 12 }).filter((s) => !s.includes('{{')),
    );
    fc.assert(
      fc.property(fc.record({ amount: value, payee: value, memo: value }, { requiredKeys: [] }), (values) => {
        const card = cardOf(ledger, 'transfer', values as Record<string, string>);
        for (const text of [card.title, card.titles.live, card.titles.done, ...card.fields.map((f) => f.value)])
          expect(text ?? '').not.toMatch(/\{\{/);
      }),
    );
  });
});

describe('confirm badge', () => {
  const withConfirm = (confirm: unknown) =>
    editJson(ledger, 'policy.json', (p) => {
      if (confirm === undefined) delete p.verbs.transfer.confirm;
      else p.verbs.transfer.confirm = confirm;
    });

  it('says run mode skips the question for confirm: true', () => {
    expect(cardOf(withConfirm(true), 'transfer').gate).toMatchObject({
      mode: 'true',
      label: 'Run mode skips the question',
    });
  });

  it('says no one is asked without confirm, and names a missing policy row', () => {
    expect(cardOf(withConfirm(undefined), 'transfer').gate.mode).toBe('none');
    const noRow = editJson(ledger, 'policy.json', (p) => delete p.verbs.transfer);
    expect(cardOf(noRow, 'transfer').gate.detail).toContain('no row for "transfer"');
  });
});

describe('each kind places its fields', () => {
  it('message: to, subject, body', () => {
    const card = cardOf(showcase, 'message.send');
    expect(card.title).toBe('Send to #ops');
    expect([card.slots.to?.value, card.slots.subject?.value, card.slots.body?.value]).toEqual([
      '#ops',
      'Deploy',
      'Shipped',
    ]);
    expect(card.rest).toEqual([]);
    expect(card.gate.mode).toBe('true');
  });

  it('event: what, date and place, the fixed note below; the title falls back to the command key', () => {
    const card = cardOf(showcase, 'event.book');
    expect([card.slots.what?.value, card.slots.date?.value, card.slots.place?.value]).toEqual([
      'Standup',
      '2025-03-04',
      'Room 2',
    ]);
    expect(card.rest).toEqual([
      expect.objectContaining({ name: 'note', value: 'Invites go out at once', constant: true }),
    ]);
    expect(card.title).toBe('event.book');
  });

  it('removal: the target is the named field, or the first one', () => {
    expect(cardOf(showcase, 'file.delete').slots.target).toMatchObject({ name: 'file', value: 'notes.txt' });
    expect(assignRoles('removal', [field('owner'), field('count')]).slots.target?.name).toBe('owner');
  });

  it('publish: what and target, numbers shown as text', () => {
    const card = cardOf(showcase, 'site.deploy');
    expect([card.slots.what?.value, card.slots.target?.value]).toEqual(['42', 'prod']);
  });

  it('record and fields: every field in the list, no roles', () => {
    const fields = [field('amount'), field('to')];
    expect(assignRoles('record', fields)).toEqual({ slots: {}, rest: fields });
    expect(assignRoles('fields', fields)).toEqual({ slots: {}, rest: fields });
  });

  it('a role takes its best name first: "amount" before "total"', () => {
    const { slots, rest } = assignRoles('payment', [field('total'), field('amount')]);
    expect(slots.amount?.name).toBe('amount');
    expect(rest.map((f) => f.name)).toEqual(['total']);
  });
});

describe('a broken preview', () => {
  const broken = packTexts('broken-demo');

  it('shows an unknown kind as a field table and names it', () => {
    const card = cardOf(broken, 'delete.item');
    expect(card.kind).toBe('fields');
    expect(card.unknownKind).toBe('popup');
    expect(card.title).toBe('delete.item');
  });

  it('marks a field that reads no argument as unknown, not as a missing value', () => {
    const card = cardOf(broken, 'delete.item');
    expect(card.fields.map((f) => [f.name, f.value, f.absence])).toEqual([
      ['id', 'item-1', null],
      ['owner', null, 'unknown'],
    ]);
  });
});

describe('previewList and the try-form', () => {
  it('lists ledger transfer as its one card, with nothing missing', () => {
    const list = previewList(loadPackFromTexts(ledger).model);
    expect(list.cards.map((c) => c.key)).toEqual(['transfer']);
    expect(list.missing).toEqual([]);
  });

  it('lists a command that declares a title but no preview (ledger connect) as a step line', () => {
    const { model } = loadPackFromTexts(ledger);
    const list = previewList(model);
    const titled = model.commands.filter((c) => c.preview === null && c.title !== null).map((c) => c.key);
    expect(titled).toContain('connect');
    expect(list.steps.map((c) => c.key)).toEqual(titled);
    expect(list.steps.map((c) => c.key)).not.toContain('transfer');
  });

  it("suggests M025's preview for a confirm-gated command without one, as JSON to paste", () => {
    const list = previewList(loadPackFromTexts(showcase).model);
    expect(list.cards.map((c) => c.key)).toEqual(['message.send', 'event.book', 'file.delete', 'site.deploy']);
    expect(list.missing.map((m) => m.command.key)).toEqual(['task.archive']);
    expect(list.missing[0].json).toBe(
      '"preview": { "kind": "removal", "title": "Task archive", "fields": { "task_id": "{{task_id}}" } }',
    );
    const pasted = JSON.parse(`{${list.missing[0].json}}`);
    expect(pasted.preview).toEqual({ kind: 'removal', title: 'Task archive', fields: { task_id: '{{task_id}}' } });
  });

  it('has one input per declared argument, prefilled from its first example', () => {
    const { model } = loadPackFromTexts(ledger);
    const transfer = model.commands.find((c) => c.key === 'transfer')!;
    expect(argInputs(transfer).map((a) => [a.name, a.required, a.example])).toEqual([
      ['amount', true, '2.80'],
      ['payee', true, 'demo-transit'],
      ['memo', false, 'bus fare'],
    ]);
    expect(initialValues(transfer)).toEqual({ amount: '2.80', payee: 'demo-transit', memo: 'bus fare' });
  });
});

describe('dateTile', () => {
  it('reads ISO dates, with or without a time', () => {
    expect(dateTile('2025-03-04')).toEqual({ month: 'Mar', day: '4', year: '2025' });
    expect(dateTile('2025-12-31T18:30:00Z')).toEqual({ month: 'Dec', day: '31', year: '2025', time: '18:30' });
  });

  it('leaves anything else to be shown as written', () => {
    for (const v of ['tomorrow', '2025-13-01', '2025-02-00', '', null]) expect(dateTile(v)).toBeNull();
  });
});
