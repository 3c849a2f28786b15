'use client';
import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';

/**
 * The form primitives: a labelled `Field` (label, optional note, hint, error) and the controls that go in it
 * (`Input`, `Select`, `Textarea`, `Checkbox`, `FileInput`). Inside a `Field` a control takes the field's id (the
 * label's `for`), `aria-describedby` naming the hint and the error, and `aria-invalid` while there is an error; a
 * control's own props win. Outside one (a search box with an aria-label, a checkbox inside its own label) a control
 * is the same look without the wiring. Classes join with `cn`, so a caller's class overrides the look's.
 */

/** One text field's look (a path, a name, an id): monospaced, the accent ring on focus. */
export const CONTROL =
  'h-8 w-full rounded-md border border-line-strong bg-surface px-2.5 font-mono text-sm shadow-sm placeholder:text-faint focus:border-accent focus:ring-2 focus:ring-accent/20 focus:outline-none aria-invalid:border-error';

interface FieldWiring {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldWiring | null>(null);

export function Field({
  label,
  note,
  hint,
  error,
  action,
  id,
  className,
  labelClassName,
  children,
}: {
  label: ReactNode;
  /** Said after the label in a lighter voice, in brackets: "(optional: the CLI's name)". */
  note?: ReactNode;
  /** A line under the control that says what to type; the control names it in aria-describedby. */
  hint?: ReactNode;
  /** What is wrong with the value: shown under the control, which is then aria-invalid and names it. */
  error?: ReactNode;
  /** Beside the label, at the right (a toggle that changes how the field is typed). */
  action?: ReactNode;
  /** The control's id when a test or a link needs a fixed one; generated otherwise. */
  id?: string;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const wiring: FieldWiring = {
    id: controlId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: !!error,
  };
  const labelled = (
    <label htmlFor={controlId} className={cn('block font-medium', action && 'min-w-0 flex-1', labelClassName)}>
      {label}
      {note && <span className="font-normal text-muted"> ({note})</span>}
    </label>
  );
  return (
    <div className={cn('space-y-1', className)}>
      {action ? (
        <div className="flex items-baseline gap-2">
          {labelled}
          {action}
        </div>
      ) : (
        labelled
      )}
      <FieldContext.Provider value={wiring}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface Wired {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/** The enclosing field's id, description and validity, under the control's own props. */
function useWiring<P extends Wired>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}

type WithRef<P, E> = P & { ref?: Ref<E> };

/** A one-line text input (type text, search, email, password, number…). */
export function Input({ className, ...props }: WithRef<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  return <input {...useWiring(props)} className={cn(CONTROL, className)} />;
}

/** A multi-line text input: the text field's look, its height from the caller. */
export function Textarea({
  className,
  ...props
}: WithRef<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>) {
  return <textarea {...useWiring(props)} className={cn(CONTROL, 'h-auto py-1.5 leading-5', className)} />;
}

/** A drop-down choice: the text field's look in the sans face, narrower padding for the arrow. */
export function Select({ className, ...props }: WithRef<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement>) {
  return <select {...useWiring(props)} className={cn(CONTROL, 'px-2 font-sans', className)} />;
}

/** A checkbox in the accent colour; its text is the caller's (usually a label around it). */
export function Checkbox({
  className,
  ...props
}: WithRef<Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, HTMLInputElement>) {
  return <input {...useWiring(props)} type="checkbox" className={cn('size-4 accent-accent', className)} />;
}

/** A file picker kept out of sight: a button of the caller's opens it (`ref.current.click()`). */
export function FileInput({
  className,
  ...props
}: WithRef<Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, HTMLInputElement>) {
  return <input {...useWiring(props)} type="file" className={cn('sr-only', className)} />;
}
