'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { wrapNotes } from '@/app/actions/wrap-actions';
import { hcpCommandEdits } from '@/lib/hcp/command-edits';
import { loadPackFromTexts, type PackTexts } from '@/lib/hcp/load';
import { policyRow } from '@/lib/hcp/model';
import { modifierLabel } from '../studio/use-studio-shortcuts';
import type { StudioSlotProps } from '../studio/types';
import { Card } from '../ui/card';
import { ErrorBox } from '../ui/error-box';
import { binBase } from '@/lib/wrap/parse-help';
import { changeAppliedLine, draftedByLine } from '@/lib/hcp/wrap-notes-text';
import { AddCommandForm } from './add-command-form';
import type { CommandChange, Notes, PackCommand } from './commands-types';
import { LeftOutCard } from './left-out-card';
import { PackCommandsCard } from './pack-commands-card';

export type { CommandChange, PackCommand } from './commands-types';

/** The commands of the pack in the editor (unsaved edits included), in surface.json's order. */
export function packCommands(texts: Partial<PackTexts>): PackCommand[] {
  const { model } = loadPackFromTexts(texts as PackTexts);
  return model.commands.map((c) => {
    const row = policyRow(model, c.key);
    return {
      key: c.key,
      description: typeof c.description === 'string' ? c.description : null,
      risk: row?.risk === 'read' || row?.risk === 'write' ? row.risk : null,
      confirm: Boolean(row?.confirm),
    };
  });
}

/** The one label of a change's undo step and of the message that follows it. */
export function changeLabel(change: CommandChange): string {
  switch (change.kind) {
    case 'remove':
      return `Remove command “${change.key}”`;
    case 'add':
      return `Add command “${change.entry.key}”`;
    case 'swap':
      return `Swap “${change.out}” for “${change.entry.key}”`;
  }
}

/** The edits of a change over all four files, or why it is refused. */
export function planChange(texts: Partial<PackTexts>, change: CommandChange) {
  switch (change.kind) {
    case 'remove':
      return hcpCommandEdits.remove(texts, change.key);
    case 'add':
      return hcpCommandEdits.add(texts, change.entry);
    case 'swap':
      return hcpCommandEdits.swap(texts, change.out, change.entry);
  }
}

/**
 * The commands view: every command of the pack with "Remove", and, for a pack wrap drafted, what wrap knew (each
 * drafted command's rank, every left-out command with its reason, "Swap in" and "Add" for those it could have
 * drafted, and its notes). Each change is one edit over all four files, applied in the editor as a rename is, so
 * Ctrl+Z there undoes it; nothing is written until the author saves.
 */
export function CommandsView({ ctx }: StudioSlotProps) {
  const notes = useQuery({ queryKey: ['wrap-notes', ctx.packId], queryFn: () => wrapNotes({ packId: ctx.packId }) });
  const { texts } = ctx.state;
  const commands = useMemo(() => packCommands(texts as Partial<PackTexts>), [texts]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const apply = (change: CommandChange) => {
    const plan = planChange(ctx.session.texts() as Partial<PackTexts>, change);
    if (!plan.ok) return setMessage({ ok: false, text: plan.reason });
    const label = changeLabel(change);
    if (!ctx.applyEdits(plan.edits, label))
      return setMessage({ ok: false, text: 'The editor is still loading; try again in a moment.' });
    const files = new Set(plan.edits.map((e) => e.file)).size;
    setMessage({ ok: true, text: changeAppliedLine(label, files, modifierLabel()) });
  };
  const read = notes.data;
  const bin = useMemo(() => {
    const { model } = loadPackFromTexts(texts as PackTexts);
    return model.cliBin ?? model.commands.find((c) => Array.isArray(c.cli))?.cli?.[0] ?? model.id ?? 'cli';
  }, [texts]);
  return (
    <CommandsPanel
      bin={String(bin)}
      commands={commands}
      notes={read?.ok ? read.notes : null}
      notesError={read && !read.ok ? read.error : null}
      message={message}
      onChange={apply}
    />
  );
}

export interface CommandsPanelProps {
  bin: string;
  commands: readonly PackCommand[];
  notes: Notes | null;
  notesError: string | null;
  message: { ok: boolean; text: string } | null;
  onChange(change: CommandChange): void;
}

/** The commands view drawn from its props: the pack's commands, wrap's left-out ones and notes, and the Add form. */
export function CommandsPanel({ bin, commands, notes, notesError, message, onChange }: CommandsPanelProps) {
  // A CLI with no commands of its own (a filter, a shell, a client): said at the top, with the form beside it.
  const noCommands = notes?.shape === 'none' || notes?.shape === 'invocations';
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-6 py-6" data-testid="commands-view">
      <div>
        <h2 className="text-base font-semibold">Commands</h2>
        <p className="text-sm text-muted">
          {notes ? draftedByLine(notes) : ''}
          Removing, adding or swapping a command edits surface.json, policy.json, HARNESS.md and hcp.eval.json as one
          step in the editor: undo it there, save when it reads right.
        </p>
      </div>
      {message && <ChangeMessage message={message} />}
      {notesError && <ErrorBox message={`The wrap notes could not be read: ${notesError}`} />}
      {noCommands && <NoCommandsNote notes={notes} />}
      <PackCommandsCard commands={commands} drafted={notes?.commands ?? []} onChange={onChange} />
      {notes && <LeftOutCard notes={notes} commands={commands} noCommands={noCommands} onChange={onChange} />}
      <Card
        title="Add a command"
        subtitle="Name it, give the words after the CLI ({{name}} for what the agent fills) and say what it does."
      >
        <AddCommandForm bin={bin} onAdd={(entry) => onChange({ kind: 'add', entry })} />
      </Card>
      {notes && notes.notes.length > 0 && (
        <Card title="Wrap notes">
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="wrap-notes">
            {notes.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

/** What the last change did (applied, not saved) or why it was refused. */
function ChangeMessage({ message }: { message: { ok: boolean; text: string } }) {
  if (!message.ok) return <ErrorBox message={message.text} />;
  return (
    <p role="status" className="rounded-md bg-ok-soft px-3 py-2 text-sm text-ok-fg" data-testid="command-change">
      {message.text}
    </p>
  );
}

/** A CLI with no commands of its own: what the pack starts from instead. */
function NoCommandsNote({ notes }: { notes: Notes }) {
  return (
    <p
      role="note"
      className="rounded-md border border-line bg-surface-sunken px-3 py-2 text-sm"
      data-testid="no-commands"
    >
      <strong>{binBase(notes.cli)}</strong> has no commands of its own; add them below.{' '}
      {notes.shape === 'invocations'
        ? 'The pack holds its plain invocation and those its Fig spec names, to start from.'
        : 'The pack holds its plain invocation, to start from.'}
    </p>
  );
}
