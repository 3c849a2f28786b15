'use client';
import { useId } from 'react';
import type { ArgInput } from './card-model';

/** One input per declared argument, started from the examples; an emptied input means "not given". */
export function TryForm({
  inputs,
  values,
  onChange,
  onReset,
  resetLabel = 'Reset to examples',
}: {
  inputs: ArgInput[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onReset: () => void;
  /** The reset button's text (a Recued operation has no examples: its reset clears the form). */
  resetLabel?: string;
}) {
  const id = useId();
  const changed = inputs.some((a) => (values[a.name] ?? '') !== (a.example ?? ''));
  return (
    <form className="space-y-3" onSubmit={(e) => e.preventDefault()} data-testid="preview-try-form">
      <div className="flex items-center justify-between">
        <h4 className="text-xs font-semibold uppercase tracking-wider text-zinc-500 dark:text-zinc-400">Try other values</h4>
        <button
          type="button"
          onClick={onReset}
          disabled={!changed}
          className="text-xs font-medium text-indigo-700 hover:underline disabled:cursor-default disabled:text-zinc-400 disabled:no-underline dark:text-indigo-400 dark:disabled:text-zinc-600"
        >
          {resetLabel}
        </button>
      </div>
      {inputs.length === 0 && <p className="text-sm text-zinc-500 dark:text-zinc-400">This command takes no arguments.</p>}
      {inputs.map((arg) => (
        <div key={arg.name}>
          <label htmlFor={`${id}-${arg.name}`} className="flex items-baseline gap-2 text-sm">
            <span className="font-mono font-medium text-zinc-800 dark:text-zinc-200">{arg.name}</span>
            <span className={`text-xs ${arg.required ? 'text-amber-700 dark:text-amber-400' : 'text-zinc-400 dark:text-zinc-500'}`}>
              {arg.required ? 'required' : 'optional'}
            </span>
            {arg.type && <span className="ml-auto font-mono text-xs text-zinc-400 dark:text-zinc-500">{arg.type}</span>}
          </label>
          <input
            id={`${id}-${arg.name}`}
            name={arg.name}
            value={values[arg.name] ?? ''}
            onChange={(e) => onChange(arg.name, e.target.value)}
            placeholder={arg.required ? 'required' : 'not given'}
            inputMode={arg.type === 'number' || arg.type === 'integer' ? 'decimal' : undefined}
            autoComplete="off"
            spellCheck={false}
            data-arg={arg.name}
            className="mt-1 w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 font-mono text-sm shadow-sm outline-none placeholder:font-sans placeholder:italic placeholder:text-zinc-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 dark:border-zinc-700 dark:bg-zinc-950 dark:placeholder:text-zinc-600"
          />
          {arg.description && <p className="mt-1 text-xs leading-4 text-zinc-500 dark:text-zinc-400">{arg.description}</p>}
        </div>
      ))}
    </form>
  );
}
