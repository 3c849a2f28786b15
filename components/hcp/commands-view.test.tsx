// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyQuickFixes } from '@/lib/core/apply-edits';
import type { CommandEntry } from '@/lib/hcp/command-edits';
import type { PackTexts } from '@/lib/hcp/load';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HCP_FILES } from '@/lib/formats/hcp/files';
import { changeLabel, CommandsPanel, packCommands, planChange, type CommandChange } from './commands-view';

afterEach(cleanup);

const ledger = Object.fromEntries(
  HCP_FILES.map((f) => [f, readFileSync(resolve('packs/ledger', f), 'utf8')]),
) as unknown as PackTexts;
const history: CommandEntry = {
  key: 'history',
  surface: {
    description: 'Show the last payments, newest first, with their amounts and payees.',
    cli: ['ledger', 'history'],
  },
  policy: { risk: 'read' },
  use: 'See recent payments',
};
const notes = {
  version: 1 as const,
  cli: 'ledger',
  layout: 'cobra',
  wrapped: '2026-12-01T19:00:00.000Z',
  ms: 420,
  helpRuns: 9,
  spec: null,
  commands: [
    {
      key: 'list',
      path: ['list'],
      risk: 'read' as const,
      source: 'help' as const,
      verified: true,
      rank: 'hot read +25, read +10',
      argsFrom: 'none',
      jsonFlag: ['--json'],
    },
  ],
  leftOut: [
    { name: 'history', reason: 'over the 12-command limit (rank 20)', key: 'history', entry: history },
    { name: 'given', reason: 'not a command: "ledger given --help" failed' },
  ],
  notes: ['2 names could not be checked live in time'],
};

function panel(onChange = vi.fn()) {
  render(
    <CommandsPanel
      bin="ledger"
      commands={packCommands(ledger)}
      notes={notes}
      notesError={null}
      message={null}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('the commands view', () => {
  it('lists every command with its risk, and ranks and JSON flags for those wrap drafted', () => {
    panel();
    const keys = Object.keys(JSON.parse(ledger['surface.json']!).verbs);
    expect(within(screen.getByTestId('pack-commands')).getAllByRole('listitem')).toHaveLength(keys.length);
    const list = screen.getByTestId('command-list');
    expect(list.textContent).toContain('read');
    expect(within(list).getByTestId('command-rank').textContent).toBe(
      'Ranked by wrap: hot read +25, read +10 · JSON with --json · name checked live',
    );
    expect(within(screen.getByTestId('command-transfer')).getByText(/write · confirm/)).toBeTruthy();
  });

  it('shows every left-out command with its reason, offers swap and add only where wrap has an entry, and the notes', () => {
    panel();
    expect(screen.getByTestId('left-out-history').textContent).toContain('over the 12-command limit (rank 20)');
    expect(within(screen.getByTestId('left-out-history')).getByRole('button', { name: 'Swap in…' })).toBeTruthy();
    expect(within(screen.getByTestId('left-out-given')).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('wrap-notes').textContent).toBe('2 names could not be checked live in time');
  });

  it('asks which command a swap replaces, and hands the change up; Remove and Add too', () => {
    const onChange = panel();
    const row = screen.getByTestId('left-out-history');
    fireEvent.click(within(row).getByRole('button', { name: 'Swap in…' }));
    fireEvent.change(within(row).getByRole('combobox', { name: 'The command history replaces' }), {
      target: { value: 'list' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Swap' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'swap', out: 'list', entry: history });
    fireEvent.click(within(row).getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'add', entry: history });
    fireEvent.click(screen.getByRole('button', { name: 'Remove command transfer' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'remove', key: 'transfer' });
  });

  it('without wrap notes, still lists the commands with Remove, and no left-out section', () => {
    render(
      <CommandsPanel
        bin="ledger"
        commands={packCommands(ledger)}
        notes={null}
        notesError={null}
        message={null}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove command list' })).toBeTruthy();
    expect(screen.queryByTestId('left-out')).toBeNull();
  });
});

describe('a CLI with no commands of its own', () => {
  const none = { ...notes, cli: 'jq', shape: 'none' as const, leftOut: [], notes: [] };

  it('says so in one line, never "drafted every command", and offers the guided form', () => {
    render(<CommandsPanel bin="jq" commands={[]} notes={none} notesError={null} message={null} onChange={vi.fn()} />);
    expect(screen.getByTestId('no-commands').textContent).toBe(
      'jq has no commands of its own; add them below. The pack holds its plain invocation, to start from.',
    );
    expect(document.body.textContent).not.toContain('drafted every command');
    expect(screen.getByText('Nothing to swap in: jq lists no commands of its own.')).toBeTruthy();
    expect(screen.getByTestId('add-command-form')).toBeTruthy();
  });

  it('a CLI with commands and nothing left out says how many wrap found, not that it has none', () => {
    render(
      <CommandsPanel
        bin="ledger"
        commands={packCommands(ledger)}
        notes={{ ...notes, shape: 'subcommands', leftOut: [] }}
        notesError={null}
        message={null}
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('no-commands')).toBeNull();
    expect(screen.getByText('Nothing left out: the pack holds all 1 commands wrap found.')).toBeTruthy();
  });

  it('the form builds the entry an Add plans: the bin and the words, {{name}} an argument, risk from the words', () => {
    const onChange = vi.fn();
    render(<CommandsPanel bin="gpg" commands={[]} notes={null} notesError={null} message={null} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Command name' }), { target: { value: 'delete_key' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Words after the CLI' }), {
      target: { value: '--delete-keys {{fingerprint}}' },
    });
    expect(screen.getByRole('option', { name: /From what it says \(write, confirm\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add command' }));
    const change = onChange.mock.lastCall![0] as Extract<CommandChange, { kind: 'add' }>;
    expect(change.kind).toBe('add');
    expect(change.entry.surface.cli).toEqual(['gpg', '--delete-keys', '{{fingerprint}}']);
    expect(change.entry.policy).toEqual({ risk: 'write', confirm: true });
    expect(planChange(ledger, change).ok).toBe(true);
  });

  it('a malformed {{argument}} is refused with what to write', () => {
    const onChange = vi.fn();
    render(<CommandsPanel bin="jq" commands={[]} notes={null} notesError={null} message={null} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Command name' }), { target: { value: 'query' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Words after the CLI' }), { target: { value: '{{Filter}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add command' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('{{name}}');
  });
});

describe('a change, planned over the texts in the editor', () => {
  const apply = (change: CommandChange): PackTexts => {
    const plan = planChange(ledger, change);
    if (!plan.ok) throw new Error(plan.reason);
    return applyQuickFixes(ledger, [{ kind: 'fix', title: changeLabel(change), edits: plan.edits }]) as PackTexts;
  };

  it('a swap takes one command out of all four files and puts the other in', () => {
    const after = apply({ kind: 'swap', out: 'list', entry: history });
    const keys = packCommands(after).map((c) => c.key);
    expect(keys).toContain('history');
    expect(keys).not.toContain('list');
    expect(after['policy.json']).toContain('"history"');
    expect(after['HARNESS.md']).toContain('`history`');
    expect(changeLabel({ kind: 'swap', out: 'list', entry: history })).toBe('Swap “list” for “history”');
  });

  it('is refused with the reason when the name is taken', () => {
    const plan = planChange(ledger, { kind: 'add', entry: { ...history, key: 'list' } });
    expect(plan).toMatchObject({ ok: false, reason: expect.stringMatching(/list/) });
  });
});
