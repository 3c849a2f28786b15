import { basename, dirname, extname, resolve } from 'node:path';
import { RECUED_FILE, recuedFormat, SUPPRESSIONS_FILE } from '../../formats';
import { readPackTexts } from '../../node/load-dir';
import { readTextCapped } from '../../node/read-capped';
import { onePositional, parseArgs, parseBudget, UsageError } from '../args';
import { loadBaseline } from '../check-history';
import type { CliIo } from '../io';
import { FORMAT_USAGE, inputUnreadable, OUTPUT_FLAGS, OUTPUT_OPTIONS, outputFormat, readFailure } from '../output';
import { checkPack, printFixes, settleRuns, type PackTarget } from '../pack-run';

export const COMPOSITION_USAGE = `packstudio composition check FILE ${FORMAT_USAGE} [--strict] [--publisher HANDLE] [--record] [--baseline OLD.json] [--budget N] [--fix]`;

/** `packstudio composition check FILE`: a Recued pack.json checked as publish and install would, in the one report. */
export async function compositionCommand(argv: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== 'check')
    throw new UsageError(
      `${sub ? `unknown subcommand "${sub}"` : 'missing subcommand "check"'}\nusage: ${COMPOSITION_USAGE}`,
    );
  const args = parseArgs(rest, {
    flags: [...OUTPUT_FLAGS, 'strict', 'record', 'fix'],
    options: [...OUTPUT_OPTIONS, 'publisher', 'baseline', 'budget'],
  });
  const file = onePositional(args, 'FILE', COMPOSITION_USAGE);
  const format = outputFormat(args);
  const path = resolve(io.cwd, file);
  const budget = parseBudget(args.options.get('budget'));
  const baseline = await loadBaseline(args.options.get('baseline'), io);
  const publisher = args.options.get('publisher')?.trim() || undefined;
  let text: string;
  try {
    // --fix first (every safe fix, written atomically, said on stderr when stdout is JSON); the check reports what is left.
    if (args.flags.has('fix'))
      printFixes(
        io,
        await (await import('../../node/fix-dir')).fixMainFile(path, recuedFormat, { publisher }),
        format === 'json',
      );
    text = await readTextCapped(path);
  } catch (error) {
    return inputUnreadable(io, 'composition', format, file, readFailure(error));
  }
  // The file may have any name: it is checked as the folder's pack.json, through the same per-pack check as `check DIR`.
  // packstudio.json beside it brings its suppressions, as for `check DIR`.
  const suppressions = await readPackTexts(dirname(path), [SUPPRESSIONS_FILE]);
  const target: PackTarget = {
    dir: dirname(file),
    abs: dirname(path),
    format: recuedFormat,
    folderId: folderName(path),
    texts: { [RECUED_FILE]: text, ...suppressions },
  };
  const report = await checkPack(target, { cwd: io.cwd, publisher });
  return settleRuns(io, 'composition', [{ target, report }], [], {
    format,
    many: false,
    rerun: `packstudio composition check ${file} --agent`,
    strict: args.flags.has('strict'),
    record: args.flags.has('record'),
    baseline,
    budget,
  });
}

/** The pack's folder for `…/acme-tasks/pack.json`, else the file's own name: the report's id when the slug is missing. */
function folderName(path: string): string {
  return basename(path) === 'pack.json' ? basename(dirname(path)) : basename(path, extname(path));
}
