import type { Severity } from '@/lib/core/finding';
import { summaryLine } from './text';
import { repoPath, type Formatter } from './types';

/** The workflow command for each severity: an error, a warning or a notice annotation. */
const COMMAND: Record<Severity, string> = { error: 'error', warn: 'warning', info: 'notice' };

/** A command's message (GitHub's escapeData): `%`, CR and LF. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A command's property value (GitHub's escapeProperty): the message's escapes plus `:` and `,`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * GitHub Actions workflow commands: each finding an annotation on its file, line and column (the rule id as the
 * title), then each pack's score line as plain log text. A suppressed finding is not annotated: it is one plain log
 * line with its reason, so the run's summary never shows it as a problem.
 */
export const githubFormatter: Formatter = {
  description: 'GitHub Actions annotations (::error file=…,line=…::), one per finding',
  format: (reports, context) =>
    reports
      .flatMap((report, i) => [
        ...report.findings.map((f) => {
          const props: [string, string | number][] = [
            ['file', repoPath(context, i, f.file)],
            ['line', f.line],
            ['col', f.column],
            ['title', f.id],
          ];
          const properties = props.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',');
          return `::${COMMAND[f.severity]} ${properties}::${escapeData(`${f.message}${f.pointer ? ` (${f.pointer})` : ''}\nFix: ${f.fix}`)}`;
        }),
        ...report.suppressed.map(
          ({ finding: f, reason }) =>
            `suppressed ${f.id} ${repoPath(context, i, f.file)}${f.pointer ? ` ${f.pointer}` : ''}:${f.line}: ${reason}`,
        ),
        summaryLine(report),
      ])
      .join('\n'),
};
