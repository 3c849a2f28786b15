import { confirmFamilyOf, READ_WORDS, segments, writeWordsOf } from '../hcp/command-names';
import { CATCH_ALL_NAMES } from '../hcp/rules/manifest/m003-catch-all';
import type { HelpCommand, HelpPage } from './help-types';
import { usageSubcommand, usageTail, usageWantsSubcommand } from './usage';

/** Everything wrap read from a CLI: the top help page and the pages of the subcommands it asked about. */
export interface CliHelp {
  /** The bin as given: a bare name on PATH or a path. */
  bin: string;
  /** The bin's name as the Skill teaches it (`git`, `tool` for ./bin/tool.mjs). */
  name: string;
  top: HelpPage;
  /** Subcommand pages by their path joined with spaces (`remote add`). */
  pages: Record<string, HelpPage>;
}

export type Risk = { risk: 'read' | 'write'; confirm?: true | 'always' };

export interface Candidate {
  path: string[];
  key: string;
  /** The listing's one-liner, else the page's own description. */
  description?: string;
  argsSpec?: string;
  risk: Risk;
  /** Position in the CLI's own listing: CLIs list their common commands first. */
  order: number;
}

export interface LeftOut {
  name: string;
  reason: string;
}

/** At most this many commands in a drafted pack (M001). */
export const MAX_COMMANDS = 12;

/** Read commands an agent reaches for first, in this order. */
const HOT_READS = [
  'status',
  'list',
  'ls',
  'show',
  'view',
  'get',
  'info',
  'search',
  'log',
  'logs',
  'diff',
  'describe',
  'inspect',
  'history',
  'query',
  'check',
  'doctor',
  'whoami',
];
/** Writes an agent reaches for first, in this order; other writes follow in the CLI's own order. */
const HOT_WRITES = [
  'create',
  'add',
  'install',
  'new',
  'update',
  'upgrade',
  'set',
  'commit',
  'push',
  'publish',
  'merge',
  'close',
  'delete',
  'remove',
  'rm',
  'uninstall',
];
/** Reads are at most this many of a drafted pack's commands, so its main writes make it in too. */
const MAX_READS = 7;
/** Read words common in CLIs beyond the rules' list (which P001 needs to stay strict). */
const MORE_READ_WORDS: ReadonlySet<string> = new Set([
  'grep',
  'blame',
  'outdated',
  'explain',
  'why',
  'top',
  'ps',
  'images',
  'tags',
  'which',
  'env',
  'freeze',
  'tree',
]);
/** Commands for people at a terminal, not for an agent. */
const NOT_FOR_AGENTS = new Set(['help', 'completion', 'completions', 'help-search', 'man', 'docs']);
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
]);

/** A command name from CLI words: `remote set-url` → `remote.set_url`; null when a word cannot become one. */
export function commandKey(path: readonly string[]): string | null {
  const parts = path.map((w) =>
    w
      .toLowerCase()
      .replace(/-+/g, '_')
      .replace(/[^a-z0-9_]/g, ''),
  );
  return parts.every((p) => /^[a-z][a-z0-9_]*$/.test(p)) ? parts.join('.') : null;
}

/**
 * The risk a command's name implies (DECISIONS: policy.json): a write word makes a write, a delete / send / pay /
 * publish / deploy word a confirm-gated one (`always` for money); a last word that reads makes a read. A name
 * that says neither is a write, so nothing unknown is ever called without a grant for writes.
 */
export function riskFromName(key: string): Risk {
  if (writeWordsOf(key).length) {
    const family = confirmFamilyOf(key)?.family;
    return family === 'pay'
      ? { risk: 'write', confirm: 'always' }
      : family
        ? { risk: 'write', confirm: true }
        : { risk: 'write' };
  }
  const last = segments(key).pop() ?? '';
  return READ_WORDS.has(last) || MORE_READ_WORDS.has(last) ? { risk: 'read' } : { risk: 'write' };
}

/**
 * The subcommands a group page names: its listing (cobra, click, clap), else its usage lines when they name two or
 * more (git: `git remote add …`, `git remote show …`). `runnable` says whether the group itself runs on its own.
 */
export function childrenOf(path: readonly string[], page: HelpPage): { children: HelpCommand[]; runnable: boolean } {
  if (page.commands.length) {
    const children = page.commands
      .filter(
        (c) =>
          !(c.path.length >= path.length && path.every((w, i) => c.path[i] === w) && c.path.length === path.length),
      )
      .map((c) => ({
        ...c,
        path: c.path[0] === path[0] && c.path.length > path.length ? c.path : [...path, ...c.path],
      }));
    return { children, runnable: false };
  }
  const words = new Map<string, HelpCommand>();
  let runnable = false;
  for (const line of page.usage) {
    const tail = usageTail(line, path);
    const word = usageSubcommand(tail);
    if (word) words.set(word, words.get(word) ?? { path: [...path, word], aliases: [] });
    else if (!usageWantsSubcommand(tail)) runnable = true;
  }
  if (words.size < 2) return { children: [], runnable: true };
  return { children: [...words.values()], runnable };
}

/** The top-level commands ranked, with the ones an agent should not get set aside (help, catch-alls, interactive). */
export function rankListing(
  commands: readonly HelpCommand[],
  pages: Record<string, HelpPage> = {},
): { ranked: Candidate[]; leftOut: LeftOut[] } {
  const ranked: Candidate[] = [];
  const leftOut: LeftOut[] = [];
  const seen = new Set<string>();
  commands.forEach((command, order) => {
    const name = command.path.join(' ');
    const reason = exclusion(command.path);
    if (reason) {
      leftOut.push({ name, reason });
      return;
    }
    const key = commandKey(command.path);
    if (!key) {
      leftOut.push({ name, reason: 'its name cannot become a command name' });
      return;
    }
    if (seen.has(key)) return;
    seen.add(key);
    const description = command.description ?? pages[name]?.description;
    ranked.push({
      path: command.path,
      key,
      ...(description ? { description } : {}),
      ...(command.argsSpec ? { argsSpec: command.argsSpec } : {}),
      risk: riskFromName(key),
      order,
    });
  });
  ranked.sort(byHotPath);
  return { ranked, leftOut };
}

function exclusion(path: readonly string[]): string | null {
  const last = path[path.length - 1].toLowerCase();
  if (NOT_FOR_AGENTS.has(last)) return 'for people at a terminal (help, completion), not for an agent';
  if (CATCH_ALL_NAMES.has(last.replace(/-/g, '_')))
    return 'a catch-all that runs anything (M003): name the commands it runs instead';
  if (INTERACTIVE.has(last)) return 'interactive: it waits for a person (an editor, a browser or a prompt)';
  return null;
}

/**
 * Hot reads first (status, list, show, get, …), then other reads, then writes, then confirm-gated writes; within
 * each, top-level commands before a group's subcommands, hot words first, then the CLI's own order.
 */
export function byHotPath(a: Candidate, b: Candidate): number {
  return tier(a) - tier(b) || a.path.length - b.path.length || hotIndex(a) - hotIndex(b) || a.order - b.order;
}

function tier(c: Candidate): number {
  if (c.risk.risk === 'read') return HOT_READS.includes(lastWord(c)) ? 0 : c.key === 'version' ? 2 : 1;
  return c.risk.confirm ? 4 : 3;
}

function hotIndex(c: Candidate): number {
  const words = c.risk.risk === 'read' ? HOT_READS : HOT_WRITES;
  const i = words.indexOf(lastWord(c));
  return i < 0 ? words.length : i;
}

function lastWord(c: Candidate): string {
  return c.key.slice(c.key.lastIndexOf('.') + 1);
}

/** The first `max` of the ranked candidates; the rest are listed as left out so the author can swap. */
export function pick(ranked: readonly Candidate[], max = MAX_COMMANDS): { chosen: Candidate[]; leftOut: LeftOut[] } {
  const sorted = [...ranked].sort(byHotPath);
  const reads = sorted.filter((c) => c.risk.risk === 'read');
  const writes = sorted.filter((c) => c.risk.risk !== 'read');
  // Reads first, but leave room for the writes; when there are few writes, more reads fill the pack.
  const readCount = Math.min(reads.length, Math.max(MAX_READS, max - writes.length));
  const chosenSet = new Set([...reads.slice(0, readCount), ...writes.slice(0, max - readCount)]);
  return {
    chosen: sorted.filter((c) => chosenSet.has(c)),
    leftOut: sorted
      .filter((c) => !chosenSet.has(c))
      .map((c) => ({ name: c.path.join(' '), reason: `over the ${max}-command limit (${c.risk.risk})` })),
  };
}

/**
 * Groups whose page lists subcommands (`gh issue`, `git remote`) are replaced by those subcommands (and kept
 * when they run on their own); the rest stay as they are. Children are ranked with everyone else.
 */
export function expandGroups(
  ranked: readonly Candidate[],
  pages: Record<string, HelpPage>,
): { candidates: Candidate[]; leftOut: LeftOut[] } {
  const candidates: Candidate[] = [];
  const leftOut: LeftOut[] = [];
  for (const candidate of ranked) {
    const page = pages[candidate.path.join(' ')];
    const group = page ? childrenOf(candidate.path, page) : { children: [], runnable: true };
    if (group.runnable) candidates.push(candidate);
    if (!group.children.length) continue;
    const listed = rankListing(group.children, pages);
    leftOut.push(...listed.leftOut);
    listed.ranked.forEach((child, i) => {
      if (!candidates.some((c) => c.key === child.key))
        candidates.push({ ...child, order: candidate.order + (i + 1) / 1000 });
    });
  }
  candidates.sort(byHotPath);
  return { candidates, leftOut };
}
