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
        <h4 className="text-xs font-semibold uppercase tracking-wider text-muted">Try other values</h4>
        <button
          type="button"
          onClick={onReset}
          disabled={!changed}
          className="text-xs font-medium text-accent hover:underline disabled:cursor-default disabled:text-faint disabled:no-underline"
        >
          {resetLabel}
        </button>
      </div>
      {inputs.length === 0 && <p className="text-sm text-muted">This command takes no arguments.</p>}
      {inputs.map((arg) => (
        <div key={arg.name}>
          <label htmlFor={`${id}-${arg.name}`} className="flex items-baseline gap-2 text-sm">
            <span className="font-mono font-medium text-fg">{arg.name}</span>
            <span className={`text-xs ${arg.required ? 'text-warn' : 'text-faint'}`}>
              {arg.required ? 'required' : 'optional'}
            </span>
            {arg.type && <span className="ml-auto font-mono text-xs text-faint">{arg.type}</span>}
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
            className="mt-1 w-full rounded-md border border-line-strong bg-surface px-2.5 py-1.5 font-mono text-sm shadow-sm outline-none placeholder:font-sans placeholder:italic placeholder:text-faint focus:border-accent focus:ring-2 focus:ring-accent/30"
          />
          {arg.description && <p className="mt-1 text-xs leading-4 text-muted">{arg.description}</p>}
        </div>
      ))}
    </form>
  );
}
