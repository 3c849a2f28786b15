'use client';
import { useState } from 'react';
import { commandFromForm, type CommandForm } from '@/lib/wrap/command-form';
import type { CommandEntry } from '@/lib/hcp/command-edits';
import { Button } from '../ui/button';
import { ErrorBox } from '../ui/error-box';
import { Field, Input, Select } from '../ui/field';

const EMPTY: CommandForm = { key: '', words: '', description: '', risk: 'auto' };

/**
 * "Add a command" by hand: a name, the words after the bin (`{{name}}` for what the agent fills), what it does and
 * its risk. The entry goes through the same one-step edit as a swap (the caller's onAdd), so Ctrl+Z undoes it. For
 * a CLI with no commands of its own this is how its pack gets the invocations an agent needs.
 */
export function AddCommandForm({ bin, onAdd }: { bin: string; onAdd(entry: CommandEntry): void }) {
  const [form, setForm] = useState<CommandForm>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const planned = commandFromForm(bin, form);
  const set = (field: keyof CommandForm) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });
  return (
    <form
      className="grid gap-3 text-sm sm:grid-cols-2"
      data-testid="add-command-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!planned.ok) return setProblem(planned.reason);
        setProblem(null);
        onAdd(planned.entry);
        setForm(EMPTY);
      }}
    >
      <Field label="Name" labelClassName="text-xs">
        <Input
          value={form.key}
          onChange={set('key')}
          placeholder="list_keys"
          spellCheck={false}
          autoComplete="off"
          aria-label="Command name"
        />
      </Field>
      <Field
        label={
          <>
            Runs <code className="font-mono">{bin}</code> with
          </>
        }
        labelClassName="text-xs"
      >
        <Input
          value={form.words}
          onChange={set('words')}
          placeholder="--list-keys {{name}}"
          spellCheck={false}
          autoComplete="off"
          aria-label="Words after the CLI"
        />
      </Field>
      <Field label="What it does" labelClassName="text-xs" className="sm:col-span-2">
        <Input
          className="font-sans"
          value={form.description}
          onChange={set('description')}
          placeholder="List the keys of the public keyring."
          aria-label="What the command does"
        />
      </Field>
      <Field label="Risk" labelClassName="text-xs">
        <Select value={form.risk} onChange={set('risk')} aria-label="Risk">
          <option value="auto">From what it says ({planned.ok ? planned.risk : '…'})</option>
          <option value="read">read</option>
          <option value="write">write</option>
          <option value="confirm">write, ask a person first</option>
        </Select>
      </Field>
      <div className="flex items-end justify-end">
        <Button type="submit" variant="primary" size="sm" disabled={!form.key.trim()}>
          Add command
        </Button>
      </div>
      {problem && (
        <div className="sm:col-span-2">
          <ErrorBox message={problem} />
        </div>
      )}
    </form>
  );
}
