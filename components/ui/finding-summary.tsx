import type { ReactNode } from 'react';
import type { Finding } from '@/lib/core/finding';
import { SeverityIcon } from './badges';
import { cn } from './cn';

/**
 * The head of every finding-like row (a finding, a suppressed one, a studio note): its severity, its message, and
 * one small line with where it is, its id and its pointer. The rows differ only in what follows (fix, actions,
 * reason) and in `place`, which each says in its own terms (line:column in the file's own list, file:line elsewhere).
 */
export function FindingSummary({
  severity,
  message,
  place,
  id,
  pointer,
  dimmed = false,
}: {
  /** None: a row that is no finding (a studio note) has no severity icon. */
  severity?: Finding['severity'];
  message: ReactNode;
  place: string;
  id: string;
  pointer?: string;
  /** A row that no longer counts (suppressed): the same parts, quieter. */
  dimmed?: boolean;
}) {
  return (
    <span className="flex w-full items-start gap-2 text-left">
      {severity && (
        <span className={cn(dimmed && 'opacity-60')}>
          <SeverityIcon severity={severity} />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className={cn('block text-[13px] leading-snug', dimmed || !severity ? 'text-fg-soft' : 'text-fg')}>
          {message}
        </span>
        <span className="mt-0.5 flex items-center gap-2 text-[11px] text-muted">
          <span className="font-mono">{place}</span>
          <span className="rounded bg-surface-muted px-1 font-mono text-fg-soft">{id}</span>
          {pointer && <span className="truncate font-mono">{pointer}</span>}
        </span>
      </span>
    </span>
  );
}
