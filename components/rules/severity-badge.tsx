import type { Severity } from '@/lib/core/finding';

const STYLES: Record<Severity, string> = {
  error: 'bg-error-soft text-error ring-error-line',
  warn: 'bg-warn-soft text-warn ring-warn-line',
  info: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-400/30',
};

/** The severity as a small pill; `note` shows the catalogue's wording when it says more ("warn, error above 12"). */
export function SeverityBadge({ severity, note }: { severity: Severity; note?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLES[severity]}`}
      title={note ?? severity}
    >
      {note ?? severity}
    </span>
  );
}
