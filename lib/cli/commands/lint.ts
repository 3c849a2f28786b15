import { resolve } from 'node:path';
import { lintJson, lintReport } from '../../hcp/lint/report';
import { loadPackFromDir } from '../../node/load-dir';
import { jsonText } from '../../report/formatters/escape';
import { parseArgs, UsageError } from '../args';
import { exitCodeFor } from '../exit';
import type { CliIo } from '../io';
import { FORMAT_USAGE, OUTPUT_FLAGS, OUTPUT_OPTIONS, outputFormat, printReports } from '../output';

export const LINT_USAGE = `packstudio lint DIR ${FORMAT_USAGE} [--strict]`;

/**
 * `packstudio lint DIR`: the structure layer only, as a report that does not score. With `--json` it prints the
 * spec's `hcpx lint --json` fields (ok, pack_id, issues) with the report beside them; other formats print the report.
 */
export async function lintCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: [...OUTPUT_FLAGS, 'strict'], options: [...OUTPUT_OPTIONS] });
  const dir = args.positionals[0];
  if (!dir) throw new UsageError(`lint needs a pack directory\nusage: ${LINT_USAGE}`);
  const format = outputFormat(args);
  const report = lintReport(await loadPackFromDir(resolve(io.cwd, dir)));
  if (format === 'json') io.stdout(jsonText(lintJson(report)));
  else printReports(io, format, [report], `packstudio lint ${dir} --agent`, [dir]);
  return exitCodeFor(report.findings, args.flags.has('strict'));
}
