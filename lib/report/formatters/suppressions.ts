import { usesSuppressions, type Report, type SuppressedFinding } from '@/lib/core/report';
import type { Finding } from '@/lib/core/finding';
import { plainText } from './escape';

/**
 * How every format names the two scores (issue 11 §3): where packstudio.json took part, the spec score (every
 * finding counted, as hcpx scores) and the score after suppressions, each labelled, never one passed off as the
 * other. Without suppressions there is one score, the spec's, shown as before.
 */
export interface ScoreWords {
  /** "score 84/100, grade D", or "spec score 84/100, grade D; after suppressions 96/100, grade A". */
  text: string;
  spec: string;
  after: string | null;
}

export function scoreWords(report: Report): ScoreWords | null {
  if (report.score === null) return null;
  const spec = `${report.score}/100, grade ${report.grade}`;
  if (!usesSuppressions(report)) return { text: `score ${spec}`, spec, after: null };
  const after = `${report.scoreAfterSuppressions}/100, grade ${report.gradeAfterSuppressions}`;
  return { text: `spec score ${spec}; after suppressions ${after}`, spec, after };
}

/** ", 2 suppressed" for a count line; "" when nothing was. */
export function suppressedNote(report: Report): string {
  return report.suppressed.length ? `, ${report.suppressed.length} suppressed` : '';
}

/** Where a finding is, as the plain-text formats write it: `surface.json /verbs:3:5`. */
export function findingWhere(f: Finding): string {
  return plainText(`${f.file}${f.pointer ? ' ' + f.pointer : ''}:${f.line}:${f.column}`);
}

/** The suppressed findings as lines of text: `warn   M001  surface.json /verbs:3:5  Too few commands.` then the reason. */
export function suppressedLines(list: readonly SuppressedFinding[], indent = ''): string[] {
  return list.flatMap(({ finding: f, reason }) => [
    `${indent}${plainText(f.severity).padEnd(6)} ${plainText(f.id).padEnd(16)} ${findingWhere(f)}  ${plainText(f.message)}`,
    `${indent}       reason: ${plainText(reason)}`,
  ]);
}
