import type { Severity } from '@/lib/core/finding';
import { escapeData, escapeProperty, plainText, visibleText } from './escape';
import { githubSection, shownSections } from './section-view';
import { listedFindings, NOT_SCORED, READINESS_TITLE, readinessLine } from './readiness';
import { summaryLine } from './text';
import type { Report } from '@/lib/core/report';
import { repoPath, type Formatter, type FormatterContext } from './types';

/** The workflow command for each severity: an error, a warning or a notice annotation. */
const COMMAND: Record<Severity, string> = { error: 'error', warn: 'warning', info: 'notice' };

/**
 * The agent-readiness layer: its warnings as warning annotations titled as that layer (a job shows only so many
 * annotations, so its notes, the host refusals among them, stay in the one log line of its figures).
 */
function agentLines(report: Report, context: FormatterContext, i: number): string[] {
  const agent = report.agent;
  if (!agent) return [];
  const warnings = listedFindings(agent).filter((f) => f.severity === 'warn');
  return [
    ...warnings.map((f) => {
      const props: [string, string | number][] = [
        ['file', repoPath(context, i, f.file)],
        ['line', f.line],
        ['col', f.column],
        ['title', `${f.id} (${READINESS_TITLE.toLowerCase()} - ${NOT_SCORED})`],
      ];
      const properties = props.map(([key, value]) => `${key}=${escapeProperty(visibleText(value))}`).join(',');
      return `::warning ${properties}::${escapeData(visibleText(`${f.message}\nFix: ${f.fix}`))}`;
    }),
    `${plainText(report.pack_id)}: ${READINESS_TITLE.toLowerCase()} (${NOT_SCORED}): ${plainText(readinessLine(agent))}`,
  ];
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
          const properties = props.map(([key, value]) => `${key}=${escapeProperty(visibleText(value))}`).join(',');
          // The whole command is one log line: escapeData turns every line break of the message into %0A.
          const message = visibleText(`${f.message}${f.pointer ? ` (${f.pointer})` : ''}\nFix: ${f.fix}`);
          return `::${COMMAND[f.severity] ?? 'error'} ${properties}::${escapeData(message)}`;
        }),
        ...report.suppressed.map(
          ({ finding: f, reason }) =>
            `suppressed ${plainText(`${f.id} ${repoPath(context, i, f.file)}${f.pointer ? ` ${f.pointer}` : ''}:${f.line}`)}: ${plainText(reason)}`,
        ),
        ...agentLines(report, context, i),
        ...shownSections(report, context.sectionsOf).flatMap(({ section, data }) =>
          githubSection(section.view(data), report.pack_id),
        ),
        summaryLine(report),
      ])
      .join('\n'),
};
