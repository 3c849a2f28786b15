'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { wrapNotes } from '@/app/actions/wrap-actions';
import { hcpCommandEdits, type CommandEntry } from '@/lib/hcp/command-edits';
import { loadPackFromTexts, type PackTexts } from '@/lib/hcp/load';
import { policyRow } from '@/lib/hcp/model';
import { modifierLabel } from '../studio/use-studio-shortcuts';
import type { StudioSlotProps } from '../studio/types';
import { Badge } from '../ui/badges';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ErrorBox } from '../ui/error-box';
import { Select } from '../ui/field';
import { binBase } from '@/lib/wrap/parse-help';
import { AddCommandForm } from './add-command-form';

/** Wrap's notes as the action answers them (components never import lib/node, not even a type). */
type Notes = NonNullable<Extract<Awaited<ReturnType<typeof wrapNotes>>, { ok: true }>['notes']>;

/** A command of the pack as the list shows it. */
export interface PackCommand {
  key: string;
  description: string | null;
  risk: 'read' | 'write' | null;
  confirm: boolean;
}

/** What the author asked for, planned over the editor's texts by lib/hcp/command-edits. */
export type CommandChange =
  | { kind: 'remove'; key: string }
  | { kind: 'add'; entry: CommandEntry }
  | { kind: 'swap'; out: string; entry: CommandEntry };

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
    setMessage({
      ok: true,
      text: `${label}: ${files} file${files === 1 ? '' : 's'} changed, not saved yet. ${modifierLabel()}+Z in the editor undoes it; ${modifierLabel()}+S saves.`,
    });
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

export function CommandsPanel({
  bin,
  commands,
  notes,
  notesError,
  message,
  onChange,
}: {
  bin: string;
  commands: readonly PackCommand[];
  notes: Notes | null;
  notesError: string | null;
  message: { ok: boolean; text: string } | null;
  onChange(change: CommandChange): void;
}) {
  const drafted = new Map((notes?.commands ?? []).map((c) => [c.key, c]));
  const keys = new Set(commands.map((c) => c.key));
  // A CLI with no commands of its own (a filter, a shell, a client): said at the top, with the form beside it.
  const noCommands = notes?.shape === 'none' || notes?.shape === 'invocations';
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-6 py-6" data-testid="commands-view">
      <div>
        <h2 className="text-base font-semibold">Commands</h2>
        <p className="text-sm text-muted">
          {notes
            ? `Drafted by packstudio wrap from ${notes.cli} (${notes.layout} help${notes.spec ? `, Fig spec “${notes.spec}”` : ''}), ${notes.helpRuns} help runs in ${notes.ms} ms. `
            : ''}
          Removing, adding or swapping a command edits surface.json, policy.json, HARNESS.md and hcp.eval.json as one
          step in the editor: undo it there, save when it reads right.
        </p>
      </div>
      {message &&
        (message.ok ? (
          <p role="status" className="rounded-md bg-ok-soft px-3 py-2 text-sm text-ok-fg" data-testid="command-change">
            {message.text}
          </p>
        ) : (
          <ErrorBox message={message.text} />
        ))}
      {notesError && <ErrorBox message={`The wrap notes could not be read: ${notesError}`} />}
      {noCommands && (
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
      )}

      <Card title={`In the pack (${commands.length})`}>
        {commands.length === 0 ? (
          <p className="text-sm text-muted">surface.json has no commands.</p>
        ) : (
          <ul className="divide-y divide-line-soft rounded-lg border border-line" data-testid="pack-commands">
            {commands.map((c) => {
              const wrap = drafted.get(c.key);
              return (
                <li
                  key={c.key}
                  className="flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-2.5 text-sm"
                  data-testid={`command-${c.key}`}
                >
                  <div className="min-w-0 flex-1 basis-64">
                    <p className="flex flex-wrap items-center gap-2">
                      <code className="font-mono font-semibold">{c.key}</code>
                      <RiskBadge risk={c.risk} confirm={c.confirm} />
                    </p>
                    {c.description && <p className="mt-0.5 text-xs text-muted">{c.description}</p>}
                    {wrap && (
                      <p className="mt-0.5 text-xs text-faint" data-testid="command-rank">
                        Ranked by wrap: {wrap.rank}
                        {wrap.jsonFlag ? ` · JSON with ${wrap.jsonFlag.join(' ')}` : ''}
                        {wrap.verified ? ' · name checked live' : ''}
                      </p>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-error-fg"
                    onClick={() => onChange({ kind: 'remove', key: c.key })}
                    aria-label={`Remove command ${c.key}`}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      {notes && (
        <Card
          title={`Left out by wrap (${notes.leftOut.length})`}
          subtitle="Each with why. Those wrap could have drafted can be swapped in for a command of the pack, or added."
        >
          {notes.leftOut.length === 0 ? (
            <p className="text-sm text-muted">
              {noCommands
                ? `Nothing to swap in: ${binBase(notes.cli)} lists no commands of its own.`
                : `Nothing left out: the pack holds all ${notes.commands.length} commands wrap found.`}
            </p>
          ) : (
            <ul className="divide-y divide-line-soft rounded-lg border border-line" data-testid="left-out">
              {notes.leftOut.map((l) => (
                <LeftOutRow
                  key={l.name}
                  item={l}
                  commands={commands}
                  inPack={l.entry ? keys.has(l.entry.key) : false}
                  onChange={onChange}
                />
              ))}
            </ul>
          )}
        </Card>
      )}

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

function LeftOutRow({
  item,
  commands,
  inPack,
  onChange,
}: {
  item: Notes['leftOut'][number];
  commands: readonly PackCommand[];
  inPack: boolean;
  onChange(change: CommandChange): void;
}) {
  const [swapping, setSwapping] = useState(false);
  const [out, setOut] = useState(commands[0]?.key ?? '');
  const entry = item.entry as CommandEntry | undefined;
  const slug = item.name.replace(/\s+/g, '-');
  return (
    <li className="px-4 py-2.5 text-sm" data-testid={`left-out-${slug}`}>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1 basis-64">
          <p className="flex flex-wrap items-center gap-2">
            <code className="font-mono font-semibold">{item.name}</code>
            {entry && <RiskBadge risk={entry.policy.risk} confirm={Boolean(entry.policy.confirm)} />}
            {inPack && <Badge tone="ok">in the pack</Badge>}
          </p>
          <p className="mt-0.5 text-xs text-muted">{item.reason}</p>
        </div>
        {entry && !inPack && !swapping && (
          <div className="flex gap-2">
            <Button size="sm" onClick={() => setSwapping(true)} disabled={commands.length === 0}>
              Swap in…
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onChange({ kind: 'add', entry })}>
              Add
            </Button>
          </div>
        )}
      </div>
      {entry && swapping && (
        <form
          className="mt-2 flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setSwapping(false);
            onChange({ kind: 'swap', out, entry });
          }}
        >
          <label className="flex items-center gap-2 text-xs">
            In place of
            <Select
              className="h-7 w-auto font-mono text-xs"
              value={out}
              onChange={(e) => setOut(e.target.value)}
              autoFocus
              aria-label={`The command ${item.name} replaces`}
            >
              {commands.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.key}
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit" size="sm" variant="primary">
            Swap
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSwapping(false)}>
            Cancel
          </Button>
        </form>
      )}
    </li>
  );
}

function RiskBadge({ risk, confirm }: { risk: 'read' | 'write' | null; confirm: boolean }) {
  if (!risk) return <Badge tone="warn">no policy row</Badge>;
  return (
    <Badge tone={risk === 'read' ? 'neutral' : 'caution'} shape="pill">
      {risk}
      {confirm ? ' · confirm' : ''}
    </Badge>
  );
}
