import type { CommandEntry } from '../hcp/command-edits';
import { CATCH_ALL_NAMES } from '../hcp/rules/manifest/m003-catch-all';
import { specAt, specOption, type SpecCommand } from './fig';

export { specOption };
import type { HelpCommand, HelpPage } from './help-types';
import { jsonFlagFor } from './command-args';
import { rank, WEIGHTS, type Ranking } from './rank';
import { actionOfName, cliReads, leadWord, nameWords, READ_LEADS, WRITE_LEADS } from '../core/vocabulary';
import { rankedRisk, riskOf, streams, type Risk } from './risk';
import { usageSubcommand, usageSubcommandChoices, usageTail, usageWantsSubcommand } from './usage';
import { optionModes } from './option-modes';

export { riskFromName, type Risk } from './risk';

/** What a live `--help` said about one command: its own page, with the CLI's help exit code, or why not. */
export interface Verdict {
  ok: boolean;
  /** It answered with the CLI's one help page again (exit 0): a command to a CLI that ignores the word (apt). */
  samePage?: true;
  /** `` `terraform given --help` exited 1 `` when it did not answer. */
  why?: string;
  /** The framework's own completion listed it (cobra's `__complete`): no help page was read to know it exists. */
  introspected?: 'cobra';
  /**
   * Kept from its listing alone: the CLI could not be asked about any listed name (./uncheckable.ts), or its check
   * ran it on the help flag as its operand (./ran-on-operand.ts).
   */
  listedOnly?: true;
  /** Not asked: `X NAME --help` could have run it, the CLI having shown no command reading a help flag (./help-safety.ts). */
  unasked?: true;
}

/** Everything wrap read from a CLI: the top help page, the subcommand pages it asked for, the Fig spec, the verdicts. */
export interface CliHelp {
  /** The bin as given: a bare name on PATH or a path. */
  bin: string;
  /** The bin's name as the Skill teaches it (`git`, `tool` for ./bin/tool.mjs). */
  name: string;
  top: HelpPage;
  /** Subcommand pages by their path joined with spaces (`remote add`). */
  pages: Record<string, HelpPage>;
  /** The CLI's Fig spec (`@withfig/autocomplete`), when there is one; it fills in arguments, danger and ranking. */
  spec?: SpecCommand;
  /**
   * Live checks of names that are not in the spec, by path joined with spaces. Absent when the caller did not
   * check (a test of the drafter alone); then every name the help lists is taken.
   */
  verified?: Record<string, Verdict>;
  /** The collector is done checking: a name with no verdict now was never checked, and is not drafted. */
  final?: true;
}

export interface Candidate {
  path: string[];
  key: string;
  /** The listing's one-liner, else the page's own description, else the spec's. */
  description?: string;
  argsSpec?: string;
  risk: Risk;
  /** What decided the risk (name, description, spec). */
  riskBecause: string;
  /** Position in the CLI's own listing: the last tie-breaker. */
  order: number;
  section?: string;
  /** Only in the CLI's full listing, not on its first help page. */
  fullListing?: boolean;
  /** Listed as a group (gcloud's GROUPS, aws's services): it runs nothing alone. */
  group?: boolean;
  /** The spec's node for this command, when the spec has it. */
  spec?: SpecCommand;
  rank: Ranking;
  /** A flag-mode command (`gpg --list-keys`): the value its flag takes, as the listing or the spec gives it. */
  mode?: HelpCommand['mode'];
  /** Named by a grammar or usage line: the CLI's own word (never prose), so no live check is needed. */
  fromGrammar?: boolean;
  /** A value of the usage's operand the help lists (getent's databases): kept as listed, never asked for help. */
  operandValue?: boolean;
  /** Read from the man page: it needs a help page of its own to be drafted. */
  fromMan?: boolean;
}

export interface LeftOut {
  name: string;
  reason: string;
  /** For a command that could be drafted (over the limit): its command name and the entry a swap adds. */
  key?: string;
  entry?: CommandEntry;
}

/** At most this many commands in a drafted pack (M001). */
export const MAX_COMMANDS = 12;
/** Reads are at most this many of a drafted pack's commands, so its main writes make it in too. */
const MAX_READS = 7;

/** The placeholder a grammar line defines its command words under (`OBJECT := { … }`), as parse-help names it. */
const GRAMMAR_PLACEHOLDER = /^[A-Z][A-Z_-]*$/;

/** Commands for people at a terminal, not for an agent. */
const NOT_FOR_AGENTS = new Set(['help', 'completion', 'completions', 'help-search', 'man', 'docs', 'cheat-sheet']);
const INTERACTIVE = new Set([
  'edit',
  'explore',
  'repl',
  'console',
  'tui',
  'ui',
  'open',
  'browse',
  'codegen',
  'login',
  'adduser',
  'init-agents',
  'init-skills',
  'survey',
  'feedback',
  'attach',
  'exit',
  'quit',
  'fg',
]);

/** A command name from CLI words: `remote set-url` → `remote.set_url`; null when a word cannot become one. */
export function commandKey(path: readonly string[]): string | null {
  const parts = path.map((w) =>
    w
      .toLowerCase()
      .replace(/^-+/, '') // a flag-mode command: `--list-keys` → list_keys
      .replace(/-+/g, '_')
      .replace(/[^a-z0-9_]/g, ''),
  );
  return parts.every((p) => /^[a-z][a-z0-9_]*$/.test(p)) ? parts.join('.') : null;
}

/**
 * The top-level commands: the help's listing (the installed version decides what exists), each with its spec node;
 * when the help lists none, the spec's own commands (not hidden, not deprecated).
 */
export function topListing(help: CliHelp): HelpCommand[] {
  if (help.top.commands.length) return help.top.commands;
  const children = help.spec ? specChildren(help.spec, []) : [];
  const specWords = help.spec && !children.length ? specCommandWords(help.spec) : [];
  if (children.length || specWords.length) return children.length ? children : specWords;
  // modes listed under "Options:" for a CLI with no commands heading (passwd's `--status`, `--lock`)
  return optionModes(help);
}

/**
 * A spec node's subcommands as listing entries under `path`. A subcommand the spec names as a flag (gpg's spec:
 * `--list-keys`, `-k`) is a flag-mode command, named by its long flag.
 */
export function specChildren(node: SpecCommand, path: readonly string[]): HelpCommand[] {
  return (
    node.subcommands
      // a spec's "subcommand" that is a phrase or an option set (dig's `ANY +noall +answer`) is no command word
      .filter((c) => !c.hidden && !c.deprecated && /^-{0,2}[a-z0-9][\w.:-]*$/i.test(c.names[0]))
      .map((c) => {
        const flagged = c.names[0].startsWith('-');
        const name = flagged ? (c.names.find((n) => n.startsWith('--')) ?? c.names[0]) : c.names[0];
        const value = c.args.find((a) => !a.optional);
        return {
          path: [...path, name],
          aliases: c.names.filter((n) => n !== name),
          ...(c.description ? { description: c.description } : {}),
          ...(flagged ? { mode: value ? { value: value.name } : {} } : {}),
        };
      })
  );
}

/**
 * The commands a spec gives as the values of its first argument when that argument is the command word
 * (`mvn`'s "goal/phase": clean, compile, package, install, deploy…): each is a command of its own.
 */
function specCommandWords(spec: SpecCommand): HelpCommand[] {
  const arg = spec.args.find((a) => /\b(commands?|goals?|phases?|tasks?|targets?|actions?|verbs?)\b/i.test(a.name));
  return (arg?.suggestions ?? [])
    .filter((s) => /^[a-z][\w:.-]*$/.test(s))
    .map((word) => ({ path: [word], aliases: [], section: arg!.name, fromGrammar: true }));
}

/**
 * The subcommands a group page names: its listing (cobra, click, clap, gcloud), else its usage lines when they name
 * two or more (git: `git remote add …`, `git remote show …`). `runnable` says whether the group runs on its own.
 */
export function childrenOf(path: readonly string[], page: HelpPage): { children: HelpCommand[]; runnable: boolean } {
  // A leaf's page whose words merely look like a listing (git-lfs's `directory:` option notes): its usage lines ask
  // for no subcommand, so it has none
  const leaf =
    page.usage.length > 0 &&
    !page.usage.some((line) => usageWantsSubcommand(usageTail(line, path)) || runsAlone(usageTail(line, path))) &&
    !page.commands.some((c) => c.section && /\bsubcommands?\b|\bcommands\b/i.test(c.section)); // "Subcommands:"
  if (page.commands.length && leaf && !['cobra', 'gcloud', 'clap', 'click', 'man'].includes(page.layout))
    return { children: [], runnable: true };
  if (page.commands.length) {
    const runnable = page.usage.some((line) => runsAlone(usageTail(line, path)));
    const children = page.commands
      .filter(
        (c) =>
          !(c.path.length >= path.length && path.every((w, i) => c.path[i] === w) && c.path.length === path.length),
      )
      .map((c) => ({
        ...c,
        path: c.path[0] === path[0] && c.path.length > path.length ? c.path : [...path, ...c.path],
      }));
    return { children, runnable };
  }
  const words = new Map<string, HelpCommand>();
  let runnable = false;
  let defaulted = false;
  for (const line of page.usage) {
    const tail = usageTail(line, path);
    const word = usageSubcommand(tail);
    const named = word ? [word] : usageSubcommandChoices(tail);
    // `ip address [ show [ dev IFNAME ] ]`: the group runs its optional first word when given none
    if (!word && named.length && /^\[/.test(tail.find((t) => !/^-/.test(t)) ?? '')) defaulted = true;
    // a usage line's own word is no prose: it needs no live check (and no run of `X group child --help`)
    for (const w of named) words.set(w, words.get(w) ?? { path: [...path, w], aliases: [], fromGrammar: true });
    if (!named.length && !usageWantsSubcommand(tail)) runnable = true;
  }
  if (words.size < 2) return { children: [], runnable: true };
  return { children: [...words.values()], runnable: runnable && !defaulted };
}

/**
 * A group's usage line that lets it run without a subcommand: clap writes an optional one `[COMMAND]` (rustup show),
 * a required one `<COMMAND>`. Cobra writes `[command]` for every group, runnable or not, so that one does not count.
 */
function runsAlone(tail: readonly string[]): boolean {
  return tail.some((t) => t === '[COMMAND]' || t === '[SUBCOMMAND]');
}

/** Turns listing entries into ranked candidates, setting aside what an agent should not get (with why). */
export function rankListing(
  commands: readonly HelpCommand[],
  help: Pick<CliHelp, 'pages' | 'spec' | 'top'>,
  parent?: Candidate,
): { ranked: Candidate[]; leftOut: LeftOut[] } {
  const ranked: Candidate[] = [];
  const leftOut: LeftOut[] = [];
  const seen = new Set<string>();
  commands.forEach((command, order) => {
    const name = command.path.join(' ');
    const spec = help.spec ? specAt(help.spec, command.path) : undefined;
    const description =
      command.description ??
      help.pages[name]?.description ??
      spec?.description ??
      (command.mode ? specOption(help.spec, command.path)?.description : undefined);
    const reason = exclusion(command.path, description);
    if (reason) {
      leftOut.push({ name, reason });
      return;
    }
    const key = keyFor(command, description, seen);
    if (!key) {
      leftOut.push({ name, reason: 'its name cannot become a command name' });
      return;
    }
    if (seen.has(key)) return;
    seen.add(key);
    // the CLI's own long name says what an abbreviation does (xmlstarlet's `fo (or format)`)
    const word = command.longName ?? command.verb ?? command.path[command.path.length - 1];
    const dangerous = spec?.dangerous || (command.mode && specOption(help.spec, command.path)?.dangerous);
    // a grammar object's verbs change it, unless the object itself reads (`bridge monitor link` watches links); a
    // grammar's verb over a kernel object (nft's `add table`) changes the running system as an object's verb does
    const underReadObject =
      isGrammarObject(parent) && actionOfName(parent!.path[parent!.path.length - 1]).does === 'read';
    const risk = riskOf({
      key,
      word,
      description,
      dangerous,
      pageHelp: help.pages[name]?.description,
      cliHelp: help.top.description,
      objectVerb: (isGrammarObject(parent) && !underReadObject) || !!command.verb,
      showsAlone: underReadObject || (!parent && isGrammarObject(command)),
      valueOfARead: command.operandValue && cliReads(help.top.description),
    });
    ranked.push({
      path: command.path,
      key,
      ...(description ? { description } : {}),
      ...(command.argsSpec ? { argsSpec: command.argsSpec } : {}),
      risk: { risk: risk.risk, ...(risk.confirm ? { confirm: risk.confirm } : {}) },
      riskBecause: risk.because,
      order,
      ...(command.section ? { section: command.section } : {}),
      ...(command.fullListing || parent?.fullListing ? { fullListing: true } : {}),
      ...(command.group ? { group: true } : {}),
      ...(spec ? { spec } : {}),
      ...(command.mode ? { mode: command.mode } : {}),
      ...(command.fromGrammar ? { fromGrammar: true } : {}),
      ...(command.operandValue ? { operandValue: true } : {}),
      ...(command.fromMan ? { fromMan: true } : {}),
      rank: rank({
        path: command.path,
        ...(command.verb ? { verb: command.verb } : {}),
        risk: rankedRisk(risk),
        section: command.section,
        description,
        priority: spec?.priority,
        cliDescription: help.top.description,
        cliExamples: help.top.examples,
        fullListing: command.fullListing || parent?.fullListing,
        group: command.group,
        ...(parent
          ? { parent: { section: parent.section, description: parent.description, fullListing: parent.fullListing } }
          : {}),
      }),
    });
  });
  raiseModesThatRunOthers(ranked);
  ranked.sort(byRank);
  return { ranked, leftOut };
}

/**
 * A flag mode whose help says it runs another mode (update-alternatives' `--all`: "Call --config on all
 * alternatives") does what that mode does, on more: it asks first when that one does. Only ever raises.
 */
function raiseModesThatRunOthers(ranked: Candidate[]): void {
  const gatedModes = new Map(ranked.filter((c) => c.mode && c.risk.confirm).map((c) => [c.path.join(' '), c]));
  ranked.forEach((c, i) => {
    if (!c.mode || c.risk.confirm || !c.description) return;
    const runs = /(?:^|\s)(--?[a-z][\w-]*)/gi;
    for (const [, flag] of c.description.matchAll(runs)) {
      const other = gatedModes.get([...c.path.slice(0, -1), flag].join(' '));
      if (!other || other === c) continue;
      ranked[i] = {
        ...c,
        risk: { risk: 'write', confirm: other.risk.confirm },
        riskBecause: `${c.riskBecause}; its help says it runs ${flag}, which asks first`,
      };
      return;
    }
  });
}

/**
 * An object a CLI's grammar line names (`OBJECT := { qdisc | class | filter }`: ip, tc, bridge): a kernel object of the
 * running system, whose verbs (`add`, `replace`, `change`, `del`) change it. A usage line's words (git's `remote add`)
 * are not: their section is no grammar placeholder.
 */
function isGrammarObject(candidate: Pick<Candidate, 'fromGrammar' | 'section'> | undefined): boolean {
  return !!candidate?.fromGrammar && !!candidate.section && GRAMMAR_PLACEHOLDER.test(candidate.section);
}

/**
 * The command name for a listing entry: its words as a key; the CLI's own longer name where the listing gives one
 * (xmlstarlet's `val (or validate)`); a one-letter one (7-Zip's `a`, `x`) takes the word its description opens with
 * (`Add files…` → add) when no sibling has it.
 */
function keyFor(command: HelpCommand, description: string | undefined, seen: ReadonlySet<string>): string | null {
  const long = command.longName ? commandKey([...command.path.slice(0, -1), command.longName]) : null;
  if (long && !seen.has(long)) return long;
  const key = commandKey(command.path);
  if (!key || !/(^|\.)[a-z]$/.test(key)) return key;
  // only a word that says what it does (`Add files…` → add, `List contents…` → list), never "This option…"
  const lead = leadWord(description);
  const says =
    lead &&
    lead.length >= 3 &&
    (READ_LEADS.has(lead) || WRITE_LEADS.has(lead) || actionOfName(lead).does !== 'unknown');
  const named = says ? commandKey([...command.path.slice(0, -1), baseVerb(lead)]) : null;
  return named && !seen.has(named) ? named : key;
}

/** A man page's third person (`lists the jobs`, `cats the jobs`) named as the verb itself: list, cat. */
function baseVerb(lead: string): string {
  const stem = lead.replace(/s$/, '');
  const known = (w: string) => READ_LEADS.has(w) || WRITE_LEADS.has(w) || actionOfName(w).does !== 'unknown';
  return stem !== lead && stem.length >= 3 && known(stem) ? stem : lead;
}

function exclusion(path: readonly string[], description: string | undefined): string | null {
  const last = path[path.length - 1].toLowerCase().replace(/^-+/, '');
  if (NOT_FOR_AGENTS.has(last) || nameWords(last)[0] === 'help')
    return 'for people at a terminal (help, completion), not for an agent';
  if (last === 'watch') return 'it runs until stopped (it watches): an agent needs a call that ends';
  if (CATCH_ALL_NAMES.has(last.replace(/-/g, '_')))
    return 'a catch-all that runs anything (M003): name the commands it runs instead';
  if (INTERACTIVE.has(last)) return 'interactive: it waits for a person (an editor, a browser or a prompt)';
  if (streams(description)) return 'it runs until stopped (a live stream): an agent needs a call that ends';
  return null;
}

/** Highest score first; ties in the CLI's own order. */
export function byRank(a: Candidate, b: Candidate): number {
  return b.rank.score - a.rank.score || a.order - b.order;
}

/** The order a drafted pack lists its commands in: reads, then writes, then the ones that ask first; by rank within. */
export function byPackOrder(a: Candidate, b: Candidate): number {
  const tier = (c: Candidate) => (c.risk.risk === 'read' ? 0 : c.risk.confirm ? 2 : 1);
  return tier(a) - tier(b) || byRank(a, b);
}

/**
 * Groups are replaced by their subcommands (and kept when they run on their own): from the group's page when wrap
 * read it, else from the spec. Children are ranked with everyone else; a group whose page and spec say nothing
 * of its subcommands stays as it is.
 */
export function expandGroups(
  ranked: readonly Candidate[],
  help: Pick<CliHelp, 'pages' | 'spec' | 'top'>,
): { candidates: Candidate[]; leftOut: LeftOut[] } {
  const candidates: Candidate[] = [];
  const leftOut: LeftOut[] = [];
  // Groups of groups (gcloud's `access-approval requests`) are expanded in turn, three levels at most.
  let level = [...ranked];
  for (let depth = 0; depth < MAX_DEPTH && level.length; depth++) {
    const next: Candidate[] = [];
    for (const candidate of level) {
      const group = groupOf(candidate, help);
      if (group.runnable && !candidates.some((c) => c.key === candidate.key)) candidates.push(candidate);
      if (!group.children.length) {
        if (!group.runnable)
          leftOut.push({
            name: candidate.path.join(' '),
            reason: 'a group whose subcommands wrap did not read (time)',
          });
        continue;
      }
      const listed = rankListing(group.children, help, candidate);
      leftOut.push(...listed.leftOut);
      for (const child of listed.ranked) next.push({ ...child, order: candidate.order + (child.order + 1) / 1000 });
    }
    level = next;
  }
  for (const c of level)
    if (!candidates.some((d) => d.key === c.key))
      leftOut.push({ name: c.path.join(' '), reason: `more than ${MAX_DEPTH} words deep` });
  candidates.sort(byRank);
  return { candidates, leftOut };
}

/** Commands deeper than this many words are not drafted (`gcloud compute instances list` is three). */
const MAX_DEPTH = 3;

function groupOf(candidate: Candidate, help: Pick<CliHelp, 'pages' | 'spec' | 'top'>) {
  const page = help.pages[candidate.path.join(' ')];
  // A command's man page lists more than subcommands (options, related commands): read as a listing only where
  // the CLI's own help is a man page too (aws's services)
  if (page && !(page.layout === 'man' && help.top.layout !== 'man')) return childrenOf(candidate.path, page);
  const spec = candidate.spec;
  if (spec?.subcommands.length) {
    // A spec group that takes no arguments of its own (docker's `image`) prints help alone: its subcommands run.
    return { children: specChildren(spec, candidate.path), runnable: spec.args.length > 0 && !candidate.group };
  }
  return { children: [], runnable: !candidate.group };
}

/**
 * Commands that are one command under several names (`docker container ls` is `docker ps`) are drafted once, by
 * their shortest name (the one a person types), with the best rank of the names; the others are left out saying so.
 */
export function dropAliases(
  ranked: readonly Candidate[],
  help: Pick<CliHelp, 'pages' | 'name'>,
): { candidates: Candidate[]; leftOut: LeftOut[] } {
  const byName = new Map(ranked.map((c) => [c.path.join(' '), c]));
  const classOf = new Map<string, Set<string>>();
  for (const c of ranked) {
    const names = [c.path.join(' '), ...aliasesOf(c, help)].filter((n) => byName.has(n));
    const merged = new Set(names.flatMap((n) => [...(classOf.get(n) ?? [n])]));
    for (const n of merged) classOf.set(n, merged);
  }
  const candidates: Candidate[] = [];
  const leftOut: LeftOut[] = [];
  const done = new Set<Set<string>>();
  for (const c of ranked) {
    const names = classOf.get(c.path.join(' '))!;
    if (done.has(names)) continue;
    done.add(names);
    const members = [...names].map((n) => byName.get(n)!);
    const keep = members.reduce((a, b) => (b.path.length < a.path.length ? b : a));
    const best = members.reduce((a, b) => (b.rank.score > a.rank.score ? b : a));
    candidates.push(keep === best ? keep : { ...keep, rank: best.rank, order: Math.min(keep.order, best.order) });
    for (const m of members)
      if (m !== keep)
        leftOut.push({ name: m.path.join(' '), reason: `the same command as ${keep.path.join(' ')} (an alias)` });
  }
  candidates.sort(byRank);
  return { candidates, leftOut };
}

function aliasesOf(c: Candidate, help: Pick<CliHelp, 'pages' | 'name'>): string[] {
  const fromPage = (help.pages[c.path.join(' ')]?.aliases ?? []).map((words) =>
    (words[0] === help.name ? words.slice(1) : [...c.path.slice(0, -1), ...words]).join(' '),
  );
  const fromSpec = (c.spec?.names.slice(1) ?? []).map((n) => [...c.path.slice(0, -1), n].join(' '));
  return [...fromPage, ...fromSpec].filter((a) => a !== c.path.join(' '));
}

/**
 * The names that may be drafted: in the spec, or answering their own `--help` (the verdicts); a name the help listed
 * that did neither is prose or gone from this version, and is left out saying which.
 */
export function keepVerified(
  ranked: readonly Candidate[],
  help: Pick<CliHelp, 'verified' | 'final'>,
): { candidates: Candidate[]; leftOut: LeftOut[]; unchecked: Candidate[] } {
  if (!help.verified) return { candidates: [...ranked], leftOut: [], unchecked: [] };
  const candidates: Candidate[] = [];
  const leftOut: LeftOut[] = [];
  const unchecked: Candidate[] = [];
  for (const c of ranked) {
    const verdict = help.verified[c.path.join(' ')];
    // a man page's own COMMANDS section (pkcon's) is the CLI's list, even where `X NAME --help` prints the one help
    if (c.fromMan && !c.mode && !c.spec && verdict?.samePage && !/^man: (sub)?commands$/i.test(c.section ?? ''))
      leftOut.push({
        name: c.path.join(' '),
        reason: "a word of the man page, not a command here: its --help printed the CLI's own help again",
      });
    // a man page's word needs a page of its own, and one not asked for (./help-safety.ts) has none
    else if (c.fromMan && !c.mode && !c.spec && verdict?.unasked)
      leftOut.push({ name: c.path.join(' '), reason: `a word of the man page, ${verdict.why}` });
    else if (c.spec || verdict?.ok || c.fromGrammar || c.mode || c.operandValue) candidates.push(c);
    else if (verdict) leftOut.push({ name: c.path.join(' '), reason: `not a command here: ${verdict.why}` });
    else if (help.final) leftOut.push({ name: c.path.join(' '), reason: 'not checked live before the time ran out' });
    else {
      unchecked.push(c);
      candidates.push(c);
    }
  }
  return { candidates, leftOut, unchecked };
}

/**
 * In a CLI with a JSON mode, a read whose own help (or spec) offers no JSON flag ranks down: R006 fails it for
 * printing text. A read wrap knows nothing of (no page, no spec) keeps its rank; a CLI with no JSON at all loses nothing.
 */
export function preferJson(ranked: readonly Candidate[], help: CliHelp): Candidate[] {
  const known = (c: Candidate) => !!help.pages[c.path.join(' ')] || !!c.spec;
  const json = new Map(ranked.map((c) => [c, jsonFlagFor(c, help) !== null]));
  if (![...json.values()].some(Boolean)) return [...ranked];
  return ranked
    .map((c) =>
      c.risk.risk === 'read' && known(c) && !json.get(c)
        ? {
            ...c,
            rank: {
              score: c.rank.score + WEIGHTS.textRead,
              signals: [...c.rank.signals, `prints text: its help offers no JSON flag (${WEIGHTS.textRead})`],
            },
          }
        : c,
    )
    .sort(byRank);
}

/** The first `max` of the ranked candidates; the rest are listed as left out with their rank, so the author can swap. */
export function pick(
  ranked: readonly Candidate[],
  max = MAX_COMMANDS,
): { chosen: Candidate[]; leftOut: LeftOut[]; spare: Candidate[] } {
  const sorted = [...ranked].sort(byRank);
  const reads = sorted.filter((c) => c.risk.risk === 'read');
  const writes = sorted.filter((c) => c.risk.risk !== 'read');
  // Reads first, but leave room for the writes; when there are few writes, more reads fill the pack.
  const readCount = Math.min(reads.length, Math.max(MAX_READS, max - writes.length));
  const chosenSet = new Set([...reads.slice(0, readCount), ...writes.slice(0, max - readCount)]);
  const spare = sorted.filter((c) => !chosenSet.has(c));
  return {
    chosen: sorted.filter((c) => chosenSet.has(c)).sort(byPackOrder),
    leftOut: spare.map((c) => ({
      name: c.path.join(' '),
      key: c.key,
      reason: `over the ${max}-command limit (${c.risk.risk}, ${rankWords(c)})`,
    })),
    spare,
  };
}

/** A candidate's rank in words: `score 35: a read (+10), "ps" is a hot-path read (+22)`. */
export function rankWords(c: Candidate): string {
  return `score ${Math.round(c.rank.score)}${c.rank.signals.length ? `: ${c.rank.signals.join(', ')}` : ''}`;
}

/**
 * The commands of a draft, as the help, the spec and the live checks allow: the listing ranked, groups expanded,
 * aliases merged, unverified names dropped, the first 12 picked. `unchecked` names chosen with no verdict yet,
 * which the collector checks live before the final draft.
 */
export function selectCommands(help: CliHelp): {
  chosen: Candidate[];
  leftOut: LeftOut[];
  /** Ranked candidates over the limit, in rank order: the ones a swap can bring in. */
  spare: Candidate[];
  unchecked: Candidate[];
  /** What the draft is made of: a CLI's commands, its flag-mode commands, or its plain invocations. */
  shape: DraftShape;
} {
  const listing = rankListing(topListing(help), help);
  const expanded = expandGroups(listing.ranked, help);
  const unique = dropAliases(expanded.candidates, help);
  const verified = keepVerified(preferJson(unique.candidates, help), help);
  const leftOutBefore = [...listing.leftOut, ...expanded.leftOut, ...unique.leftOut, ...verified.leftOut];
  // No command of its own: the drafter turns to the CLI's invocations (lib/wrap/invocations.ts)
  if (verified.candidates.length === 0)
    return { chosen: [], leftOut: leftOutBefore, spare: [], unchecked: [], shape: 'none' };
  const picked = pick(verified.candidates);
  return {
    chosen: picked.chosen,
    leftOut: [...leftOutBefore, ...picked.leftOut],
    spare: picked.spare.filter((c) => !verified.unchecked.includes(c)),
    unchecked: picked.chosen.filter((c) => verified.unchecked.includes(c)),
    shape: picked.chosen.every((c) => c.mode) ? 'flag-mode' : 'subcommands',
  };
}

/**
 * `subcommands` and `flag-mode` (`gpg --list-keys`) are a CLI's own commands; `invocations` the plain call and the
 * ones its Fig spec's options name, for a CLI with none; `none` the plain call alone, where nothing else is known.
 */
export type DraftShape = 'subcommands' | 'flag-mode' | 'invocations' | 'none';
