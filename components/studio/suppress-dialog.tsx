'use client';
import { useEffect, useRef, useState } from 'react';
import type { Finding } from '@/lib/core/finding';
import { Button, Kbd } from '../ui/button';
import { Dialog } from '../ui/dialog';

export interface SuppressDialogProps {
  /** The finding to suppress; null keeps the dialog closed. */
  finding: Finding | null;
  /** Writes the entry; a returned string is why it could not (shown in the dialog, which stays open). */
  onSuppress(finding: Finding, reason: string): string | null;
  onCancel(): void;
}

/**
 * "Suppress…": asks for the reason a finding stays (required, as packstudio.json requires it). Enter suppresses
 * (Shift+Enter starts a new line); Escape cancels and Tab stays inside, as in every Dialog.
 */
export function SuppressDialog({ finding, onSuppress, onCancel }: SuppressDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const key = finding ? `${finding.id}\0${finding.file}\0${finding.pointer}` : '';
  useEffect(() => {
    setReason('');
    setError(null);
    if (key) requestAnimationFrame(() => field.current?.focus());
  }, [key]);

  const submit = () => {
    if (!finding) return;
    if (!reason.trim()) {
      setError('Write why this finding stays: a reviewer reads it in packstudio.json.');
      field.current?.focus();
      return;
    }
    const refused = onSuppress(finding, reason.trim());
    if (refused) setError(refused);
  };

  return (
    <Dialog open={!!finding} onClose={onCancel} title="Suppress this finding">
      {finding && (
        <form
          data-testid="suppress-dialog"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="flex flex-col gap-3 px-5 py-4"
        >
          <p className="text-sm text-fg-soft">
            <span className="rounded bg-surface-muted px-1 font-mono text-xs text-fg">{finding.id}</span>{' '}
            <span className="font-mono text-xs">{finding.file}</span>
            {finding.pointer && <span className="font-mono text-xs text-muted"> {finding.pointer}</span>}
            <span className="mt-1 block text-[13px] text-fg">{finding.message}</span>
          </p>
          <label htmlFor="suppress-reason" className="text-sm font-medium">
            Reason <span className="font-normal text-muted">(required)</span>
          </label>
          <textarea
            id="suppress-reason"
            ref={field}
            rows={3}
            value={reason}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby="suppress-help"
            data-testid="suppress-reason"
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
            placeholder="Why it stays, for the reviewer: e.g. three commands is the whole API."
            className="w-full resize-y rounded-md border border-line-strong bg-surface px-2.5 py-2 text-sm text-fg placeholder:text-faint focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-error"
          />
          <p
            id="suppress-help"
            className={`text-xs ${error ? 'text-error-fg' : 'text-muted'}`}
            role={error ? 'alert' : undefined}
            data-testid="suppress-help"
          >
            {error ?? (
              <>
                Written to packstudio.json as an edit: save to keep it. The spec score still counts the finding.{' '}
                <Kbd>Enter</Kbd> suppresses, <Kbd>Shift+Enter</Kbd> new line, <Kbd>Esc</Kbd> cancels.
              </>
            )}
          </p>
          <div className="flex justify-end gap-2 pt-1">
            <Button onClick={onCancel} data-testid="suppress-cancel">
              Cancel
            </Button>
            <Button type="submit" variant="primary" data-testid="suppress-confirm">
              Suppress
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
