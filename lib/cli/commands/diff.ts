import { agentTokensDiff, formatAgentTokensDiff } from '../../diff/agent-tokens';
import { diffReports } from '../../diff/diff';
import { formatDiff } from '../../diff/format-text';
import { parseArgs, UsageError } from '../args';
import { json, type CliIo } from '../io';
import { loadReportFile } from '../report-input';

/**
 * `packstudio diff OLD.json NEW.json [--json]`: what changed between two JSON reports (check or composition check).
 * Exit 0 when the new report has no new finding, 1 when it has, 64 on bad usage, 66 when a file cannot be read as a report.
 */
export async function diffCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: ['json'], options: [] });
  if (args.positionals.length !== 2)
    throw new UsageError('diff needs two JSON reports: packstudio diff OLD.json NEW.json [--json]');
  const [beforePath, afterPath] = args.positionals;
  const [before, after] = await Promise.all([loadReportFile(beforePath, io.cwd), loadReportFile(afterPath, io.cwd)]);
  const diff = diffReports(before, after);
  const tokens = agentTokensDiff(before, after, beforePath);
  if (args.flags.has('json'))
    io.stdout(
      json({
        before: beforePath,
        after: afterPath,
        score: diff.score,
        grade: diff.grade,
        added: diff.added,
        fixed: diff.fixed,
        unchanged: diff.kept.length,
        moved: diff.kept.filter((k) => k.moved).length,
        ...(tokens ? { agentTokens: tokens } : {}),
      }),
    );
  else
    io.stdout(
      [
        formatDiff(diff, { before: beforePath, after: afterPath }),
        ...(tokens ? formatAgentTokensDiff(tokens) : []),
      ].join('\n'),
    );
  return diff.added.length ? 1 : 0;
}
