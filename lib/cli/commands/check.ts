import { join, resolve } from 'node:path';
import { layersNotRun } from '../../core/report';
import { recuedFormat } from '../../formats';
import { runFullCheck } from '../../node/full-check';
import { loadPackFromDir } from '../../node/load-dir';
import { formatOfDir } from '../../node/workspace';
import { parseArgs, UsageError } from '../args';
import { findingsPastBaseline, loadBaseline, recordCliCheck } from '../check-history';
import { exitCodeFor } from '../exit';
import type { CliIo } from '../io';
import { FORMAT_USAGE, OUTPUT_FLAGS, OUTPUT_OPTIONS, outputFormat, printReports } from '../output';
import { parseTimeout } from './eval';

export const CHECK_USAGE = `packstudio check DIR ${FORMAT_USAGE} [--strict] [--no-eval] [--probe] [--timeout MS] [--init-evals] [--record] [--baseline OLD.json] [--fix]`;

/** `packstudio check DIR`: lint, the static rules, eval (unless --no-eval) and probes (with --probe), in one report. */
export async function checkCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { flags: [...OUTPUT_FLAGS, 'strict', 'no-eval', 'probe', 'init-evals', 'record', 'fix'], options: [...OUTPUT_OPTIONS, 'timeout', 'baseline'] });
  const dir = args.positionals[0];
  if (!dir) throw new UsageError(`check needs a pack directory\nusage: ${CHECK_USAGE}`);
  const format = outputFormat(args);
  const timeoutMs = parseTimeout(args.options.get('timeout'));
  // The folder's format comes from the registry (lib/formats): a Recued pack is checked as `composition check` does.
  if ((await formatOfDir(resolve(io.cwd, dir))) === recuedFormat) {
    const { compositionCommand } = await import('./composition');
    const passed = [...(args.flags.has('strict') ? ['--strict'] : []), '--format', format];
    return compositionCommand(['check', join(dir, recuedFormat.mainFile), ...passed], io);
  }
  if (args.flags.has('init-evals')) {
    const { initEvalsCommand } = await import('./init-evals');
    return initEvalsCommand(dir, io);
  }
  const baseline = await loadBaseline(args.options.get('baseline'), io);
  if (args.flags.has('fix')) await applyFixes(dir, io, format === 'json');
  const pack = await loadPackFromDir(dir);
  const report = await runFullCheck(pack, resolve(dir), {
    probe: args.flags.has('probe'),
    eval: !args.flags.has('no-eval'),
    timeoutMs,
    projectDir: io.cwd,
  });
  printReports(io, format, [report], `packstudio check ${dir} --probe --agent`, [dir]);
  // The human formats say which layers did not run; JSON carries it in `layers`, and stderr says it for a person too.
  if (format === 'json') for (const n of layersNotRun(report)) io.stderr(`${n.layer}: did not run (${n.reason})`);
  if (args.flags.has('record')) recordCliCheck(dir, pack.texts, report, io);
  const failing = baseline ? findingsPastBaseline(report.findings, baseline, io, format === 'text') : report.findings;
  return exitCodeFor(failing, args.flags.has('strict'));
}

/** `--fix`: rewrites the pack with every safe fix, says what changed (on stderr when stdout is JSON), then the check reports what is left. */
async function applyFixes(dir: string, io: CliIo, toStderr: boolean): Promise<void> {
  const { fixPackDir } = await import('../../node/fix-dir');
  const { applied, changed } = await fixPackDir(dir);
  const say = toStderr ? io.stderr : io.stdout;
  if (applied.length === 0) return say('--fix: nothing to fix automatically');
  for (const f of applied) say(`fixed ${f.id} ${f.file}${f.pointer ? ' ' + f.pointer : ''}: ${f.quickFix!.title}`);
  say(`--fix: applied ${applied.length} fix${applied.length === 1 ? '' : 'es'}, rewrote ${changed.join(', ')}`);
}
