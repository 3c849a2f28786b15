import type { Severity } from '@/lib/core/finding';

const STYLES: Record<Severity, string> = {
  error: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-400/30',
  warn: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-400/30',
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
