'use client';
import type { Report } from '@/lib/core/report';
import { CountBadges } from '../ui/badges';

/**
 * The toolbar's status for a format that does not score: its verdict on the text in the editor (its own words for
 * a pack with no error and one with an error) and the counts, both read from the live report.
 */
export function VerdictStatus({
  check,
  words,
  missing,
}: {
  check: Pick<Report, 'ok' | 'counts'>;
  words: { pass: string; fail: string; title: string };
  /** The main file the pack does not have yet: nothing was checked. */
  missing: string | null;
}) {
  return (
    <div
      className="flex items-center gap-1.5"
      data-testid="publish-status"
      data-ok={check.ok ? 'true' : 'false'}
      title={words.title}
    >
      <span className={`text-xs font-medium ${check.ok ? 'text-ok' : 'text-error'}`}>
        {missing ? `No ${missing}` : check.ok ? words.pass : words.fail}
      </span>
      <CountBadges counts={check.counts} />
    </div>
  );
}
