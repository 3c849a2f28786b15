import { createReport, ran } from '../../core/report';
import { SUPPRESSIONS_FILE } from '../../core/suppressions-file';
import { applySuppressions } from '../../suppress/apply';
import { lintFindings } from '../../hcp/lint/rules';
import { packId } from '../../hcp/load';
import { HCP_SUPPRESSION_SCOPE, NOT_REQUESTED } from '../../hcp/report';
import { loadPackFromDir } from '../../node/load-dir';
import { parseArgs, UsageError } from '../args';
import { exitCodeFor } from '../exit';
import type { CliIo } from '../io';
import { FORMAT_USAGE, OUTPUT_FLAGS, OUTPUT_OPTIONS, outputFormat, printReports } from '../output';

export const LINT_USAGE = `packstudio lint DIR ${FORMAT_USAGE} [--strict]`;

/** `packstudio lint DIR`: the structure layer only, as a report that does not score (the rules did not run). */
export async function lintCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: [...OUTPUT_FLAGS, 'strict'], options: [...OUTPUT_OPTIONS] });
  const dir = args.positionals[0];
  if (!dir) throw new UsageError(`lint needs a pack directory\nusage: ${LINT_USAGE}`);
  const format = outputFormat(args);
  const pack = await loadPackFromDir(dir);
  const report = applySuppressions(
    createReport({
      pack_id: packId(pack),
      format: 'hcp',
      scoredCategories: null,
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
    HCP_SUPPRESSION_SCOPE,
  );
  printReports(io, format, [report], `packstudio lint ${dir} --agent`, [dir]);
  return exitCodeFor(report.findings, args.flags.has('strict'));
}
