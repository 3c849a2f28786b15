import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Finding } from '../core/finding';
import type { Report } from '../core/report';
import { withBaselineTokens, withBudget } from '../agent/budget';
import { layersNotRun } from '../core/report';
import { detectFormat, type AnyFormat } from '../formats';
import { layersFromFlags, resolveLayers } from '../formats/check-layers';
import type { CheckLayers, RunFolders } from '../formats/types';
import { fullCheck, runsProcesses, type PackFolder } from '../formats/node';
import { packMarkers } from '../node/find-packs';
import { readPackFilesSync } from '../node/load-dir';
import { ProjectDirError, withRunFolders, type WorkFolders } from '../node/project';
import type { Env } from '../node/runtime/env';
import { DEFAULT_TIMEOUT_MS } from '../node/runtime/timeout';
import { InputError, UsageError } from './args';
import { baselineReportFor, findingsPastBaseline, recordCliCheck, type Baseline } from './check-history';
import { exitCodeFor, worstExit, EXIT, type ExitCode } from './exit';
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
  /** What the report must say of how the folder was read (a file over the limit, checked on its head only). */
  notes?: PackFolder['notes'];
}

/** A pack checked. */
export interface PackRun {
  target: PackTarget;
  report: Report;
}

export interface PackCheckOptions {
  /** Where the command was started: `--project DIR` is read from here. */
  cwd: string;
  /** `--project DIR`: the folder a `project`-mode CLI runs in (else PACK_PROJECT_DIR (or its format's name for it), the studio's setting, a scratch folder). */
  project?: string;
  /** Read for PACK_PROJECT_DIR (or its format's name for it, HCP_PROJECT_DIR for an HCP pack). */
  env?: Env;
  /** Told, before the eval layer runs, of each case that will run a write, and where. */
  onNote?: (line: string) => void;
  /** The command line's flags: each optional layer of the pack's format is on or off as its own flag says. */
  flags?: ReadonlySet<string>;
  /** Else the layers asked for by id; one left unsaid runs as the format declares (`defaultOn`). */
  layers?: Partial<CheckLayers>;
  timeoutMs?: number;
  /** The signed-in publisher, for a format that checks for one (the format's default otherwise). */
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
  if (!format) throw new InputError(`${dir} holds no pack (no ${packMarkers().join(' or ')})`);
  return { dir, abs, format };
}

/** Reads the located pack's files (the format's, as the studio reads them). */
export async function readPack(located: LocatedPack): Promise<PackTarget> {
  const { texts, notes } = readPackFilesSync<string>(located.abs, located.format.files);
  return { ...located, folderId: basename(located.abs), texts, notes };
}

/** The one check of one pack, whatever the command: every layer of its format the options ask for. */
export async function checkPack(target: PackTarget, options: PackCheckOptions): Promise<Report> {
  const layers = options.flags
    ? layersFromFlags(target.format, options.flags)
    : resolveLayers(target.format, options.layers);
  const check = (folders?: RunFolders) =>
    fullCheck(
      target.format,
      { dir: target.abs, folderId: target.folderId, texts: target.texts, notes: target.notes },
      {
        layers,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        folders,
        onNote: options.onNote,
        publisher: options.publisher,
      },
    );
  // Folders are made only for a check that may start the pack's CLI.
  if (!runsProcesses(target.format, layers)) return check();
  return withCliRunFolders(target, options, check);
}

/** The run folders of a CLI command for one pack: `--project`, PACK_PROJECT_DIR (or its format's name for it), the studio's setting, or scratch. */
export function withCliRunFolders<T>(
  target: Pick<PackTarget, 'abs' | 'folderId'>,
  options: Pick<PackCheckOptions, 'cwd' | 'project' | 'env'>,
  use: (folders: WorkFolders) => Promise<T>,
): Promise<T> {
  return withRunFolders(
    {
      packId: target.folderId,
      packDir: target.abs,
      ...(options.project !== undefined ? { flag: { dir: options.project, cwd: options.cwd } } : {}),
      env: options.env ?? process.env,
    },
    use,
  ).catch((error: unknown) => {
    if (error instanceof ProjectDirError) throw new UsageError(error.message);
    throw error;
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
  /** `--budget N`: the most tokens an agent may read before its first call (tools/list and the instructions). */
  budget?: number | null;
  /** `--workspace DIR`: the root a pack outside the working directory is named from in SARIF and annotations. */
  workspace?: string;
}

/**
 * `--budget N` and `--baseline OLD.json` on the agent-readiness layer: the pack's tokens against the budget, and
 * against the same pack's in the baseline (when that report carries the layer). Nothing else of the report changes.
 */
function withAgentOptions(run: PackRun, options: SettleOptions): PackRun {
  let agent = run.report.agent;
  if (!agent) return run;
  const before = options.baseline && baselineReportFor(options.baseline, run.report, !options.many)?.agent;
  if (before) agent = withBaselineTokens(agent, before.tokens, options.baseline!.path);
  if (options.budget != null) agent = withBudget(agent, options.budget, run.target.format.mainFile);
  return agent === run.report.agent ? run : { ...run, report: { ...run.report, agent } };
}

/**
 * Prints every run in the chosen format (the DIRs that could not be read said on stderr, and in JSON's `errors`),
 * then per pack: records it (--record), judges it against the baseline (--baseline) and takes its exit code
 * (--strict per pack). Returns the worst: 66 when a DIR could not be checked, else 1 > 2 > 0.
 */
export async function settleRuns(
  io: CliIo,
  command: string,
  checked: readonly PackRun[],
  errors: readonly PackSetError[],
  options: SettleOptions,
): Promise<number> {
  const runs = checked.map((run) => withAgentOptions(run, options));
  const reports = runs.map((r) => r.report);
  const dirs = runs.map((r) => r.target.dir);
  const shard = options.shard && { ...options.shard, dirs, rerun: options.rerun };
  printReports(
    io,
    options.format,
    reports,
    options.rerun,
    dirs,
    options.many ? { errors, shard } : undefined,
    options.workspace,
  );
  for (const e of errors) io.stderr(`packstudio ${command}: ${e.message}`);
  const codes: ExitCode[] = [];
  // One pack after another, so each pack's lines on stderr stay together and in order.
  for (const { target, report } of runs) {
    const label = options.many ? `${report.pack_id}: ` : '';
    // The human formats say which layers did not run; JSON carries it in `layers`, and stderr says it for a person too.
    if (options.format === 'json')
      for (const n of layersNotRun(report)) io.stderr(`${label}${n.layer}: did not run (${n.reason})`);
    if (options.record) await recordCliCheck(target.abs, target.texts, report, io, label);
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
    const code = exitCodeFor(failing, options.strict);
    // --budget is a gate the caller asked for: over it, the pack fails as an error would.
    const tokens = report.agent?.tokens;
    if (!tokens?.budget?.over) {
      codes.push(code);
      continue;
    }
    io.stderr(
      `${label}budget: an agent reads ${tokens.total} tokens before its first call, over --budget ${tokens.budget.limit}`,
    );
    codes.push(worstExit([code, EXIT.errors]));
  }
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
