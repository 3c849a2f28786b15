import type { ReactNode } from 'react';
import { Field, Input } from '../ui/field';

/** The form's placeholders are prose ("paste YAML or JSON"), not values. */
export const PROSE_PLACEHOLDER = 'placeholder:font-sans';

/** One labelled text field of the import dialog: its value, what typing does, a prose placeholder, no spell check. */
export function ImportTextField({
  label,
  note,
  className,
  value,
  onValue,
  placeholder,
  inputMode,
  testId,
}: {
  label: ReactNode;
  note?: ReactNode;
  className?: string;
  value: string;
  onValue(value: string): void;
  placeholder?: string;
  inputMode?: 'numeric';
  testId: string;
}) {
  return (
    <Field className={className} label={label} note={note}>
      <Input
        className={PROSE_PLACEHOLDER}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        placeholder={placeholder}
        inputMode={inputMode}
        spellCheck={false}
        data-testid={testId}
      />
    </Field>
  );
}
