import type { Finding } from '../../core/finding';
import { createReport, ran, type Report } from '../../core/report';
import { SUPPRESSIONS_FILE } from '../../formats/suppressions-file';
import { applySuppressions } from '../../suppress/apply';
import { packId, type LoadedPack } from '../load';
import { NOT_REQUESTED } from '../report';
import { lintFindings } from './rules';

/** `packstudio lint DIR`: the structure layer alone, as a report that does not score (the rules did not run). */
export function lintReport(pack: LoadedPack): Report {
  return applySuppressions(
    createReport({
      pack_id: packId(pack),
      format: 'hcp',
      scored: false,
      findings: lintFindings(pack),
      layers: [
        ran('structure'),
        {
          layer: 'static',
          status: 'not_requested',
          reason: 'lint runs the structure layer only (check runs the rules)',
        },
        NOT_REQUESTED.probe,
        NOT_REQUESTED.eval,
      ],
    }),
    pack.texts[SUPPRESSIONS_FILE],
  );
}

/** One lint issue as `hcpx lint --json` prints it: its kind and the Lint table's message, then where and the fix. */
export interface LintJsonIssue {
  kind: string;
  message: string;
  file: string;
  pointer: string;
  line: number;
  column: number;
  fix: string;
}

/**
 * `lint --json` in the shape hcp-check-and-evaluate.md fixes for `hcpx lint --json`,
 * `{ "ok": true, "pack_id": "ledger", "issues": [] }`, so a CI script written for hcpx reads it; the rest of the
 * Report (format, counts, findings, layers, suppressed…) sits beside those three fields. An issue is a finding not
 * suppressed, its kind the finding's id without `L-`.
 */
export function lintJson(report: Report): Report & { issues: LintJsonIssue[] } {
  const { ok, pack_id, ...rest } = report;
  return { ok, pack_id, issues: report.findings.map(issueOf), ...rest };
}

function issueOf(f: Finding): LintJsonIssue {
  return {
    kind: f.id.replace(/^L-/, ''),
    message: f.message,
    file: f.file,
    pointer: f.pointer,
    line: f.line,
    column: f.column,
    fix: f.fix,
  };
}
