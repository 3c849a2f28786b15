import { relative, resolve } from 'node:path';
import { packFormats, withArticle } from '../../formats';
import { fullCheckFlags, layerFlags, layerUsage } from '../../formats/check-layers';
import { findPackDirs, packMarkers } from '../../node/find-packs';
import { readWorkspacePublisher } from '../../node/project/publisher-setting';
import { defaultConcurrency, mapConcurrent } from '../../node/pool';
import { FileTooLargeError } from '../../node/read-capped';
import { InputError, parseArgs, parseBudget, UsageError, type ParsedArgs, parseTimeout } from '../args';
import { loadBaseline } from '../check-history';
import type { CliIo } from '../io';
import { FORMAT_USAGE, inputFailed, OUTPUT_FLAGS, OUTPUT_OPTIONS, outputFormat, readFailure } from '../output';
import { checkPack, locatePack, printFixes, readPack, settleRuns, type LocatedPack, type PackRun } from '../pack-run';
import type { PackSetError } from '../../report/formatters';
import { parseShard, sliceSet } from '../shard';

/** The usage line; each format's optional layers add their flags (formats/check-layers.ts), HCP's `[--no-eval] [--probe]`. */
export function checkUsage(): string {
  return `packstudio check DIR… | --workspace DIR ${FORMAT_USAGE} [--shard I/N] [--jobs N] [--strict] ${layerUsage(packFormats())} [--project DIR] [--timeout MS] [--publisher HANDLE] [--init-evals] [--record] [--baseline OLD.json] [--budget N] [--fix]`;
}

/**
 * `packstudio check DIR…`: each pack folder checked by its format (HCP: lint, the static rules, eval unless
 * --no-eval, probes with --probe; Recued: the composition check), several at once, in one output. The flags of
 * optional layers are the formats' own (PackFormat.optionalLayers): each pack reads those of its format.
 */
export async function checkCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, {
    flags: [...OUTPUT_FLAGS, 'strict', ...layerFlags(packFormats()), 'init-evals', 'record', 'fix'],
    options: [...OUTPUT_OPTIONS, 'timeout', 'baseline', 'workspace', 'jobs', 'publisher', 'shard', 'project', 'budget'],
  });
  const workspace = args.options.get('workspace');
  if (!args.positionals.length && workspace === undefined)
    throw new UsageError(`check needs a pack directory (or --workspace DIR)\nusage: ${checkUsage()}`);
  const format = outputFormat(args);
  const timeoutMs = parseTimeout(args.options.get('timeout'));
  const jobs = parseJobs(args.options.get('jobs'));
  const shard = parseShard(args.options.get('shard'));
  const budget = parseBudget(args.options.get('budget'));
  const many = workspace !== undefined || args.positionals.length > 1 || shard !== null;
  if (args.flags.has('init-evals')) return initEvals(args, many, io);
  const baseline = await loadBaseline(args.options.get('baseline'), io);

  const { dirs: set, errors } = await packDirsOf(args.positionals, workspace, io.cwd);
  // --shard: this job's slice of the set, each pack by the hash of its path under the workspace (stable as packs come and go).
  const slice = shard && sliceSet(set, shard, resolve(io.cwd, workspace ?? '.'), io.cwd);
  const dirs = slice ? slice.mine : set;
  // --publisher: the signed-in handle each Recued pack is checked (and fixed) for, as `composition check` takes it.
  // Without --publisher, a --workspace the studio has set a handle for checks for that one, as the studio does.
  const publisher =
    args.options.get('publisher')?.trim() ||
    (workspace !== undefined ? await workspaceHandle(resolve(io.cwd, workspace)) : undefined);
  const record = args.flags.has('record');
  const options = {
    flags: args.flags,
    timeoutMs,
    cwd: io.cwd,
    project: args.options.get('project'),
    publisher,
  };
  // Packs run side by side, at most `jobs` at once; their processes still queue for the one bound of every
  // process (pool.ts processSlots), so a probe's clock never counts another pack's wait.
  const outcomes = await mapConcurrent(dirs, jobs, async (dir): Promise<PackRun | PackSetError> => {
    try {
      const located = await locatePack(dir, io.cwd);
      if (args.flags.has('fix')) await applyFixes(located, io, format === 'json', many ? `${dir}: ` : '', publisher);
      const target = await readPack(located);
      // Said on stderr before the eval layer runs, so a person sees it even under --json.
      const onNote = (line: string) => io.stderr(`${many ? `${dir}: ` : ''}${line}`);
      const report = await checkPack(target, { ...options, onNote });
      // Only --record reads the texts again (to hash them): a set of thousands keeps each pack's report, not its files.
      return { target: record ? target : { ...target, texts: {} }, report };
    } catch (error) {
      if (error instanceof InputError) return { code: 'no_input', path: dir, message: error.message };
      if (error instanceof FileTooLargeError)
        return { code: 'no_input', path: dir, message: `cannot read ${dir}: ${error.message}` };
      throw error;
    }
  });
  const runs = outcomes.filter((o): o is PackRun => 'report' in o);
  errors.push(...outcomes.filter((o): o is PackSetError => !('report' in o)));
  // One DIR that cannot be read is the command's input error, said as every command says one (with --json, `{ error }`).
  if (!many && errors.length) return inputFailed(io, 'check', format, errors[0]!.path, errors[0]!.message);
  const named = [...args.positionals, ...(workspace === undefined ? [] : ['--workspace', workspace])];
  // The agent's loop reruns a full check: the flags that ask for each optional layer off by default (HCP's --probe),
  // of every format (the same line in every shard of a set).
  const full = fullCheckFlags(packFormats()).map((flag) => `--${flag}`);
  const rerun = ['packstudio check', ...named, ...full, '--agent'].join(' ');
  return settleRuns(io, 'check', runs, errors, {
    format,
    many,
    rerun,
    strict: args.flags.has('strict'),
    record,
    baseline,
    budget,
    workspace,
    shard: slice ? { index: slice.index, total: slice.total, set: slice.set, sizes: slice.sizes } : undefined,
  });
}

/** The handle the studio keeps for a workspace (.packstudio/settings.json), when someone set one. */
async function workspaceHandle(root: string): Promise<string | undefined> {
  const publisher = await readWorkspacePublisher(root);
  return publisher.set ? publisher.handle : undefined;
}

/** `--jobs N`: how many packs are checked at once (the machine's cores unless said). */
export function parseJobs(value: string | undefined): number {
  if (value === undefined) return defaultConcurrency();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--jobs must be a whole number of at least 1, got "${value}"`);
  return n;
}

/**
 * The DIRs named, then every pack found under --workspace (relative to the working directory, as a person would
 * type them), each once. A workspace that cannot be read, or holds no pack, is an error of the set like a bad DIR.
 */
async function packDirsOf(
  positionals: readonly string[],
  workspace: string | undefined,
  cwd: string,
): Promise<{ dirs: string[]; errors: PackSetError[] }> {
  const dirs = [...positionals];
  const errors: PackSetError[] = [];
  if (workspace !== undefined) {
    try {
      const found = await findPackDirs(resolve(cwd, workspace));
      if (!found.length)
        errors.push({
          code: 'no_input',
          path: workspace,
          message: `--workspace ${workspace} holds no pack (no folder with ${packMarkers().join(' or ')})`,
        });
      dirs.push(...found.map((abs) => relative(cwd, abs) || '.'));
    } catch (error) {
      errors.push({
        code: 'no_input',
        path: workspace,
        message: `cannot read --workspace ${workspace}: ${readFailure(error)}`,
      });
    }
  }
  const seen = new Set<string>();
  return { dirs: dirs.filter((dir) => !seen.has(resolve(cwd, dir)) && !!seen.add(resolve(cwd, dir))), errors };
}

/** `--init-evals` writes one pack's starter eval cases: one DIR, of a format that has an eval file. */
async function initEvals(args: ParsedArgs, many: boolean, io: CliIo): Promise<number> {
  const withEvals = packFormats().find((f) => f.evalFile)!;
  if (many)
    throw new UsageError(
      `--init-evals writes the ${withEvals.evalFile} of one pack: name one DIR\nusage: ${checkUsage()}`,
    );
  const dir = args.positionals[0]!;
  const located = await locatePack(dir, io.cwd).catch((error: unknown) => {
    if (error instanceof InputError) return null;
    throw error;
  });
  if (located && !located.format.evalFile)
    throw new UsageError(
      `--init-evals writes ${withEvals.evalFile} for ${withArticle(withEvals)}; ${dir} is a ${located.format.label}`,
    );
  const { initEvalsCommand } = await import('./init-evals');
  return initEvalsCommand(dir, io);
}

/** `--fix`: rewrites the pack (either format) with every safe fix and says what changed; then the check reports what is left. */
async function applyFixes(
  located: LocatedPack,
  io: CliIo,
  toStderr: boolean,
  label: string,
  publisher: string | undefined,
): Promise<void> {
  const { fixPackDir } = await import('../../node/fix-dir');
  printFixes(io, await fixPackDir(located.abs, located.format, { publisher }), toStderr, label);
}
