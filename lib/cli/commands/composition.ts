import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, resolve } from 'node:path';
import { checkComposition } from '../../recued/check';
import { onePositional, parseArgs, UsageError } from '../args';
import { findingsPastBaseline, loadBaseline, recordCliCheck } from '../check-history';
import { exitCodeFor } from '../exit';
import type { CliIo } from '../io';
import { FORMAT_USAGE, inputUnreadable, OUTPUT_FLAGS, OUTPUT_OPTIONS, outputFormat, printReports, readFailure } from '../output';

export const COMPOSITION_USAGE = `packstudio composition check FILE ${FORMAT_USAGE} [--strict] [--publisher HANDLE] [--record] [--baseline OLD.json]`;

/** `packstudio composition check FILE`: a Recued pack.json checked as publish and install would, in the one report. */
export async function compositionCommand(argv: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== 'check') throw new UsageError(`${sub ? `unknown subcommand "${sub}"` : 'missing subcommand "check"'}\nusage: ${COMPOSITION_USAGE}`);
  const args = parseArgs(rest, { flags: [...OUTPUT_FLAGS, 'strict', 'record'], options: [...OUTPUT_OPTIONS, 'publisher', 'baseline'] });
  const file = onePositional(args, 'FILE', COMPOSITION_USAGE);
  const format = outputFormat(args);
  const path = resolve(io.cwd, file);
  const baseline = await loadBaseline(args.options.get('baseline'), io);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return inputUnreadable(io, 'composition', format, file, readFailure(error));
  }
  const report = checkComposition(text, { publisher: args.options.get('publisher')?.trim() || undefined, packId: folderName(path) });
  printReports(io, format, [report], `packstudio composition check ${file} --agent`, [dirname(file)]);
  if (args.flags.has('record')) recordCliCheck(dirname(path), { [basename(path)]: text }, report, io);
  const failing = baseline ? findingsPastBaseline(report.findings, baseline, io, format === 'text') : report.findings;
  return exitCodeFor(failing, args.flags.has('strict'));
}

/** The pack's folder for `…/acme-tasks/pack.json`, else the file's own name: the report's id when the slug is missing. */
function folderName(path: string): string {
  return basename(path) === 'pack.json' ? basename(dirname(path)) : basename(path, extname(path));
}
