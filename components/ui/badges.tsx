import type { Grade } from '@/lib/core/score';
import type { Severity } from '@/lib/core/finding';
import type { HTMLAttributes } from 'react';

export type Tone = 'neutral' | 'accent' | 'ok' | 'warn' | 'error';

/** A tone's tint, text and ring; every badge and chip in the studio takes its colour from here. */
export const TONE: Record<Tone, string> = {
  neutral: 'bg-surface-muted text-fg-soft ring-line-strong/60',
  accent: 'bg-accent-soft text-accent-strong ring-accent-line',
  ok: 'bg-ok-soft text-ok ring-ok-line',
  warn: 'bg-warn-soft text-warn ring-warn-line',
  error: 'bg-error-soft text-error ring-error-line',
};

/** A small label in a tone: a state ("Ready"), a count, a kind. */
export function Badge({
  tone = 'neutral',
  className = '',
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[tone]} ${className}`}
      {...rest}
    />
  );
}

/** D sits between C's amber and F's red; the one tone outside the semantic set, so it keeps its own dark shade. */
const GRADE_TONE: Record<Grade, string> = {
  A: TONE.ok,
  B: TONE.ok,
  C: TONE.warn,
  D: 'bg-orange-50 text-orange-700 ring-orange-600/20 dark:bg-orange-500/10 dark:text-orange-300 dark:ring-orange-400/30',
  F: TONE.error,
};

export function GradeBadge({ grade, size = 'md' }: { grade: Grade | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-10 text-lg' : 'size-8 text-sm';
  if (!grade)
    return (
      <span
        className={`inline-flex ${box} items-center justify-center rounded-lg bg-surface-muted font-semibold text-faint ring-1 ring-line ring-inset`}
      >
        –
      </span>
    );
  return (
    <span
      aria-label={`grade ${grade}`}
      className={`inline-flex ${box} items-center justify-center rounded-lg font-semibold ring-1 ring-inset ${GRADE_TONE[grade]}`}
    >
      {grade}
    </span>
  );
}

const SEVERITY_TONE: Record<Severity, Tone> = { error: 'error', warn: 'warn', info: 'neutral' };

export function CountBadge({ severity, count, label }: { severity: Severity; count: number; label?: string }) {
  const tone = count === 0 ? 'bg-surface-subtle text-faint ring-line' : TONE[SEVERITY_TONE[severity]];
  const word =
    label ??
    (severity === 'error'
      ? count === 1
        ? 'error'
        : 'errors'
      : severity === 'warn'
        ? count === 1
          ? 'warning'
          : 'warnings'
        : 'info');
  return (
    <span
      className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium tabular-nums ring-1 ring-inset ${tone}`}
    >
      {count} {word}
    </span>
  );
}

/** The error and warning counts side by side, as every summary shows them (notes are listed, not counted here). */
export function CountBadges({ counts }: { counts: { error: number; warn: number } }) {
  return (
    <>
      <CountBadge severity="error" count={counts.error} />
      <CountBadge severity="warn" count={counts.warn} />
    </>
  );
}

export function SeverityIcon({ severity }: { severity: Severity }) {
  if (severity === 'error')
    return (
      <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-error" aria-label="error" role="img">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
    );
  if (severity === 'warn')
    return (
      <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-warn" aria-label="warning" role="img">
        <path
          d="M8 2.2 14.2 13H1.8L8 2.2Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M8 6.5v3M8 11.3v.01" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-muted" aria-label="info" role="img">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 7.2v4M8 4.8v.01" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

const CHIP: Record<Tone, string> = {
  neutral: 'bg-surface-muted text-fg-soft',
  accent: 'bg-accent-soft text-accent-strong',
  ok: 'bg-ok-soft text-ok',
  warn: 'bg-warn-soft text-warn',
  error: 'bg-error-soft text-error',
};

/** A bare number in a tone, small enough for a tab label (errors on a file, operations in a panel). */
export function CountChip({ n, tone = 'neutral' }: { n: number; tone?: Tone }) {
  return <span className={`rounded px-1 text-[11px] font-semibold tabular-nums ${CHIP[tone]}`}>{n}</span>;
}
