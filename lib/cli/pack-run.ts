import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Finding } from '../core/finding';
import type { Report } from '../core/report';
import { layersNotRun } from '../core/report';
import { detectFormat, recuedFormat, type AnyFormat } from '../formats';
import { loadPackFromTexts, type PackTexts } from '../hcp/load';
import { PACK_MARKERS } from '../node/find-packs';
import { runFullCheck } from '../node/full-check';
import { readPackTextsSync } from '../node/load-dir';
import { DEFAULT_TIMEOUT_MS } from '../node/runtime/process';
import { InputError } from './args';
import { baselineReportFor, findingsPastBaseline, recordCliCheck, type Baseline } from './check-history';
import { exitCodeFor, worstExit, EXIT } from './exit';
import type { CliIo } from './io';
import { printReports, readFailure } from './output';
import type { FormatName, PackSetError, ShardRecord } from '../report/formatters';

/**
 * The per-pack seam of `check` (one DIR or many) and `composition check FILE`: a pack is located, read, checked by
 * its format's own check (lib/formats), then printed, recorded and judged against a baseline with the others.
 */

/** A pack folder named on the command line (or found under --workspace), with its format from the registry. */
export interface LocatedPack {
  /** As the command line named it: the formats print it (SARIF and GitHub point at files under it). */
  dir: string;
  /** Resolved against the working directory. */
  abs: string;
  format: AnyFormat;
}

/** A pack read and ready to check: its texts by file name. */
export interface PackTarget extends LocatedPack {
  /** The report's id when the pack does not name itself: the folder's name (or, for `composition check FILE`, the file's). */
  folderId: string;
  texts: Partial<Record<string, string>>;
}

/** A pack checked. */
export interface PackRun {
  target: PackTarget;
  report: Report;
}

export interface PackCheckOptions {
  /** Where `check` was started (runtime `project` mode). */
  projectDir: string;
  /** HCP: run the probe layer (off by default). */
  probe?: boolean;
  /** HCP: replay hcp.eval.json (on by default). */
  eval?: boolean;
  timeoutMs?: number;
  /** Recued: the signed-in publisher the composition is checked for (the format's default otherwise). */
  publisher?: string;
}

/** The folder's format; a folder that is missing, unreadable or holds no pack of any format is an InputError (exit 66). */
export async function locatePack(dir: string, cwd: string): Promise<LocatedPack> {
  const abs = resolve(cwd, dir);
  let names: string[];
  try {
    // Synchronous, as readPack reads: a registry's thousands of small folders read faster without the thread pool.
    names = readdirSync(abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      `cannot read ${dir}: ${code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'it is a file, not a pack folder' : readFailure(error)}`,
    );
  }
  const format = detectFormat(names);
  if (!format) throw new InputError(`${dir} holds no pack (no ${PACK_MARKERS.join(' or ')})`);
  return { dir, abs, format };
}

/** Reads the located pack's files (the format's, as the studio reads them). */
export async function readPack(located: LocatedPack): Promise<PackTarget> {
  return {
    ...located,
    folderId: basename(located.abs),
    texts: readPackTextsSync<string>(located.abs, located.format.files),
  };
}

/** The one check of one pack, whatever the command: Recued's composition check, or HCP's layers (static, probe, eval). */
export async function checkPack(target: PackTarget, options: PackCheckOptions): Promise<Report> {
  if (target.format.id === recuedFormat.id)
    return recuedFormat.check(recuedFormat.load(target.texts, target.folderId), { publisher: options.publisher });
  return runFullCheck(loadPackFromTexts(target.texts as PackTexts, target.folderId), target.abs, {
    probe: options.probe ?? false,
    eval: options.eval ?? true,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    projectDir: options.projectDir,
  });
}

export interface SettleOptions {
  format: FormatName;
  /** Several DIRs or --workspace: the set's output shape, and each pack's lines on stderr named. */
  many: boolean;
  rerun: string;
  strict: boolean;
  record: boolean;
  baseline: Baseline | null;
  /** `check --shard I/N`: this shard's place in the set, carried by its JSON for `packstudio merge`. */
  shard?: Omit<ShardRecord, 'dirs' | 'rerun'>;
}

/**
 * Prints every run in the chosen format (the DIRs that could not be read said on stderr, and in JSON's `errors`),
 * then per pack: records it (--record), judges it against the baseline (--baseline) and takes its exit code
 * (--strict per pack). Returns the worst: 66 when a DIR could not be checked, else 1 > 2 > 0.
 */
export function settleRuns(
  io: CliIo,
  command: string,
  runs: readonly PackRun[],
  errors: readonly PackSetError[],
  options: SettleOptions,
): number {
  const reports = runs.map((r) => r.report);
  const dirs = runs.map((r) => r.target.dir);
  const shard = options.shard && { ...options.shard, dirs, rerun: options.rerun };
  printReports(io, options.format, reports, options.rerun, dirs, options.many ? { errors, shard } : undefined);
  for (const e of errors) io.stderr(`packstudio ${command}: ${e.message}`);
  const codes = runs.map(({ target, report }) => {
    const label = options.many ? `${report.pack_id}: ` : '';
    // The human formats say which layers did not run; JSON carries it in `layers`, and stderr says it for a person too.
    if (options.format === 'json')
      for (const n of layersNotRun(report)) io.stderr(`${label}${n.layer}: did not run (${n.reason})`);
    if (options.record) recordCliCheck(target.abs, target.texts, report, io, label);
    const baseline = options.baseline;
    const failing = baseline
      ? findingsPastBaseline(
          report.findings,
          { path: baseline.path, report: baselineReportFor(baseline, report, !options.many) },
          io,
          options.format === 'text',
          label,
        )
      : report.findings;
    return exitCodeFor(failing, options.strict);
  });
  return worstExit([...codes, ...errors.map(() => EXIT.noInput)]);
}

/** What `--fix` did, one line a fix and a closing count (on stderr when stdout is JSON), `label` before each line. */
export function printFixes(
  io: CliIo,
  { applied, changed }: { applied: readonly Finding[]; changed: readonly string[] },
  toStderr: boolean,
  label = '',
): void {
  const say = (line: string) => (toStderr ? io.stderr : io.stdout)(label + line);
  if (applied.length === 0) return say('--fix: nothing to fix automatically');
  for (const f of applied) say(`fixed ${f.id} ${f.file}${f.pointer ? ' ' + f.pointer : ''}: ${f.quickFix!.title}`);
  say(`--fix: applied ${applied.length} fix${applied.length === 1 ? '' : 'es'}, rewrote ${changed.join(', ')}`);
}
