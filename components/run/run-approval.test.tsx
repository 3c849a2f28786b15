// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialValues } from '@/lib/hcp/approval-card';
import { loadPackFromTexts } from '@/lib/hcp/load';
import { RunApproval } from './run-approval';

afterEach(cleanup);

/** A confirm-gated payment, a write policy.json does not gate, and a command policy.json has no row for. */
const { model } = loadPackFromTexts({
  'surface.json': JSON.stringify({
    id: 'demo',
    verbs: {
      'bill.pay': { args: { properties: { amount: { type: 'string', examples: ['12.50'] } } } },
      'cache.purge': {},
      'notes.sweep': {},
    },
  }),
  'policy.json': JSON.stringify({
    surface_id: 'demo',
    verbs: { 'bill.pay': { risk: 'write', confirm: 'always' }, 'cache.purge': { risk: 'write' } },
  }),
});

function show(key: string, onAnswer = () => {}) {
  const command = model.commands.find((c) => c.key === key)!;
  render(
    <RunApproval model={model} command={command} values={initialValues(command)} packName="demo" onAnswer={onAnswer} />,
  );
  return screen.getByTestId('run-approval-note').textContent;
}

describe('the Run tab says what the runtime does before it asks', () => {
  it('a command with no policy.json row: the runtime runs it as an ungated write, it does not refuse it', () => {
    const note = show('notes.sweep');
    expect(note).toBe(
      'An agent’s runtime runs this without asking anyone (policy.json has no row for "notes.sweep", so the runtime counts it as a write). The Run tab asks you first, as it does before every write: it runs only when you approve.',
    );
    const badge = screen.getByTestId('confirm-badge');
    expect(badge.getAttribute('data-confirm')).toBe('none');
    expect(badge.getAttribute('title')).toContain(
      'counts it as a write (it needs the write grant) and runs it without asking anyone',
    );
    expect(badge.getAttribute('title')).not.toMatch(/refuse/);
  });

  it('a write policy.json gives no confirm runs for an agent without asking; only the Run tab asks', () => {
    expect(show('cache.purge')).toMatch(
      /^An agent’s runtime runs this without asking anyone \(policy\.json gives this write no confirm\)/,
    );
  });

  it('a confirm-gated command: the card is the one an agent’s person sees too', () => {
    expect(show('bill.pay')).toMatch(/^policy\.json’s confirm gate asks a person first, for an agent’s calls too/);
  });

  it('runs only when the person approves', async () => {
    const onAnswer = vi.fn();
    show('notes.sweep', onAnswer);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });
});
