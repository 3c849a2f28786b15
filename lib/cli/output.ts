import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Report } from '../core/report';
import { FORMATTERS, FORMAT_NAMES, isFormatName, type FormatName, type FormatterContext } from '../report/formatters';
import { DEFAULT_DOCS_BASE } from '../report/formatters/types';
import { catalogue, catalogueEntry } from '../rules-catalogue';
import { UsageError, type ParsedArgs } from './args';
import { EXIT } from './exit';
import { reportFailure } from './failure';
import type { CliIo } from './io';
import { reportSectionsOf } from '../formats';

/** The output flags every reporting command takes: `--format NAME`, and `--json` / `--agent` as its aliases. */
export const OUTPUT_FLAGS = ['json', 'agent'] as const;
export const OUTPUT_OPTIONS = ['format'] as const;
export const FORMAT_USAGE = `[--format ${FORMAT_NAMES.join('|')}] [--json] [--agent]`;

/** The format the command line asks for; two different ones (`--json --agent`) are a usage error, not a silent pick. */
export function outputFormat(args: ParsedArgs): FormatName {
  const asked = new Map<FormatName, string>();
  const named = args.options.get('format');
  if (named !== undefined) {
    if (!isFormatName(named))
      throw new UsageError(`unknown format "${named}"; --format takes one of ${FORMAT_NAMES.join(', ')}`);
    asked.set(named, `--format ${named}`);
  }
  for (const alias of OUTPUT_FLAGS) if (args.flags.has(alias) && !asked.has(alias)) asked.set(alias, `--${alias}`);
  if (asked.size > 1)
    throw new UsageError(
      `${[...asked.values()].join(' and ')} ask for different output formats; pick one (--format ${FORMAT_NAMES.join('|')})`,
    );
  return asked.keys().next().value ?? 'text';
}

/**
 * Prints the reports in the chosen format through the one formatter map. `packDirs` (each report's pack folder, as
 * typed, relative to the working directory) lets SARIF and GitHub annotations point at the repository's files;
 * `packSet` marks a many-pack run (the set's shape, with the DIRs that could not be checked).
 */
export function printReports(
  io: CliIo,
  format: FormatName,
  reports: readonly Report[],
  rerun?: string,
  packDirs?: readonly string[],
  packSet?: FormatterContext['packSet'],
  workspace?: string,
): void {
  const dirs = packDirs?.map((dir) => toRepoRelative(io.cwd, dir, workspace));
  io.stdout(
    FORMATTERS[format].format(reports, {
      docsBase: DEFAULT_DOCS_BASE,
      rule: catalogueEntry,
      rules: catalogue,
      sectionsOf: reportSectionsOf,
      rerun,
      packDirs: dirs,
      packSet,
    }),
  );
}

/**
 * A pack folder as the repository names it, `/`-separated: relative to the working directory (the repository root in
 * CI) when the pack is inside it; else relative to `--workspace` when the pack is inside that; else its own folder
 * name (as the studio names a pack under its workspace). Never `../`: a SARIF or annotation path that climbs out of
 * its root (`../../tmp/x/policy.json`) points no viewer at a file.
 */
export function toRepoRelative(cwd: string, dir: string, workspace?: string): string {
  const abs = resolve(cwd, dir);
  const roots = [cwd, ...(workspace === undefined ? [] : [resolve(cwd, workspace)])];
  for (const root of roots) {
    const path = relative(root, abs);
    if (!path) return '.';
    if (!isAbsolute(path) && path !== '..' && !path.startsWith(`..${sep}`)) return path.split(sep).join('/');
  }
  return basename(abs) || '.';
}

/**
 * The input named on the command line could not be read: said on stderr, and with `--format json` also as one JSON
 * object on stdout (every outcome with --json is one JSON object). Returns the exit code.
 */
export function inputUnreadable(io: CliIo, command: string, format: FormatName, path: string, reason: string): number {
  return inputFailed(io, command, format, path, `cannot read ${path}: ${reason}`);
}

/** As inputUnreadable, with the whole message ("X holds no pack"). */
export function inputFailed(io: CliIo, command: string, format: FormatName, path: string, message: string): number {
  reportFailure(io, { command, json: format === 'json', code: 'no_input', path, message });
  return EXIT.noInput;
}

/** An fs error in words: "no such file", "is a folder", else the system's message. */
export function readFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}
