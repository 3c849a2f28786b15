import type { Finding } from '@/lib/core/finding';
import { layersNotRun, usesSuppressions, type Report } from '@/lib/core/report';
import { noScoreNote } from '@/lib/core/unparsed';
import { describeWorkdir } from '@/lib/core/workdir';
import { plainText } from './escape';
import {
  findingPlace,
  hostGlanceLine,
  hostGlances,
  listedFindings,
  NOT_SCORED,
  readinessLine,
  tokenLine,
} from './readiness';
import { shownSections, textSection } from './section-view';
import { findingWhere, scoreWords, suppressedLines, suppressedNote } from './suppressions';
import { notChecked, plural, type Formatter, type FormatterContext } from './types';

/** One finding, as the spec's example prints it: severity, id, file pointer:line:column, then message and fix. */
export function formatFinding(f: Finding): string {
  const pad = ' '.repeat(7);
  return [
    `${plainText(f.severity).padEnd(6)} ${plainText(f.id).padEnd(16)} ${findingWhere(f)}`,
    `${pad}${plainText(f.message)}`,
    `${pad}fix: ${plainText(f.fix)}`,
  ].join('\n');
}

/** The last line: the score (both, labelled, under suppressions) where the format scores, the counts, and whether it is ready to share. */
export function summaryLine(report: Report): string {
  const { error, warn, info } = report.counts;
  const blocked = noScoreNote(report.findings);
  const words = scoreWords(report);
  // With two scores a semicolon keeps each one's grade with it.
  const score = words ? `${words.text}${words.after === null ? ',' : ';'} ` : blocked ? `${blocked}, ` : '';
  const counts = `${plural(error, 'error')}, ${plural(warn, 'warning')}, ${plural(info, 'note')}${suppressedNote(report)}`;
  return `${plainText(report.pack_id)}: ${score}${counts}${report.ready ? ', ready to share' : ''}`;
}

function formatOne(report: Report, context: FormatterContext): string {
  const lines = report.findings.map(formatFinding);
  if (report.suppressed.length)
    lines.push(
      '',
      `suppressed (${report.suppressed.length}, not counted; the spec score still counts them):`,
      ...suppressedLines(report.suppressed, '  '),
    );
  for (const { section, data } of shownSections(report, context.sectionsOf))
    lines.push(...(section.draw?.text?.(data) ?? textSection(section.view(data))));
  if (report.workdir) lines.push(`ran in ${plainText(describeWorkdir(report.workdir))}`);
  if (report.studioNotes?.length)
    lines.push(
      '',
      `studio notes (${report.studioNotes.length}, where the spec's rules are silent; not part of the score):`,
      ...report.studioNotes.map((n) =>
        plainText(`  ${n.id}  ${n.file}${n.pointer ? ` ${n.pointer}` : ''}:${n.line}  ${n.message}`),
      ),
    );
  if (report.agent) lines.push('', ...readinessLines(report.agent));
  for (const n of layersNotRun(report)) lines.push(`${plainText(n.layer)}: did not run (${plainText(n.reason ?? '')})`);
  lines.push('', summaryLine(report));
  return lines.join('\n').replace(/^\n/, '');
}

/** The agent-readiness layer: the figures, each finding but the host refusals, the tokens and each host at a glance. */
function readinessLines(agent: NonNullable<Report['agent']>): string[] {
  const pad = ' '.repeat(9);
  const skill = agent.skill;
  return [
    `agent readiness (${NOT_SCORED}): ${plainText(readinessLine(agent))}`,
    ...(skill
      ? [
          `  Skill: ${skill.lines.length} command line(s) of the CLI, ${skill.lines.filter((l) => l.command).length} matched to a command, ${skill.drift} drift${skill.probed ? `; flags against the CLI's help: ${skill.flagsVerified} listed, ${skill.flagsUnverified} not checkable (a write's own help is never read)` : " (check --probe also checks each flag against the CLI's help)"}`,
        ]
      : []),
    `  confusion: ${agent.confusion.tasks.length} task(s), ${agent.confusion.misranked} not ranked first, ${agent.confusion.pairs.length} pair(s) described alike`,
    `  tokens: ${plainText(tokenLine(agent))}`,
    `  hosts: ${plainText(hostGlances(agent).map(hostGlanceLine).join('; '))}`,
    ...listedFindings(agent).flatMap((f) => [
      `  ${f.severity.padEnd(5)}  ${plainText(f.id).padEnd(30)} ${plainText(findingPlace(f))}`,
      `${pad}${plainText(f.message)}`,
      `${pad}fix: ${plainText(f.fix)}`,
    ]),
    ...(agent.accepted.length ? [`  accepted in packstudio.json: ${agent.accepted.length}`] : []),
  ];
}

/** The packs at a glance after their reports, for a many-pack run: one row per pack, columns aligned. */
export function summaryTable(reports: readonly Report[], notChecked = 0): string {
  // The score after suppressions gets its own column, labelled, only when some pack has a packstudio.json.
  const after = reports.some(usesSuppressions);
  const rows = [
    ['pack', 'format', 'grade', 'score', ...(after ? ['after suppressions'] : []), 'errors', 'warnings'],
    ...reports.map((r) => [
      plainText(r.pack_id),
      plainText(r.format),
      r.grade ?? '-',
      r.score === null ? '-' : String(r.score),
      ...(after ? [r.scoreAfterSuppressions === null ? '-' : String(r.scoreAfterSuppressions)] : []),
      String(r.counts.error),
      String(r.counts.warn),
    ]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  // Names left, numbers right, as a terminal reader compares them.
  const line = (row: string[]) =>
    row
      .map((cell, col) => (col < 3 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ')
      .trimEnd();
  const total = (key: 'error' | 'warn') => reports.reduce((n, r) => n + r.counts[key], 0);
  return [
    line(rows[0]!),
    ...rows.slice(1).map(line),
    '',
    `${plural(reports.length, 'pack')}: ${plural(total('error'), 'error')}, ${plural(total('warn'), 'warning')}${notChecked ? `; ${notChecked} DIR${notChecked === 1 ? '' : 's'} not checked (said on stderr)` : ''}`,
  ].join('\n');
}

/** The default: the human form, for a terminal or a CI log; several packs end with the summary table. */
export const textFormatter: Formatter = {
  description: 'findings with their fix, then the score line (the default); several packs end with a summary table',
  format: (reports, context) => {
    const each = reports.map((report) => formatOne(report, context));
    if (reports.length <= 1 && !context.packSet) return each.join('\n\n');
    const unchecked = notChecked(context).map((e) => `not checked: ${plainText(e.message)}`);
    return [...each, summaryTable(reports, unchecked.length), ...(unchecked.length ? [unchecked.join('\n')] : [])].join(
      '\n\n',
    );
  },
};
