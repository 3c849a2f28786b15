import { resolve } from 'node:path';
import { agentMarkdown } from '../../hcp/report-agent';
import { formatReport } from '../../hcp/report-text';
import { runFullCheck } from '../../node/full-check';
import { loadPackFromDir } from '../../node/load-dir';
import { parseArgs, UsageError } from '../args';
import { exitCodeFor } from '../exit';
import { layersNotRun } from '../../core/report';
import { json, type CliIo } from '../io';

export const DEFAULT_TIMEOUT_MS = 10000;

/** `packstudio check DIR [--json] [--strict] [--no-eval] [--probe] [--timeout MS] [--agent]`. */
export async function checkCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: ['json', 'strict', 'no-eval', 'probe', 'agent', 'init-evals'], options: ['timeout'] });
  const dir = args.positionals[0];
  if (!dir) throw new UsageError('check needs a pack directory: packstudio check DIR [--json] [--probe]');
  const timeoutMs = args.options.has('timeout') ? Number(args.options.get('timeout')) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive whole number of milliseconds, got "${args.options.get('timeout')}"`);
  if (args.flags.has('init-evals')) {
    const { initEvalsCommand } = await import('./init-evals');
    return initEvalsCommand(dir, io);
  }
  const pack = await loadPackFromDir(dir);
  const report = await runFullCheck(pack, resolve(dir), {
    probe: args.flags.has('probe'),
    eval: !args.flags.has('no-eval'),
    timeoutMs,
    projectDir: io.cwd,
  });
  if (args.flags.has('json')) io.stdout(json(report));
  else if (args.flags.has('agent')) io.stdout(agentMarkdown(report));
  else io.stdout(formatReport(report));
  if (args.flags.has('json')) for (const n of layersNotRun(report)) io.stderr(`${n.layer}: did not run (${n.reason})`);
  return exitCodeFor(report.findings, args.flags.has('strict'));
}
