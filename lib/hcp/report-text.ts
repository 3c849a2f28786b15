import type { Finding } from '../core/finding';
import { layersNotRun, type Report } from '../core/report';

/** The human form of a check, as the spec's example prints it. */
export function formatFinding(f: Finding): string {
  const where = `${f.file}${f.pointer ? ' ' + f.pointer : ''}:${f.line}:${f.column}`;
  const pad = ' '.repeat(7);
  return [`${f.severity.padEnd(6)} ${f.id.padEnd(16)} ${where}`, `${pad}${f.message}`, `${pad}fix: ${f.fix}`].join('\n');
}

export function formatReport(report: Report): string {
  const counts = { error: 0, warn: 0, info: 0 };
  for (const f of report.findings) counts[f.severity]++;
  const lines = report.findings.map(formatFinding);
  if (report.probes.length) lines.push('', `probes: ${report.probes.length} run(s)`, ...report.probes.map((p) => `  ${p.exit_code ?? 'killed'}  ${p.ms} ms  ${p.tokens} tok  ${p.json ? 'json' : 'text'}  ${p.argv.join(' ')}`));
  if (report.eval) lines.push('', `eval: ${report.eval.passed} passed, ${report.eval.failed} failed, p50 ${report.eval.p50_ms} ms, p95 ${report.eval.p95_ms} ms`);
  for (const n of layersNotRun(report)) lines.push(`${n.layer}: did not run (${n.reason})`);
  lines.push(
    '',
    `${report.pack_id}: ${report.score === null ? '' : `score ${report.score}/100, grade ${report.grade}, `}${counts.error} error(s), ${counts.warn} warning(s), ${counts.info} note(s)${report.ready ? ', ready to share' : ''}`,
  );
  return lines.join('\n');
}
