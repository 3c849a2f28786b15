import type { Grade } from '@/lib/core/score';
import type { Severity } from '@/lib/core/finding';

const GRADE_TONE: Record<Grade, string> = {
  A: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  B: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  C: 'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/30',
  D: 'bg-orange-50 text-orange-700 ring-orange-600/20 dark:bg-orange-500/10 dark:text-orange-300 dark:ring-orange-400/30',
  F: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/30',
};

export function gradeTone(grade: Grade): string {
  return GRADE_TONE[grade];
}

export function GradeBadge({ grade, size = 'md' }: { grade: Grade | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-10 text-lg' : 'size-8 text-sm';
  if (!grade)
    return <span className={`inline-flex ${box} items-center justify-center rounded-lg bg-zinc-100 font-semibold text-zinc-400 ring-1 ring-zinc-200 ring-inset dark:bg-zinc-800 dark:ring-zinc-700`}>–</span>;
  return (
    <span aria-label={`grade ${grade}`} className={`inline-flex ${box} items-center justify-center rounded-lg font-semibold ring-1 ring-inset ${GRADE_TONE[grade]}`}>
      {grade}
    </span>
  );
}

const SEVERITY_TONE: Record<Severity, string> = {
  error: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/30',
  warn: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/30',
  info: 'bg-zinc-100 text-zinc-600 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40',
};

export function CountBadge({ severity, count, label }: { severity: Severity; count: number; label?: string }) {
  const tone = count === 0 ? 'bg-zinc-50 text-zinc-400 ring-zinc-200 dark:bg-zinc-900 dark:text-zinc-500 dark:ring-zinc-800' : SEVERITY_TONE[severity];
  const word = label ?? (severity === 'error' ? (count === 1 ? 'error' : 'errors') : severity === 'warn' ? (count === 1 ? 'warning' : 'warnings') : 'info');
  return <span className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium tabular-nums ring-1 ring-inset ${tone}`}>{count} {word}</span>;
}

export function SeverityIcon({ severity }: { severity: Severity }) {
  if (severity === 'error')
    return (
      <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-red-600 dark:text-red-400" aria-label="error" role="img">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    );
  if (severity === 'warn')
    return (
      <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-label="warning" role="img">
        <path d="M8 2.2 14.2 13H1.8L8 2.2Z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M8 6.5v3M8 11.3v.01" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-zinc-500" aria-label="info" role="img">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 7.2v4M8 4.8v.01" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
