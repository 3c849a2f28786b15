import type { Grade } from '@/lib/core/score';
import type { Severity } from '@/lib/core/finding';
import type { HTMLAttributes } from 'react';
import { cn } from './cn';
import { badgeTone, chipTone, type Tone } from './tones';

export type { Tone } from './tones';

/** A small label in a tone: a state ("Ready"), a count, a kind; `pill` rounds it fully (a severity, a risk). */
export function Badge({
  tone = 'neutral',
  shape = 'rounded',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone; shape?: 'rounded' | 'pill' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        shape === 'pill' ? 'rounded-full px-2' : 'rounded-md',
        badgeTone(tone),
        className,
      )}
      {...rest}
    />
  );
}

const GRADE_TONE: Record<Grade, Tone> = { A: 'ok', B: 'ok', C: 'warn', D: 'caution', F: 'error' };

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
      className={cn(
        'inline-flex items-center justify-center rounded-lg font-semibold ring-1 ring-inset',
        box,
        badgeTone(GRADE_TONE[grade]),
      )}
    >
      {grade}
    </span>
  );
}

/** A severity's tone: counts read it as neutral for info; the rule pages give info its own (`info`). */
export const SEVERITY_TONE: Record<Severity, Tone> = { error: 'error', warn: 'warn', info: 'neutral' };

export function CountBadge({ severity, count, label }: { severity: Severity; count: number; label?: string }) {
  const tone = count === 0 ? 'quiet' : SEVERITY_TONE[severity];
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
    <Badge tone={tone} className="tabular-nums">
      {count} {word}
    </Badge>
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

/** A word or a number in a tone without a ring, small enough for a tab label or a table cell. */
export function Chip({ tone = 'neutral', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return <span className={cn('rounded px-1 text-[11px] font-semibold', chipTone(tone), className)} {...rest} />;
}

/** A bare number in a tone (errors on a file, operations in a panel). */
export function CountChip({ n, tone = 'neutral' }: { n: number; tone?: Tone }) {
  return (
    <Chip tone={tone} className="tabular-nums">
      {n}
    </Chip>
  );
}
