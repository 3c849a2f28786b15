import type { Finding } from '@/lib/core/finding';
import { layersNotRun, type Report } from '@/lib/core/report';
import { noScoreNote } from '@/lib/core/unparsed';
import { plural, type Formatter } from './types';

/** One finding, as the spec's example prints it: severity, id, file pointer:line:column, then message and fix. */
export function formatFinding(f: Finding): string {
  const where = `${f.file}${f.pointer ? ' ' + f.pointer : ''}:${f.line}:${f.column}`;
  const pad = ' '.repeat(7);
  return [`${f.severity.padEnd(6)} ${f.id.padEnd(16)} ${where}`, `${pad}${f.message}`, `${pad}fix: ${f.fix}`].join('\n');
}

/** The last line: the score where the format scores, the counts, and whether it is ready to share. */
export function summaryLine(report: Report): string {
  const { error, warn, info } = report.counts;
  const blocked = noScoreNote(report.findings);
  const score = report.score !== null ? `score ${report.score}/100, grade ${report.grade}, ` : blocked ? `${blocked}, ` : '';
  return `${report.pack_id}: ${score}${plural(error, 'error')}, ${plural(warn, 'warning')}, ${plural(info, 'note')}${report.ready ? ', ready to share' : ''}`;
}

function formatOne(report: Report): string {
  const lines = report.findings.map(formatFinding);
  if (report.probes.length) lines.push('', `probes: ${report.probes.length} run(s)`, ...report.probes.map((p) => `  ${p.exit_code ?? 'killed'}  ${p.ms} ms  ${p.tokens} tok  ${p.json ? 'json' : 'text'}  ${p.argv.join(' ')}`));
  if (report.eval) lines.push('', `eval: ${report.eval.passed} passed, ${report.eval.failed} failed, p50 ${report.eval.p50_ms} ms, p95 ${report.eval.p95_ms} ms`);
  for (const n of layersNotRun(report)) lines.push(`${n.layer}: did not run (${n.reason})`);
  lines.push('', summaryLine(report));
  return lines.join('\n').replace(/^\n/, '');
}

/** The default: the human form, for a terminal or a CI log. */
export const textFormatter: Formatter = {
  description: 'findings with their fix, then the score line (the default)',
  format: (reports) => reports.map(formatOne).join('\n\n'),
};
