import { agentTokensDiff, formatAgentTokensDiff } from '../../diff/agent-tokens';
import { diffReports, type ReportDiff } from '../../diff/diff';
import { formatDiffGithub, formatDiffMarkdown } from '../../diff/format-markdown';
import { formatDiff } from '../../diff/format-text';
import { policyWeakened } from '../../diff/policy-diff';
import { formatById } from '../../formats';
import { parseArgs, UsageError } from '../args';
import { json, type CliIo } from '../io';
import { loadReportFile } from '../report-input';

const USAGE = 'packstudio diff OLD.json NEW.json [--format text|markdown|github|json] [--fail-on new,policy-weakened]';
const FORMATS = ['text', 'markdown', 'github', 'json'] as const;
/** What `--fail-on` can name: a new finding (the default), a policy change that weakens the pack. */
const FAIL_ON = {
  new: (d: ReportDiff) => d.added.length > 0,
  'policy-weakened': (d: ReportDiff) => policyWeakened(d.policy),
};

/**
 * `packstudio diff OLD.json NEW.json`: what changed between two JSON reports (check or composition check), the
 * policy changes first. Exit 1 when what `--fail-on` names happened (a new finding unless told otherwise), 0 when
 * not, 64 on bad usage, 66 when a file cannot be read as a report.
 */
export async function diffCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: ['json'], options: ['format', 'fail-on'] });
  if (args.positionals.length !== 2) throw new UsageError(`diff needs two JSON reports: ${USAGE}`);
  const format = args.flags.has('json') ? 'json' : (args.options.get('format') ?? 'text');
  if (!(FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got "${format}"\nusage: ${USAGE}`);
  const failOn = (args.options.get('fail-on') ?? 'new').split(',').map((s) => s.trim());
  const unknown = failOn.filter((f) => !Object.hasOwn(FAIL_ON, f));
  if (unknown.length || !failOn.length)
    throw new UsageError(`--fail-on takes new and policy-weakened, got "${unknown.join(',')}"\nusage: ${USAGE}`);
  const [beforePath, afterPath] = args.positionals;
  const [before, after] = await Promise.all([loadReportFile(beforePath, io.cwd), loadReportFile(afterPath, io.cwd)]);
  const diff = diffReports(before, after, { categories: formatById(after.format)?.categories });
  const tokens = agentTokensDiff(before, after, beforePath);
  const names = { before: beforePath, after: afterPath };
  if (format === 'json')
    io.stdout(
      json({
        before: beforePath,
        after: afterPath,
        policy: diff.policy,
        policyWeakened: policyWeakened(diff.policy),
        score: diff.score,
        grade: diff.grade,
        layers: diff.layers,
        added: diff.added,
        firstRun: diff.firstRun,
        fixed: diff.fixed,
        notRechecked: diff.notRechecked,
        suppressed: diff.suppressed,
        unchanged: diff.kept.length,
        moved: diff.kept.filter((k) => k.moved).length,
        ...(tokens ? { agentTokens: tokens } : {}),
      }),
    );
  else if (format === 'markdown') io.stdout(formatDiffMarkdown(diff, names));
  else if (format === 'github') io.stdout(formatDiffGithub(diff, names));
  else io.stdout([formatDiff(diff, names), ...(tokens ? formatAgentTokensDiff(tokens) : [])].join('\n'));
  return failOn.some((f) => FAIL_ON[f as keyof typeof FAIL_ON](diff)) ? 1 : 0;
}
