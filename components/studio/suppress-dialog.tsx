'use client';
import type { Finding } from '@/lib/core/finding';
import { ReasonDialog, ReasonKeys } from './reason-dialog';

export interface SuppressDialogProps {
  /** The finding to suppress; null keeps the dialog closed. */
  finding: Finding | null;
  /** Writes the entry; a returned string is why it could not (shown in the dialog, which stays open). */
  onSuppress(finding: Finding, reason: string): string | null;
  onCancel(): void;
}

/** "Suppress…": asks for the reason a finding stays, then writes it to packstudio.json's `suppressions`. */
export function SuppressDialog({ finding, onSuppress, onCancel }: SuppressDialogProps) {
  return (
    <ReasonDialog
      subject={finding ? `${finding.id}\0${finding.file}\0${finding.pointer}` : null}
      name="suppress"
      title="Suppress this finding"
      summary={
        finding && (
          <p>
            <span className="rounded bg-surface-muted px-1 font-mono text-xs text-fg">{finding.id}</span>{' '}
            <span className="font-mono text-xs">{finding.file}</span>
            {finding.pointer && <span className="font-mono text-xs text-muted"> {finding.pointer}</span>}
            <span className="mt-1 block text-[13px] text-fg">{finding.message}</span>
          </p>
        )
      }
      placeholder="Why it stays, for the reviewer: e.g. three commands is the whole API."
      blank="Write why this finding stays: a reviewer reads it in packstudio.json."
      help={
        <>
          Written to packstudio.json as an edit: save to keep it. The spec score still counts the finding.{' '}
          <ReasonKeys verb="suppresses" />
        </>
      }
      confirmLabel="Suppress"
      onConfirm={(reason) => (finding ? onSuppress(finding, reason) : null)}
      onCancel={onCancel}
    />
  );
}
