import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { HelpPage } from '../../wrap/help-types';
import { binBase, parseHelp } from '../../wrap/parse-help';
import { expandGroups, rankListing, type CliHelp } from '../../wrap/select';
import { defaultConcurrency, mapConcurrent } from '../pool';
import { childEnv, type Env } from '../runtime/env';
import { runProcess, type RunResult } from '../runtime/process';
import { allowlistFromEnv, isBareName, launchFor, resolveBin, whichOnPath } from '../runtime/sandbox';

export const WRAP_DEFAULTS = {
  /** Each help run. */
  perCallMs: 5000,
  /** The whole wrap: the top help and every subcommand's. */
  totalMs: 60000,
  /** A help page is a few KB; more than this is not a help page. */
  maxOutputBytes: 512 * 1024,
  /** Subcommand pages read in the first round (the top of the ranking) and for the subcommands of groups. */
  firstRound: 24,
  secondRound: 16,
} as const;

export interface CollectOptions {
  /** Where a relative BIN path is resolved from. */
  cwd: string;
  /** Bare names allowed from PATH; PACKSTUDIO_ALLOWLIST by default, as for probes. */
  allowlist?: readonly string[];
  env?: Env;
  perCallMs?: number;
  totalMs?: number;
  maxOutputBytes?: number;
  concurrency?: number;
  /** Stops the wrap: waiting runs never start, running ones have their process group killed. */
  signal?: AbortSignal;
}

/** `missing`: the path named does not exist (the CLI exits 66, "no input"); `refused`: it exists but may not run. */
export type ResolvedCli =
  { ok: true; path: string; name: string; bare: boolean } | { ok: false; error: string; missing?: true };

/** A bare name runs only when the allow-list names it (and it is on PATH); a path must exist and be executable. */
export async function resolveWrapBin(
  bin: string,
  options: Pick<CollectOptions, 'cwd' | 'allowlist' | 'env'>,
): Promise<ResolvedCli> {
  const env = options.env ?? process.env;
  if (!bin.trim()) return { ok: false, error: 'wrap needs a CLI: a bare name on PATH or a path to an executable' };
  if (isBareName(bin)) {
    const allowlist = options.allowlist ?? allowlistFromEnv(env);
    const found = await resolveBin(bin, options.cwd, allowlist, env.PATH ?? '');
    // Started by its PATH name, not the link's target: rustup's `cargo` is cargo only when started as cargo.
    if (found.ok)
      return { ok: true, path: (await whichOnPath(bin, env.PATH ?? '')) ?? found.path, name: bin, bare: true };
    if (found.code === 'not_allowlisted')
      return { ok: false, error: `"${bin}" is not allow-listed: set PACKSTUDIO_ALLOWLIST=${bin} to let wrap run it` };
    return { ok: false, error: `"${bin}" was not found on PATH`, missing: true };
  }
  const path = resolve(/*turbopackIgnore: true*/ options.cwd, bin);
  const info = await stat(path).catch(() => null);
  if (!info) return { ok: false, error: `${bin} does not exist`, missing: true };
  if (!info.isFile()) return { ok: false, error: `${bin} is not a file` };
  const script = /\.(m?js|cjs)$/.test(path);
  if (
    !script &&
    !(await access(path, constants.X_OK).then(
      () => true,
      () => false,
    ))
  )
    return { ok: false, error: `${bin} is not executable (chmod +x it)` };
  return { ok: true, path, name: binBase(basename(path)), bare: false };
}

export type CollectResult =
  { ok: true; help: CliHelp; helpRuns: number; notes: string[] } | { ok: false; error: string };

/**
 * Runs `BIN --help` (then `-h`, then `help` where it fails) and the help of the subcommands worth reading, each with
 * stdin closed, a minimal environment, a private HOME in a temp folder, its own process group, a timeout per call
 * and for the whole wrap, and capped output. Never a shell.
 */
export async function collectHelp(
  cli: Extract<ResolvedCli, { ok: true }>,
  options: CollectOptions,
): Promise<CollectResult> {
  const perCallMs = options.perCallMs ?? WRAP_DEFAULTS.perCallMs;
  const deadline = Date.now() + (options.totalMs ?? WRAP_DEFAULTS.totalMs);
  const maxOutputBytes = options.maxOutputBytes ?? WRAP_DEFAULTS.maxOutputBytes;
  const root = await mkdtemp(join(tmpdir(), 'packstudio-wrap-'));
  let runs = 0;
  const notes: string[] = [];
  try {
    const home = join(root, 'home');
    await mkdir(home);
    await mkdir(join(root, 'hcp-home'));
    await mkdir(join(root, 'cwd'));
    const env = childEnv({ home, hcpHome: join(root, 'hcp-home'), parent: options.env ?? process.env });
    const run = async (args: string[]): Promise<RunResult | null> => {
      const left = deadline - Date.now();
      if (left <= 0 || options.signal?.aborted) return null;
      runs++;
      const launch = launchFor(cli.path, args);
      // runProcess holds one of the studio-wide process slots while the help runs (lib/node/pool.ts)
      const result = await runProcess({
        ...launch,
        cwd: join(root, 'cwd'),
        env,
        timeoutMs: Math.min(perCallMs, left),
        maxOutputBytes,
        displayArgv: [cli.name, ...args],
        signal: options.signal,
      });
      return result.cancelled ? null : result;
    };

    const top = await topHelp(cli.name, run, perCallMs, maxOutputBytes);
    if (options.signal?.aborted) return { ok: false, error: 'wrap was cancelled' };
    if (!top.ok) return top;
    const pages: Record<string, HelpPage> = {};
    const concurrency = options.concurrency ?? defaultConcurrency();
    const fetch = async (paths: string[][]) => {
      const got = await mapConcurrent(paths, concurrency, (path) => subcommandHelp(cli.name, path, run, top.text));
      paths.forEach((path, i) => {
        if (got[i]) pages[path.join(' ')] = got[i]!;
      });
    };
    const ranked = rankListing(top.page.commands).ranked;
    await fetch(ranked.slice(0, WRAP_DEFAULTS.firstRound).map((c) => c.path));
    const children = expandGroups(ranked, pages).candidates.filter(
      (c) => c.path.length > 1 && !pages[c.path.join(' ')],
    );
    await fetch(children.slice(0, WRAP_DEFAULTS.secondRound).map((c) => c.path));
    if (Date.now() >= deadline)
      notes.push(
        `stopped reading subcommand help after ${options.totalMs ?? WRAP_DEFAULTS.totalMs} ms; the commands without it keep their listing text or a TODO`,
      );
    if (options.signal?.aborted) return { ok: false, error: 'wrap was cancelled' };
    return { ok: true, help: { bin: cli.name, name: cli.name, top: top.page, pages }, helpRuns: runs, notes };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

type Run = (args: string[]) => Promise<RunResult | null>;

/** The top help: `--help`, else `-h`, else `help`. A hang, a flood or silence is one clear error. */
async function topHelp(
  name: string,
  run: Run,
  perCallMs: number,
  cap: number,
): Promise<{ ok: true; page: HelpPage; text: string } | { ok: false; error: string }> {
  let fallback: { page: HelpPage; text: string } | null = null;
  let failed: string | null = null;
  for (const args of [['--help'], ['-h'], ['help']]) {
    const result = await run(args);
    if (!result) break;
    const shown = `\`${[name, ...args].join(' ')}\``;
    if (result.spawn_error) return { ok: false, error: `could not start ${name}: ${result.spawn_error}` };
    if (result.timed_out)
      return {
        ok: false,
        error: `${shown} did not finish within ${perCallMs} ms (stdin closed; its process group was killed)`,
      };
    if (result.truncated)
      return { ok: false, error: `${shown} printed more than ${Math.round(cap / 1024)} KB: that is not a help page` };
    const text = helpText(result);
    if (!text) continue;
    const page = parseHelp(text, { bin: name });
    if (page.commands.length) return { ok: true, page, text };
    // A failure that prints an error, not a usage, is no help page ("rustup could not choose a version of cargo")
    if (result.exit_code !== 0 && page.usage.length === 0 && page.flags.length === 0) {
      failed ??= `${shown} exited ${result.exit_code}: ${text.trim().split('\n')[0].slice(0, 200)}`;
      continue;
    }
    fallback ??= { page, text };
  }
  if (fallback) return { ok: true, ...fallback };
  if (failed) return { ok: false, error: failed };
  return { ok: false, error: `${name} printed nothing for --help, -h or help` };
}

/** A subcommand's page: `BIN path --help`, else `BIN path -h`; a man page only when nothing shorter answers. */
async function subcommandHelp(name: string, path: string[], run: Run, topText: string): Promise<HelpPage | null> {
  let man: HelpPage | null = null;
  for (const args of [
    [...path, '--help'],
    [...path, '-h'],
  ]) {
    const result = await run(args);
    if (!result || result.timed_out || result.truncated || result.spawn_error) return man;
    const text = helpText(result);
    // A CLI that ignores the subcommand prints its top help again: that page says nothing about this command.
    if (!text || text === topText || !text.includes(path[path.length - 1])) continue;
    const page = parseHelp(text, { bin: name });
    // An error message ("not a git repository") is no help page, even when it names the command.
    if (result.exit_code !== 0 && page.usage.length === 0 && page.flags.length === 0) continue;
    if (page.layout === 'man') {
      man ??= page;
      continue;
    }
    return page;
  }
  return man;
}

/** Help goes to stdout, but many CLIs print `-h` and usage errors to stderr. */
function helpText(result: RunResult): string {
  return result.stdout.trim() ? result.stdout : result.stderr.trim() ? result.stderr : '';
}
