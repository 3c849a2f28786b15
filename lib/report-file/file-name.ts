import type { Report } from '../core/report';

const two = (n: number) => String(n).padStart(2, '0');

/** The check's time on the author's clock, as a file name can hold it: 2026-12-01T1612. */
function stamp(at: Date): string {
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}${two(at.getMinutes())}`;
}

/** The score and grade (`100A`); for a report without a score, `ok` or its error count (`3-errors`). */
function outcome(report: Pick<Report, 'score' | 'grade' | 'counts'>): string {
  if (report.score !== null) return `${report.score}${report.grade ?? ''}`;
  const errors = report.counts.error;
  return errors === 0 ? 'ok' : `${errors}-error${errors === 1 ? '' : 's'}`;
}

/**
 * The name a downloaded report gets: pack, check time and outcome, `ledger-2026-12-01T1612-100A.json`, so a
 * folder of downloads sorts by time and each can be told apart without opening it. `extension` names the format's
 * file (`sarif`, `junit.xml`); every format of one check shares the rest of the name.
 */
export function reportFileName(
  report: Pick<Report, 'pack_id' | 'score' | 'grade' | 'counts'>,
  at: Date,
  extension = 'json',
): string {
  const pack = report.pack_id.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'pack';
  return `${pack}-${stamp(at)}-${outcome(report)}.${extension}`;
}
