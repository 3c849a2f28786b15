// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPackFromTexts } from '@/lib/hcp/load';
import { ApprovalCard } from './approval-card';
import { ApprovalPreviews } from './approval-previews';
import { buildCard, initialValues } from '@/lib/hcp/approval-card';

afterEach(cleanup);

// Read by path from the repository root (vitest's cwd): under happy-dom, URL is the DOM's, not Node's.
const ledgerFile = (name: string) => readFileSync(resolve('packs/ledger', name), 'utf8');

/** A small pack: a payment, a removal and a command whose preview names a kind the studio does not know. */
const surface = JSON.stringify({
  id: 'demo',
  verbs: {
    'bill.pay': {
      args: {
        properties: { amount: { type: 'string', examples: ['12.50'] }, payee: { type: 'string', examples: ['acme'] } },
        required: ['amount', 'payee'],
      },
      preview: {
        kind: 'payment',
        title: 'Pay {{payee}}',
        fields: { amount: '{{amount}}', currency: 'EUR', to: '{{payee}}' },
      },
    },
    'file.delete': {
      args: { properties: { path: { type: 'string', examples: ['notes.txt'] } }, required: ['path'] },
      preview: { kind: 'removal', title: 'Delete {{path}}', fields: { file: '{{path}}' } },
    },
    'thing.poke': {
      args: { properties: { what: { type: 'string', examples: ['it'] } } },
      preview: { kind: 'telegram', title: 'Poke {{what}}', fields: { what: '{{what}}' } },
    },
  },
});
const policy = JSON.stringify({
  surface_id: 'demo',
  verbs: {
    'bill.pay': { risk: 'write', confirm: 'always' },
    'file.delete': { risk: 'destructive', confirm: true },
    'thing.poke': { risk: 'write', confirm: true },
  },
});

function cardFor(verb: string, values?: Record<string, string>) {
  const { model } = loadPackFromTexts({ 'surface.json': surface, 'policy.json': policy });
  const command = model.commands.find((c) => c.key === verb)!;
  return buildCard(model, command, values ?? initialValues(command));
}

describe('ApprovalCard', () => {
  it('shows a payment as a person approving it sees it: kind, pack and command, title, amount, payee, and the two answers', () => {
    render(<ApprovalCard card={cardFor('bill.pay')} packName="demo" />);
    const card = screen.getByTestId('approval-card-bill.pay');
    expect(card.dataset.kind).toBe('payment');
    expect(within(card).getByText('Payment')).toBeTruthy();
    expect(within(card).getByText('demo bill.pay')).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Pay acme');
    expect(card.textContent).toContain('12.50');
    expect(card.textContent).toContain('EUR');
    expect(within(card).getByTestId('confirm-badge').dataset.confirm).toBe('always');
    // The answers are a picture of the real buttons: not focusable, not announced as buttons.
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).getByText('Decline').getAttribute('aria-hidden')).toBe('true');
    expect(within(card).getByText('Pay').getAttribute('aria-hidden')).toBe('true');
  });

  it('with onAnswer, its two answers are buttons that report the choice (the Run tab); without, they are only shown', async () => {
    const answers: boolean[] = [];
    render(<ApprovalCard card={cardFor('bill.pay')} packName="demo" onAnswer={(a) => answers.push(a)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(answers).toEqual([false, true]);
    cleanup();
    render(<ApprovalCard card={cardFor('bill.pay')} packName="demo" />);
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('with onAnswer, takes the focus on Decline when shown, and Esc declines it', async () => {
    const answers: boolean[] = [];
    render(<ApprovalCard card={cardFor('bill.pay')} packName="demo" onAnswer={(a) => answers.push(a)} />);
    const dialog = screen.getByRole('dialog', { name: 'Pay acme' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Decline' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Pay' }));
    await userEvent.keyboard('{Escape}');
    expect(answers).toEqual([false]);
  });

  it('without onAnswer (a preview), takes no focus and is no dialog', () => {
    render(<ApprovalCard card={cardFor('bill.pay')} packName="demo" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('marks a removal: its own label, answer and warning tone', () => {
    render(<ApprovalCard card={cardFor('file.delete')} packName="demo" />);
    const card = screen.getByTestId('approval-card-file.delete');
    expect(card.dataset.kind).toBe('removal');
    expect(within(card).getByText('Removal')).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Delete notes.txt');
    expect(within(card).getByText('Remove').className).toContain('bg-error-solid');
    expect(card.className).toContain('border-error-line');
  });

  it('says when the preview names a kind it does not know, and links the rule', () => {
    render(<ApprovalCard card={cardFor('thing.poke')} packName="demo" />);
    const card = screen.getByTestId('approval-card-thing.poke');
    expect(card.dataset.kind).toBe('fields');
    expect(card.textContent).toContain('Unknown kind “telegram”, shown as a field table.');
    expect(within(card).getByRole('link', { name: 'M024' }).getAttribute('href')).toBe('/rules/M024');
    expect(within(card).getByText('Approve')).toBeTruthy();
  });

  it('fills the title from the values it is given', () => {
    render(<ApprovalCard card={cardFor('bill.pay', { amount: '3', payee: 'bob' })} packName="demo" />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Pay bob');
  });
});

describe('ApprovalPreviews (the card with its try form)', () => {
  it('shows the ledger transfer card filled from the examples, and follows what a person types', async () => {
    const user = userEvent.setup();
    render(<ApprovalPreviews surfaceText={ledgerFile('surface.json')} policyText={ledgerFile('policy.json')} />);
    const panel = screen.getByTestId('preview-panel-transfer');
    const title = () => within(panel).getByTestId('approval-card-title').textContent;
    expect(title()).toBe('Pay demo-transit');
    const reset = within(panel).getByRole('button', { name: 'Reset to examples' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);

    const payee = within(panel).getByRole('textbox', { name: /payee/ });
    await user.tripleClick(payee);
    await user.keyboard('landlord');
    expect(title()).toBe('Pay landlord');
    expect(reset.disabled).toBe(false);

    // Keyboard only: Shift+Tab back to amount, replace it, Tab on.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: /amount/ }));
    await user.keyboard('{Control>}a{/Control}99.00');
    expect(within(panel).getByTestId('approval-card-transfer').textContent).toContain('99.00');

    await user.click(reset);
    expect(title()).toBe('Pay demo-transit');
    expect(reset.disabled).toBe(true);
  });

  it('when surface.json does not parse, says where instead of showing cards', () => {
    render(<ApprovalPreviews surfaceText={'{\n  "id": "x",\n  oops'} policyText="" />);
    expect(screen.queryByTestId('approval-previews')).toBeNull();
    expect(screen.getByText(/surface\.json does not parse \(line 3, column \d+\)/)).toBeTruthy();
  });

  it('offers the missing preview to copy when a confirm-gated command has none', () => {
    const bare = JSON.stringify({
      id: 'demo',
      verbs: { 'task.archive': { args: { properties: { task_id: { type: 'string', examples: ['T-1'] } } } } },
    });
    const gate = JSON.stringify({ surface_id: 'demo', verbs: { 'task.archive': { risk: 'write', confirm: true } } });
    render(<ApprovalPreviews surfaceText={bare} policyText={gate} />);
    const missing = screen.getByTestId('missing-preview-task.archive');
    expect(within(missing).getByRole('button', { name: 'Copy: the preview for task.archive' })).toBeTruthy();
    expect(within(missing).getByText(/"preview"/)).toBeTruthy();
  });
});
