import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { HCP_HOME_VARIABLE } from '../../hcp/runner';
import type { HelpCommand, HelpPage } from '../../wrap/help-types';
import { binBase, parseHelp } from '../../wrap/parse-help';
import type { SpecCommand } from '../../wrap/fig';
import { introspectionFor, parseCobraCompletion, type Introspection } from '../../wrap/introspect';
import { describeModesFromMan, undescribedModes } from '../../wrap/man-modes';
import { ranOnItsOperand } from '../../wrap/ran-on-operand';
import { uncheckableListing } from '../../wrap/uncheckable';
import { askableBeforeEvidence, frameworkReadsHelpAfterCommands } from '../../wrap/help-safety';
import { expandGroups, rankListing, selectCommands, topListing, type CliHelp, type Verdict } from '../../wrap/select';
import { loadFigSpec, specNodeAt } from './fig-specs';
import { defaultConcurrency, mapConcurrent } from '../pool';
import { childEnv, type Env } from '../runtime/env';
import { runProcess, type RunResult } from '../runtime/process';
import { allowlistFromEnv, isBareName, launchFor, resolveBin, whichOnPath } from '../runtime/sandbox';
import { outsideWorkspaceRefusal } from './outside-bin';

export const WRAP_DEFAULTS = {
  /** Each help run: gcloud takes seconds per page on a busy machine. */
  perCallMs: 10000,
  /** The whole wrap: the top help and every subcommand's. */
  totalMs: 60000,
  /** A help page is a few KB; a man page (aws) tens; more than this is not a help page. */
  maxOutputBytes: 512 * 1024,
  /** Subcommand pages read in the first round (the top of the ranking) and for the subcommands of groups. */
  firstRound: 24,
  secondRound: 16,
  /** Groups whose Fig sub-spec (aws's services, gcloud's groups) is read, from the top of the ranking. */
  subspecs: 12,
  /** Rounds of live checks of chosen names that are in no spec. */
  verifyRounds: 3,
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
  /** The Fig spec to merge: looked up by the bin's name unless given; null reads the help alone. */
  spec?: SpecCommand | null;
  /** Ask the CLI's framework for its commands where it answers (cobra's `__complete`); true unless set false. */
  introspect?: boolean;
  /** Told of every help run and what it printed (the capture of test fixtures records them). */
  onRun?: (args: readonly string[], result: RunResult, via?: HelpVia) => void;
  /**
   * Answers the help runs instead of starting the CLI: the replay of captured fixtures (lib/node/wrap/replay.ts),
   * in-process, so the tests and the bench replay a corpus without a process per page.
   */
  runner?: HelpRunner;
}

/** Another program a help run goes through: `man` reads the CLI's man page (`man -P cat NAME`). */
export type HelpVia = 'man';
export type HelpRunner = (args: readonly string[], via?: HelpVia) => Promise<RunResult>;

/** `missing`: the path named does not exist (the CLI exits 66, "no input"); `refused`: it exists but may not run. */
export type ResolvedCli =
  { ok: true; path: string; name: string; bare: boolean } | { ok: false; error: string; missing?: true };

/**
 * A bare name runs only when the allow-list names it (and it is on PATH); a path must exist and be executable, and
 * one whose real file is outside the workspace (`/usr/bin/git`, `../../usr/bin/git`, a link out) passes the same
 * allow-list as a bare name, by the name it is started by and its real file's name (./outside-bin.ts).
 */
export async function resolveWrapBin(
  bin: string,
  options: Pick<CollectOptions, 'cwd' | 'allowlist' | 'env'>,
): Promise<ResolvedCli> {
  const env = options.env ?? process.env;
  if (!bin.trim()) return { ok: false, error: 'wrap needs a CLI: a bare name on PATH or a path to an executable' };
  if (isBareName(bin)) {
    const allowlist = options.allowlist ?? allowlistFromEnv(env);
    const found = await resolveBin(bin, options.cwd, allowlist, env.PATH ?? '');
    // resolveBin gives the PATH name, not the link's target: rustup's `cargo` is cargo only when started as cargo.
    if (found.ok) return { ok: true, path: found.path, name: bin, bare: true };
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
  const refused = await outsideWorkspaceRefusal(bin, path, options.cwd, options.allowlist ?? allowlistFromEnv(env));
  if (refused) return { ok: false, error: refused };
  return { ok: true, path, name: binBase(basename(path)), bare: false };
}

/** What the collector did, for the CLI's report and the bench. */
export interface CollectStats {
  helpRuns: number;
  /** Chosen names checked live (`BIN NAME --help`), and how many answered. */
  verifiedLive: number;
  rejectedLive: number;
  /** The Fig spec merged, by name, when there was one. */
  spec: string | null;
  /**
   * The framework that answered its own completion (cobra's `__complete`), its runs, and the names it confirmed
   * that would otherwise each have been checked with a help page of their own.
   */
  introspection?: { framework: Introspection['framework']; runs: number; confirmed: number };
}

export type CollectResult =
  { ok: true; help: CliHelp; helpRuns: number; notes: string[]; stats: CollectStats } | { ok: false; error: string };

/**
 * Runs `BIN --help` (then `-h`, then `help` where it fails) and the help of the subcommands worth reading, each with
 * stdin closed, a minimal environment, a private HOME in a temp folder, its own process group, a timeout per call
 * and for the whole wrap, and capped output. Never a shell.
 */
export async function collectHelp(
  cli: Extract<ResolvedCli, { ok: true }>,
  options: CollectOptions,
): Promise<CollectResult> {
  const deadline = Date.now() + (options.totalMs ?? WRAP_DEFAULTS.totalMs);
  const root = await mkdtemp(join(tmpdir(), 'packstudio-wrap-'));
  const notes: string[] = [];
  try {
    const { run, runs } = await helpRunner(cli, options, root, deadline);
    const spec = options.spec !== undefined ? options.spec : await loadFigSpec(cli.name);
    const started = Date.now();
    const perCallMs = options.perCallMs ?? WRAP_DEFAULTS.perCallMs;
    const top = await topHelp(cli.name, run, perCallMs, options.maxOutputBytes ?? WRAP_DEFAULTS.maxOutputBytes);
    if (options.signal?.aborted) return { ok: false, error: 'wrap was cancelled' };
    if (!top.ok && !(spec && top.soft)) return top;
    if (!top.ok) notes.push(`${top.error}: the commands come from the Fig spec alone`);
    const listed = top.ok ? await withFullListing(top, run, cli.name) : emptyPage();
    // a script's name may be any man page's: the man page is read for a CLI on PATH only
    const topPage = !cli.bare
      ? listed
      : listed.commands.length
        ? await withManModes(listed, run, cli.name)
        : await withManPage(listed, run, cli.name, notes);
    const help: CliHelp = {
      bin: cli.name,
      name: cli.name,
      top: topPage,
      pages: {},
      verified: {},
      ...(spec ? { spec } : {}),
    };
    const reading = new HelpReading(cli.name, help, top.ok ? top : null, run, {
      concurrency: options.concurrency ?? defaultConcurrency(),
      deadline,
      // How many pages fit in the time left, at the speed the top page took (gcloud: seconds each).
      pageMs: Math.max(50, Date.now() - started),
    });
    await readRankedPages(reading, help, spec);
    keepUncheckable(help, top.ok ? top : null, notes);
    const introspection = top.ok && options.introspect !== false ? introspectionFor(top.page.layout) : null;
    const verified = await verifyChosen(reading, help, run, introspection, deadline);
    keepRanOnOperand(help, notes);
    noteUnchecked(help, cli.name, notes);
    if (Date.now() >= deadline)
      notes.push(
        `stopped reading subcommand help after ${options.totalMs ?? WRAP_DEFAULTS.totalMs} ms; the commands without it keep their listing text or a TODO`,
      );
    if (options.signal?.aborted) return { ok: false, error: 'wrap was cancelled' };
    help.final = true;
    const rejectedLive = Object.values(help.verified!).filter((v) => !v.ok).length;
    return {
      ok: true,
      help,
      helpRuns: runs(),
      notes,
      stats: {
        helpRuns: runs(),
        verifiedLive: verified.live,
        rejectedLive,
        spec: spec ? cli.name : null,
        ...(introspection && verified.introspected.runs
          ? { introspection: { framework: introspection.framework, ...verified.introspected } }
          : {}),
      },
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * How every help run of one wrap starts: the CLI (or `man`) in a scratch folder with a home of its own, bounded in
 * time and output, through the studio-wide process slots; or the replay's runner. Null once the wrap's time is up or
 * it was cancelled.
 */
async function helpRunner(
  cli: Extract<ResolvedCli, { ok: true }>,
  options: CollectOptions,
  root: string,
  deadline: number,
): Promise<{ run: Run; runs: () => number }> {
  const home = join(root, 'home');
  await mkdir(home);
  await mkdir(join(root, 'hcp-home'));
  await mkdir(join(root, 'cwd'));
  const env = childEnv({
    home,
    packHome: join(root, 'hcp-home'),
    homeVariables: [HCP_HOME_VARIABLE],
    parent: options.env ?? process.env,
  });
  const perCallMs = options.perCallMs ?? WRAP_DEFAULTS.perCallMs;
  let runs = 0;
  const run: Run = async (args, via) => {
    const left = deadline - Date.now();
    if (left <= 0 || options.signal?.aborted) return null;
    const launch = options.runner ? null : via === 'man' ? await manLaunch(cli.name, env) : launchFor(cli.path, args);
    if (!options.runner && !launch) return null;
    runs++;
    // runProcess holds one of the studio-wide process slots while the help runs (lib/node/pool.ts)
    const result = launch
      ? await runProcess({
          ...launch,
          cwd: join(root, 'cwd'),
          env: via === 'man' ? { ...env, MANWIDTH: '100' } : env,
          timeoutMs: Math.min(perCallMs, left),
          maxOutputBytes: options.maxOutputBytes ?? WRAP_DEFAULTS.maxOutputBytes,
          displayArgv: via ? [via, ...launch.args] : [cli.name, ...args],
          signal: options.signal,
        })
      : await options.runner!(args, via);
    if (!result.cancelled) options.onRun?.(args, result, via);
    return result.cancelled ? null : result;
  };
  return { run, runs: () => runs };
}

/**
 * Reads the subcommand pages of one wrap, in rounds, never running a name it may not: a CLI with a parser of its own
 * may run a command given `NAME --help` (lib/wrap/help-safety.ts), so until one of its commands has read a help flag
 * as one, only its reads are asked that way, and the rest wait. A framework's own words say it reads one, and so
 * does a page that names `COMMAND --help` (npm's `npm <command> -h`, quilt's `command [-h]`).
 */
class HelpReading {
  private readsHelpAfterCommands: boolean;

  constructor(
    private readonly name: string,
    private readonly help: CliHelp,
    private readonly top: TopHelp | null,
    private readonly run: Run,
    private readonly limits: { concurrency: number; deadline: number; pageMs: number },
  ) {
    this.readsHelpAfterCommands =
      !top || frameworkReadsHelpAfterCommands(top.page.layout, top.text) || !!top.page.helpForms?.includes('dash-help');
  }

  /** How many of `wanted` pages fit in the time left. */
  fits(wanted: number): number {
    const { concurrency, deadline, pageMs } = this.limits;
    return Math.max(0, Math.min(wanted, Math.floor(((deadline - Date.now()) * 0.7 * concurrency) / pageMs)));
  }

  /** Reads the pages of these paths (each once, unless it was left unasked before), the guarded ones last. */
  async fetch(paths: string[][]): Promise<void> {
    // A name left unasked is asked once the CLI has shown it reads a help flag after a command. A flag-mode
    // command is never run to read its help: `gpg --delete-keys --help` would be the command itself.
    const todo = paths.filter((p) => this.open(p));
    const asked = todo.filter((p) => !p.some((w) => w.startsWith('-')));
    // the names that may run in any form first: one of them may show the CLI reads a help flag after a command
    await this.readPages(asked.filter((p) => !this.guarded(p)));
    const waiting = asked.filter((p) => this.open(p));
    await this.readPages(waiting.filter((p) => !this.waits(p)));
    for (const path of waiting.filter((p) => this.waits(p)))
      this.help.verified![path.join(' ')] = {
        ok: false,
        unasked: true,
        why: `not asked: \`${[this.name, ...path, '--help'].join(' ')}\` could run it (none of its commands has read a help flag yet)`,
      };
  }

  /** Not read yet, or left unasked. */
  private open(path: string[]): boolean {
    const verdict = this.help.verified![path.join(' ')];
    return !verdict || !!verdict.unasked;
  }

  /** Only the forms that never run the name (`X help NAME`, `X -H NAME`) may be asked of it yet. */
  private guarded(path: string[]): boolean {
    if (this.readsHelpAfterCommands) return false;
    const entry = listedEntry(this.help, path);
    return !askableBeforeEvidence({ name: entry?.longName ?? path[path.length - 1], description: entry?.description });
  }

  /** Guarded, and the CLI's page names no form that cannot run it. */
  private waits(path: string[]): boolean {
    return this.guarded(path) && !subcommandForms(path, this.top).some((f) => namedForm(f, path, this.top));
  }

  private async readPages(todo: string[][]): Promise<void> {
    const got = await mapConcurrent(todo, this.limits.concurrency, (path) =>
      subcommandHelp(this.name, path, this.run, this.top, this.guarded(path)),
    );
    todo.forEach((path, i) => {
      const key = path.join(' ');
      if (got[i].page) this.help.pages[key] = got[i].page!;
      if (got[i].verdict) this.help.verified![key] = got[i].verdict!;
      if (got[i].readsHelpFlag) this.readsHelpAfterCommands = true;
    });
  }
}

/** The pages of the ranking's top commands, then of the children of its groups, as many as the time allows. */
async function readRankedPages(reading: HelpReading, help: CliHelp, spec: SpecCommand | null): Promise<void> {
  const ranked = rankListing(topListing(help), help).ranked;
  // Names the spec gives as values (mvn's phases) need no page: `mvn deploy --help` is no help page to trust.
  // commands a usage line each names (pactl's) are never run for their help: such a CLI may run the command
  // nor the values of the usage's operand (getent's databases): `getent passwd --help` is no help request
  const usageNamed = new Set(
    help.top.commands.filter((c) => c.fromUsage || c.operandValue).map((c) => c.path.join(' ')),
  );
  const readable = ranked.filter(
    (c) => !(c.fromGrammar && !help.top.commands.length) && !c.mode && !usageNamed.has(c.path.join(' ')),
  );
  await reading.fetch(readable.slice(0, reading.fits(WRAP_DEFAULTS.firstRound)).map((c) => c.path));
  if (spec)
    for (const c of ranked.slice(0, WRAP_DEFAULTS.subspecs))
      if (c.spec?.loadSpec) c.spec = await specNodeAt(spec, c.path);
  // A child a usage line named (`git remote add`, `ip address del`) is read only in a form that cannot run it
  // (subcommandForms: none below a grammar's objects, where `ip address del help` would run the write)
  const children = expandGroups(ranked, help).candidates.filter(
    (c) => c.path.length > 1 && !help.pages[c.path.join(' ')] && !c.mode && !usageNamed.has(c.path.join(' ')),
  );
  await reading.fetch(children.slice(0, reading.fits(WRAP_DEFAULTS.secondRound)).map((c) => c.path));
}

/** A listing the CLI cannot be asked about (no safe help form, or every name refused alike) stands as listed. */
function keepUncheckable(help: CliHelp, top: TopHelp | null, notes: string[]): void {
  const listedOnly = uncheckableListing(help, (path) => subcommandForms(path, top).length > 0);
  Object.assign(help.verified!, listedOnly);
  const keptListed = Object.keys(listedOnly);
  if (keptListed.length)
    notes.push(`kept ${keptListed.length} listed commands unchecked: ${Object.values(listedOnly)[0].why}`);
}

/** A listed name whose check ran it on the help flag, among siblings that answered, stands as listed. */
function keepRanOnOperand(help: CliHelp, notes: string[]): void {
  const kept = ranOnItsOperand(help);
  Object.assign(help.verified!, kept);
  for (const [name, verdict] of Object.entries(kept)) notes.push(`kept \`${name}\` unchecked: ${verdict.why}`);
}

/**
 * A chosen name in no spec must answer its own --help: prose ("given", "This") never becomes a command. Where the
 * framework lists a group's commands itself (cobra's `__complete`), one run confirms all of that group's.
 */
async function verifyChosen(
  reading: HelpReading,
  help: CliHelp,
  run: Run,
  introspection: Introspection | null,
  deadline: number,
): Promise<{ live: number; introspected: { runs: number; confirmed: number } }> {
  let live = 0;
  const asked = new Map<string, Set<string> | null>();
  const introspected = { runs: 0, confirmed: 0 };
  for (let round = 0; round < WRAP_DEFAULTS.verifyRounds; round++) {
    let { unchecked } = selectCommands(help);
    if (!unchecked.length || Date.now() >= deadline) break;
    if (introspection) {
      for (const parent of new Set(unchecked.map((c) => c.path.slice(0, -1).join(' ')))) {
        if (asked.has(parent)) continue;
        const result = await run(introspection.argv(parent ? parent.split(' ') : []));
        if (result) introspected.runs++;
        const names = result && result.exit_code === 0 ? parseCobraCompletion(result.stdout) : null;
        asked.set(parent, names ? new Set(names.map((n) => n.name)) : null);
      }
      for (const c of unchecked) {
        const listed = asked.get(c.path.slice(0, -1).join(' '));
        if (!listed?.has(c.path[c.path.length - 1])) continue;
        help.verified![c.path.join(' ')] = { ok: true, introspected: introspection.framework };
        introspected.confirmed++;
      }
      unchecked = unchecked.filter((c) => !help.verified![c.path.join(' ')]);
      if (!unchecked.length) continue;
    }
    live += unchecked.length;
    await reading.fetch(unchecked.map((c) => c.path));
  }
  return { live, introspected };
}

/** The chosen names still unchecked when the time ran out: refused, and named in the notes. */
function noteUnchecked(help: CliHelp, name: string, notes: string[]): void {
  const unchecked = selectCommands(help).unchecked;
  for (const c of unchecked)
    help.verified![c.path.join(' ')] = {
      ok: false,
      why: `\`${[name, ...c.path].join(' ')} --help\` was not run before the wrap's time ran out`,
    };
  if (unchecked.length)
    notes.push(
      `not drafted: ${unchecked.map((c) => c.path.join(' ')).join(', ')} (in no Fig spec, and not checked live before the time ran out)`,
    );
}

/** Forms a help names for its full command list: git's `help -a`, cargo's `--list`, `help --all`. */
const FULL_LISTING: readonly { mention: RegExp; args: string[] }[] = [
  { mention: /\bhelp -a\b/, args: ['help', '-a'] },
  { mention: /\bhelp --all\b/, args: ['help', '--all'] },
  // Symfony Console prints its `list` command's help for `--help`; that help names `X list`, the listing itself
  { mention: /^\s*The list command lists all commands/m, args: ['list'] },
  { mention: /\bcommands with --list\b|^\s+--list\s+List (installed |all )?commands/m, args: ['--list'] },
  // gbp: "Use '--list-cmds' to list all available commands.": a flag of its own the help names for the full list
  { mention: /['"`]?(--list-(?:cmds|commands))['"`]? to list (?:all|every)\b/, args: [] },
];

/**
 * The top page with the commands its full listing adds (git lists 22 common commands and `git help -a` 140; cargo's
 * `--list` adds `tree`): those stay in their own sections, after the top page's, which keep their rank.
 */
async function withFullListing(top: TopHelp, run: Run, name: string): Promise<HelpPage> {
  const form = FULL_LISTING.find((f) => f.mention.test(top.text));
  if (!form) return top.page;
  // a form with no argv of its own is the flag its mention names
  const args = form.args.length ? form.args : [form.mention.exec(top.text)![1]];
  const result = await run(args);
  if (!result || result.exit_code !== 0 || !result.stdout.trim()) return top.page;
  const full = parseHelp(result.stdout, { bin: name });
  const known = new Set(top.page.commands.map((c) => c.path.join(' ')));
  const added = full.commands
    .filter((c) => !known.has(c.path.join(' ')) && !/^alias: /.test(c.description ?? ''))
    .map((c) => ({ ...c, fullListing: true }));
  return { ...top.page, commands: [...top.page.commands, ...added] };
}

/**
 * The man page (`man -P cat NAME`, bounded like every help run) for a CLI whose help lists no commands: its
 * command or operation-mode sections (xz's "Operation mode", nft's) are read like a help page's. Kept only when it
 * lists commands; its usage and flags fill what the help left empty.
 */
async function withManPage(page: HelpPage, run: Run, name: string, notes: string[]): Promise<HelpPage> {
  const result = await run([], 'man');
  if (!result || result.exit_code !== 0 || result.truncated || !result.stdout.trim()) return page;
  const man = parseHelp(result.stdout, { bin: name });
  if (!man.commands.length) return page;
  notes.push(`read the commands from \`man ${name}\`: its help lists none`);
  return {
    ...page,
    // a man page describes more than the CLI's own commands (a shell's meta-commands, prose in lists): one word
    // each, and each must answer with a page of its own (keepVerified), or be a flag listed as a mode, or be
    // spelt by its grammar (`{list | flush} ruleset`, never run)
    commands: man.commands
      .filter((c) => c.path.length === 1 || c.fromUsage)
      .map((c) => ({ ...c, section: `man: ${c.section ?? 'commands'}`, fromMan: true })),
    usage: page.usage.length ? page.usage : man.usage,
    flags: page.flags.length ? page.flags : man.flags,
    description: page.description ?? man.description,
  };
}

/** Flag modes the help names with no description (at's usage lines) described by the man page's entries for them. */
async function withManModes(page: HelpPage, run: Run, name: string): Promise<HelpPage> {
  if (!undescribedModes(page)) return page;
  const result = await run([], 'man');
  if (!result || result.exit_code !== 0 || result.truncated || !result.stdout.trim()) return page;
  return describeModesFromMan(page, parseHelp(result.stdout, { bin: name }), result.stdout);
}

function emptyPage(): HelpPage {
  return { layout: 'generic', usage: [], commands: [], flags: [], positionals: [], examples: [], aliases: [] };
}

type Run = (args: string[], via?: HelpVia) => Promise<RunResult | null>;

/**
 * `man -P cat NAME`, 100 columns wide, for a CLI whose help is thin: the man program from PATH (never a shell),
 * the CLI's bare name only (a path's page is not looked up). Null when there is no man here.
 */
async function manLaunch(name: string, env: Env): Promise<{ file: string; args: string[] } | null> {
  if (!/^[\w.+-]+$/.test(name)) return null;
  const man = await whichOnPath('man', env.PATH ?? '');
  if (!man) return null;
  return { file: man, args: ['-P', 'cat', name] };
}

/** The top help: `--help`, else `-h`, else `help`. A hang, a flood or silence is one clear error. */
async function topHelp(
  name: string,
  run: Run,
  perCallMs: number,
  cap: number,
): Promise<TopHelp | { ok: false; error: string; soft?: true }> {
  let fallback: TopHelp | null = null;
  let failed: string | null = null;
  const forms = [['--help'], ['-h'], ['help']];
  for (let i = 0; i < forms.length; i++) {
    const args = forms[i];
    const result = await run(args);
    if (!result) break;
    const shown = `\`${[name, ...args].join(' ')}\``;
    if (result.spawn_error) return { ok: false, error: `could not start ${name}: ${result.spawn_error}` };
    // A later form that hangs or floods (`mvn help` runs a goal that downloads) loses nothing already read
    if ((result.timed_out || result.truncated) && fallback) break;
    if (result.timed_out)
      return {
        ok: false,
        error: `${shown} did not finish within ${perCallMs} ms (stdin closed; its process group was killed)`,
      };
    if (result.truncated)
      return { ok: false, error: `${shown} printed more than ${Math.round(cap / 1024)} KB: that is not a help page` };
    const text = helpText(result);
    if (!text) continue;
    // `Option "--help" is unknown, try "tc -help".`: the form the CLI names is tried next
    if (/(^|[\s"'`])-help\b/.test(text) && !forms.some((f) => f[0] === '-help')) forms.splice(i + 1, 0, ['-help']);
    const page = parseHelp(text, { bin: name });
    const found: TopHelp = { ok: true, page, text, form: args[0], exitCode: result.exit_code };
    // cvs's `--help` names `-H followed by a command name`; its command list comes from `help`: the form is kept
    if (fallback?.page.helpFlag && !page.helpFlag) page.helpFlag = fallback.page.helpFlag;
    if (page.commands.length) return found;
    // A failure that prints an error, not a usage, is no help page ("rustup could not choose a version of cargo")
    if (result.exit_code !== 0 && page.usage.length === 0 && page.flags.length === 0) {
      failed ??= `${shown} exited ${result.exit_code}: ${text.trim().split('\n')[0].slice(0, 200)}`;
      continue;
    }
    fallback ??= found;
  }
  if (fallback) return fallback;
  // An error is the CLI failing to run here (a launcher with no toolchain): no spec makes up for that.
  if (failed) return { ok: false, error: failed };
  // Silence is a CLI with no help of its own: the spec alone can still say what it has.
  return { ok: false, error: `${name} printed nothing for --help, -h or help`, soft: true };
}

export interface TopHelp {
  ok: true;
  page: HelpPage;
  text: string;
  /** The form that answered: `--help`, `-h` or `help` (aws: `aws help`, then `aws s3 help`). */
  form: string;
  exitCode: number | null;
}

/**
 * `readsHelpFlag`: a form with the command before the help flag printed a help page. A refusal of the flag by name
 * is no such sign: ipset's `restore --help` says "Unknown argument --help" where its `flush --help` flushes.
 */
type PageResult = { page?: HelpPage; verdict?: Verdict; readsHelpFlag?: true };

/**
 * A help form that cannot run the command whatever its parser: the help word before the name (`X help NAME`, `X -H
 * NAME`), or the form the page itself names after it (`OBJECT { COMMAND | help }`: `ip address help`; tc's
 * `try "tc qdisc help"` where it answered `-help` at the top).
 */
function namedForm(form: readonly string[], path: readonly string[], top: TopHelp | null): boolean {
  if (form[0] !== path[0]) return true;
  const last = form[form.length - 1];
  if (last === 'help' && top?.page.helpForms?.includes('suffix-help')) return true;
  return top?.form === '-help' && (last === 'help' || last === '-help');
}

/** The listing's entry for a path: the top page's, else its parent page's. */
function listedEntry(help: CliHelp, path: readonly string[]): HelpCommand | undefined {
  const key = path.join(' ');
  const parent = help.pages[path.slice(0, -1).join(' ')];
  return [...help.top.commands, ...(parent?.commands ?? [])].find(
    (c) => c.path.join(' ') === key || c.path.join(' ') === path[path.length - 1],
  );
}

/**
 * The argv that ask for one command's help, in order, and only those that cannot run the command on a help word
 * (DECISIONS "Help runs never run a command"): where its grammar says `OBJECT { COMMAND | help }`, `X OBJECT help`
 * for the objects alone, never deeper (`ip netns add help` would add a namespace called "help"); `--help` and `-h`
 * only for a CLI that understood one of them at the top (exit 0, or listed among its flags): a CLI that did not
 * would read it as an argument; `X help NAME` where the page names `help <topic>`, first where the help word gave
 * the command list (supervisorctl), else after the dash forms (git's `-h` page is shorter than its man page);
 * `X NAME help` where the top help answered to `help` and names no other form (aws).
 */
export function subcommandForms(path: readonly string[], top: TopHelp | null): string[][] {
  const named = top?.page.helpForms ?? [];
  // a grammar CLI (`OBJECT { COMMAND | help }`) or one that answered only `-help` (tc): its objects alone
  // tc answers `tc qdisc -help` with `try "tc qdisc help"`: its grammar's `{ COMMAND | help }` names that form first
  if (top?.form === '-help')
    return path.length !== 1
      ? []
      : named.includes('suffix-help')
        ? [
            [...path, 'help'],
            [...path, '-help'],
          ]
        : [[...path, '-help']];
  if (named.includes('suffix-help') && !understandsDashHelp(top)) return path.length === 1 ? [[...path, 'help']] : [];
  const prefix = [
    ...(top?.page.helpFlag ? [[top.page.helpFlag, ...path]] : []),
    ...(named.includes('prefix-help') ? [['help', ...path]] : []),
  ];
  const dash = understandsDashHelp(top)
    ? [
        [...path, '--help'],
        [...path, '-h'],
      ]
    : [];
  // where the help word gave the command list (supervisorctl, aws), it gives each command's page first; `X NAME
  // help` only where that word answered as a help command (exit 0) and the page names the form (aws's `aws
  // <command> help`): elsewhere it runs NAME on a word "help" (`virsh destroy help`, `cvs add help`)
  if (top?.form === 'help')
    return [...(prefix.length ? prefix : namesSuffixHelp(top) ? [[...path, 'help']] : []), ...dash];
  // bpftool's `OBJECT { COMMAND | help }` beside a `--help` it answers: the object's own form comes last, for an
  // object not yet trusted with a dash form (ipset ran its commands on `--help`)
  const objectHelp = named.includes('suffix-help') && path.length === 1 ? [[...path, 'help']] : [];
  return [...dash, ...prefix, ...objectHelp];
}

/** The help word answered as a help command and its page names `X <command> help` (aws). */
function namesSuffixHelp(top: TopHelp): boolean {
  return top.exitCode === 0 && /(<command>|\bcommand|\bCOMMAND)\s+help\b/.test(top.text);
}

/** The CLI took `--help` or `-h` as a help request at the top: it answered with exit 0, or its flags list one. */
function understandsDashHelp(top: TopHelp | null): boolean {
  if (!top) return true; // the spec alone drafted; its names are checked the usual way
  if ((top.form === '--help' || top.form === '-h') && top.exitCode === 0) return true;
  if (top.page.helpForms?.includes('dash-help')) return true; // npm exits 1 but says `npm <command> -h`
  // mpc's `-h, --host=<host>` is no help flag
  return top.page.flags.some((f) => f.long === '--help' || (f.short === '-h' && (!f.long || f.long === '--help')));
}

/**
 * A subcommand's page and whether the name answered as a command: `BIN path --help`, `-h`, then `BIN path help`
 * (aws), the form the top help answered to first. A man page is kept only when nothing shorter answers. The name
 * answers when a form prints the command's own page (not the top page again, not an error) and exits 0, or prints
 * a usage naming it (git's `-h` exits 129).
 */
async function subcommandHelp(
  name: string,
  path: string[],
  run: Run,
  top: TopHelp | null,
  guarded = false,
): Promise<PageResult> {
  // `BIN path help` only where the top help answered to `help` (aws): elsewhere it runs the command on a
  // word "help" (`apt install help` installs a package of that name). A guarded name: only the forms before it.
  const forms = subcommandForms(path, top).filter((f) => !guarded || namedForm(f, path, top));
  let man: HelpPage | null = null;
  let why: string | undefined;
  const word = path[path.length - 1];
  let readsHelpFlag = false;
  const evidence = () => (readsHelpFlag ? { readsHelpFlag: true as const } : {});
  for (const args of forms) {
    const result = await run(args);
    const shown = `\`${[name, ...args].join(' ')}\``;
    if (!result) return { ...(man ? { page: man } : {}), ...evidence() };
    // a help page after the command, exit 0: ipset's `test --help` names `test` in an error ("Missing second
    // mandatory argument to command test"), which says the command ran
    const afterCommand = args[0] === path[0] && result.exit_code === 0;
    if (result.timed_out || result.truncated || result.spawn_error) {
      why ??= `${shown} ${result.timed_out ? 'timed out' : result.truncated ? 'printed too much' : 'did not start'}`;
      continue;
    }
    const text = helpText(result);
    const firstLine = text.trim().split('\n')[0]?.slice(0, 120) ?? '';
    // A CLI that ignores the subcommand prints its top help again: that page says nothing about this command, but
    // exit 0 says the CLI took the words as a command (apt; a small script with one help page).
    if (text && text === top?.text && result.exit_code === 0)
      return { verdict: { ok: true, samePage: true }, ...(afterCommand ? { readsHelpFlag: true } : evidence()) };
    if (!text || text === top?.text || !text.includes(word)) {
      why ??= `${shown} exited ${result.exit_code}${text && text !== top?.text ? `: ${firstLine}` : ' with the top help or nothing'}`;
      continue;
    }
    const page = parseHelp(text, { bin: name });
    // ipmitool's `ipmitool chassis -h` prints its top page again, without the "invalid option" line its `--help`
    // printed first: the same listing is the same page
    const ownUsage = page.usage.some((line) => line.split(/\s+/).includes(word));
    if (top && result.exit_code === 0 && !ownUsage && sameListing(page, top.page))
      return { verdict: { ok: true, samePage: true }, ...(afterCommand ? { readsHelpFlag: true } : evidence()) };
    // supervisorctl's `help status`: "status <name>		Get status for a single process", the command's own lines
    const own = text
      .split('\n')
      .filter((l) => l.trimStart().split(/\s+/)[0] === word)
      .map((l) => [name, ...path.slice(0, -1), l.trim().split(/\s{2,}|\t/)[0]].join(' '));
    if (!page.usage.length && own.length && result.exit_code === 0 && text.trimStart().startsWith(word)) {
      page.usage.push(...own);
      // `avail			Display all configured processes`: the first line's own words say what it does (its risk),
      // not the line with the name in front
      const said = text
        .trimStart()
        .split('\n')[0]
        .split(/\s{2,}|\t/)
        .slice(1)
        .join(' ')
        .trim();
      if (said && (!page.description || page.description.split(/\s+/)[0] === word)) page.description = said;
    }
    const namesIt = page.usage.some((line) => line.split(/\s+/).includes(word));
    // bq exits 1 on every help, `bq help ls` included: a page that exits as the CLI's own help did and holds the
    // command's own entry (`ls    List the objects…`) answers for it, and that entry says what it does
    const entry = top && top.exitCode !== 0 && result.exit_code === top.exitCode ? ownEntry(text, word) : null;
    if (entry) page.description = entry;
    // An error message ("not a git repository", "no command named") is no help page, even when it names the command.
    if (
      (result.exit_code !== 0 && !namesIt && !entry) ||
      (page.usage.length === 0 && page.flags.length === 0 && !page.commands.length)
    ) {
      why ??= `${shown} exited ${result.exit_code}: ${firstLine}`;
      continue;
    }
    // a man page (`git help show`, `git show --help`) only when nothing shorter answers, unless the CLI's own
    // help is one (aws: `aws s3 help`)
    if (page.layout === 'man' && top?.page.layout !== 'man') {
      man ??= page;
      if (afterCommand) readsHelpFlag = true;
      continue;
    }
    return { page, verdict: { ok: true }, ...(afterCommand ? { readsHelpFlag: true } : evidence()) };
  }
  if (man) return { page: man, verdict: { ok: true }, ...evidence() };
  return {
    verdict: { ok: false, why: why ?? `\`${[name, ...path].join(' ')} --help\` did not answer` },
    ...evidence(),
  };
}

/** Two pages listing the same commands, three or more: the one help page printed twice. */
function sameListing(a: HelpPage, b: HelpPage): boolean {
  const names = (p: HelpPage) => new Set(p.commands.map((c) => c.path.join(' ')));
  const [x, y] = [names(a), names(b)];
  return x.size >= 3 && x.size === y.size && [...x].every((n) => y.has(n));
}

/** The description of `word`'s own entry in a page (`ls      List the objects…` near the margin), if it has one. */
function ownEntry(text: string, word: string): string | null {
  for (const line of text.split('\n')) {
    const m = /^ {0,2}(\S+)(?: {2,}|\t+)(\S.*)$/.exec(line);
    if (m && m[1] === word) return m[2].trim();
  }
  return null;
}

/** Help goes to stdout, but many CLIs print `-h` and usage errors to stderr. */
function helpText(result: RunResult): string {
  return result.stdout.trim() ? result.stdout : result.stderr.trim() ? result.stderr : '';
}
