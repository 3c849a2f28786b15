'use client';
import { useState } from 'react';
import type { CommandEntry } from '@/lib/hcp/command-edits';
import { binBase } from '@/lib/wrap/parse-help';
import { Badge } from '../ui/badges';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Select } from '../ui/field';
import type { CommandChange, Notes, PackCommand } from './commands-types';
import { RiskBadge } from './pack-commands-card';

/** What wrap left out, each with why; those it could have drafted can be swapped in or added. */
export function LeftOutCard({
  notes,
  commands,
  noCommands,
  onChange,
}: {
  notes: Notes;
  commands: readonly PackCommand[];
  noCommands: boolean;
  onChange(change: CommandChange): void;
}) {
  const keys = new Set(commands.map((c) => c.key));
  return (
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
