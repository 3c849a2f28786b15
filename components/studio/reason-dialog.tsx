'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Kbd } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Textarea } from '../ui/field';

export interface ReasonDialogProps {
  /** What the reason is asked for (changes reset the field); null keeps the dialog closed. */
  subject: string | null;
  title: string;
  /** The finding the reason is for, as the author recognises it. */
  summary: ReactNode;
  /** Prefix of the test ids and the field's id: `${name}-dialog`, `${name}-reason`, `${name}-help`, … */
  name: string;
  placeholder: string;
  /** Said under the field until there is an error: where the reason goes and the keys. */
  help: ReactNode;
  /** Said when the author submits a blank reason. */
  blank: string;
  confirmLabel: string;
  /** Writes the entry; a returned string is why it could not (shown in the dialog, which stays open). */
  onConfirm(reason: string): string | null;
  onCancel(): void;
}

/**
 * Asks for the reason a finding stays (required, as packstudio.json requires one for every entry). Enter confirms
 * (Shift+Enter starts a new line); Escape cancels and Tab stays inside, as in every Dialog.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { subject, name, onConfirm } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    setReason('');
    setError(null);
    if (subject) requestAnimationFrame(() => field.current?.focus());
  }, [subject]);

  const submit = () => {
    if (!subject) return;
    if (!reason.trim()) {
      setError(props.blank);
      field.current?.focus();
      return;
    }
    const refused = onConfirm(reason.trim());
    if (refused) setError(refused);
  };

  return (
    <Dialog open={!!subject} onClose={props.onCancel} title={props.title}>
      {subject && (
        <form
          data-testid={`${name}-dialog`}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="flex flex-col gap-3 px-5 py-4"
        >
          <div className="text-sm text-fg-soft">{props.summary}</div>
          <label htmlFor={`${name}-reason`} className="text-sm font-medium">
            Reason <span className="font-normal text-muted">(required)</span>
          </label>
          <Textarea
            id={`${name}-reason`}
            ref={field}
            rows={3}
            value={reason}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${name}-help`}
            data-testid={`${name}-reason`}
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
            placeholder={props.placeholder}
            className="resize-y py-2 font-sans text-fg"
          />
          <p
            id={`${name}-help`}
            className={`text-xs ${error ? 'text-error-fg' : 'text-muted'}`}
            role={error ? 'alert' : undefined}
            data-testid={`${name}-help`}
          >
            {error ?? props.help}
          </p>
          <div className="flex justify-end gap-2 pt-1">
            <Button onClick={props.onCancel} data-testid={`${name}-cancel`}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" data-testid={`${name}-confirm`}>
              {props.confirmLabel}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The keys line every reason dialog ends its help with. */
export function ReasonKeys({ verb }: { verb: string }) {
  return (
    <>
      <Kbd>Enter</Kbd> {verb}, <Kbd>Shift+Enter</Kbd> new line, <Kbd>Esc</Kbd> cancels.
    </>
  );
}
