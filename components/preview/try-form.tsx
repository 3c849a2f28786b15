'use client';
import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import { canBeSecret } from '../run/form-args';
import type { ArgInput } from '@/lib/hcp/approval-card';
import { Button } from '../ui/button';
import { Checkbox, Field, Input } from '../ui/field';

/** Which text fields are marked secret, and how the author marks one (the Run tab; other forms have no toggle). */
export interface SecretFields {
  marked: readonly string[];
  onToggle(name: string, secret: boolean): void;
}

// Taller than a plain text field (the form is the tab's main part); placeholders say "required" or "not given".
const ARG_INPUT = 'h-auto py-1.5 placeholder:font-sans placeholder:italic';

/** One input per declared argument, started from the examples; an emptied input means "not given". */
export function TryForm({
  inputs,
  values,
  onChange,
  onReset,
  resetLabel = 'Reset to examples',
  secret,
}: {
  inputs: ArgInput[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onReset: () => void;
  /** The reset button's text (a Recued operation has no examples: its reset clears the form). */
  resetLabel?: string;
  /** Offers a "secret" toggle on each text field: a secret is typed masked and masked in everything the run shows. */
  secret?: SecretFields;
}) {
  const id = useId();
  const changed = inputs.some((a) => (values[a.name] ?? '') !== (a.example ?? ''));
  return (
    <form className="space-y-3" onSubmit={(e) => e.preventDefault()} data-testid="preview-try-form">
      <div className="flex items-center justify-between">
        <h4 className="text-xs font-semibold uppercase tracking-wider text-muted">Try other values</h4>
        {inputs.length > 0 && (
          <Button variant="link" onClick={onReset} disabled={!changed} className="text-xs">
            {resetLabel}
          </Button>
        )}
      </div>
      {inputs.length === 0 && <p className="text-sm text-muted">This command takes no arguments.</p>}
      {inputs.map((arg) => {
        const isSecret = !!secret?.marked.includes(arg.name);
        const field = {
          name: arg.name,
          placeholder: arg.required ? 'required' : 'not given',
          inputMode: arg.type === 'number' || arg.type === 'integer' ? ('decimal' as const) : undefined,
          autoComplete: 'off',
          spellCheck: false,
          'data-arg': arg.name,
          className: ARG_INPUT,
        };
        const value = values[arg.name] ?? '';
        return (
          <Field
            key={arg.name}
            id={`${id}-${arg.name}`}
            className="text-sm"
            labelClassName="flex items-baseline gap-2 font-normal"
            label={
              <>
                <span className="font-mono font-medium text-fg">{arg.name}</span>
                <span className={`text-xs ${arg.required ? 'text-warn' : 'text-faint'}`}>
                  {arg.required ? 'required' : 'optional'}
                </span>
                {arg.type && <span className="ml-auto font-mono text-xs text-faint">{arg.type}</span>}
              </>
            }
            action={
              secret &&
              canBeSecret(arg) && (
                <SecretToggle name={arg.name} on={isSecret} onChange={(on) => secret.onToggle(arg.name, on)} />
              )
            }
            hint={arg.description}
          >
            {isSecret ? (
              <SecretInput {...field} value={value} onValue={(v) => onChange(arg.name, v)} />
            ) : (
              <Input {...field} value={value} onChange={(e) => onChange(arg.name, e.target.value)} />
            )}
            {isSecret && value.length > 0 && value.length < 4 && (
              <p className="text-xs leading-4 text-warn">
                Shorter than 4 characters: masked where it is a whole argument, but not inside the log, where it would
                hide every match.
              </p>
            )}
          </Field>
        );
      })}
    </form>
  );
}

/** The "secret" toggle of a text field: a checkbox (so the keyboard reaches it) drawn with an eye icon. */
function SecretToggle({ name, on, onChange }: { name: string; on: boolean; onChange(on: boolean): void }) {
  return (
    <label
      className={`inline-flex shrink-0 cursor-pointer items-center gap-1 rounded px-1 text-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${on ? 'text-accent' : 'text-muted hover:text-fg'}`}
      title={
        on
          ? 'Secret: typed masked, and shown as •••• in the argv, the log, the result and the history'
          : 'Mark secret: mask this value everywhere the run shows it'
      }
    >
      <Checkbox
        checked={on}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={`Secret value: ${name}`}
        data-testid={`secret-${name}`}
        className="size-3 accent-current"
      />
      <EyeIcon crossed={on} />
      secret
    </label>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className="size-3.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      aria-hidden
    >
      <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8Z" />
      <circle cx="8" cy="8" r="2" />
      {crossed && <path d="M2.5 13.5l11-11" />}
    </svg>
  );
}

/**
 * A secret's input: typed masked, and uncontrolled on purpose. React mirrors a controlled input's value into its
 * `value` attribute, which would put the secret in the page's markup; set as the element's property it is not.
 */
function SecretInput({
  value,
  onValue,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValue(value: string): void;
  'data-arg'?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return <Input {...rest} ref={ref} type="password" onChange={(e) => onValue(e.target.value)} />;
}
