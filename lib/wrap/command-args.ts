import { jsonFlagOf } from './flags';
import type { HelpFlag, HelpPage, HelpPositional } from './help-types';
import type { Candidate } from './select';
import { usageSubcommand, usagePositionals, usageTail, usageTokens } from './usage';

/** What the template writes where the help says nothing (M018 and M021 look for it). */
export const TODO = 'TODO';

export interface DraftArg {
  name: string;
  description?: string;
  required: boolean;
  /** How cli[] passes it: a positional `{{name}}`, or a flag `--flag={{name}}` / `-f {{name}}`. */
  token: { positional: true } | { flag: string; joined: boolean };
}

export interface DraftCommand {
  candidate: Candidate;
  args: DraftArg[];
  /** The arguments that make this command print JSON, when its help offers them. */
  jsonFlag: string[] | null;
  /** The CLI's own "do not ask" flag for a confirm-gated command (P004), when its help lists one. */
  confirmFlag: string | null;
}

/** "Do not ask" flags that only skip a prompt; `--force` is left out, as it often changes what the command does. */
const NO_PROMPT_FLAGS = ['--yes', '-y', '--confirm', '--no-prompt', '--assume-yes', '--non-interactive'];

/** At most this many positionals and value flags per drafted command: the ones an agent fills most. */
const MAX_POSITIONALS = 3;
const MAX_VALUE_FLAGS = 2;
/** Value flags that carry a command's everyday input, by their long name. */
const HOT_FLAGS: ReadonlySet<string> = new Set([
  'limit',
  'max-count',
  'count',
  'number',
  'since',
  'until',
  'author',
  'state',
  'label',
  'assignee',
  'repo',
  'repository',
  'branch',
  'message',
  'title',
  'body',
  'name',
  'query',
  'filter',
  'tag',
  'type',
  'owner',
  'org',
  'project',
  'env',
  'environment',
  'namespace',
  'depth',
  'remote',
  'ref',
  'sort',
  'selector',
  'status',
]);

/** Argument names an agent reads: `package-spec` → `package_spec`, `ENV_DIR` → `env_dir`. */
export function argName(raw: string): string | null {
  const name = raw
    .toLowerCase()
    .replace(/^-+/, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z][a-z0-9_]*$/.test(name) ? name : null;
}

/**
 * A chosen command's arguments from what the help shows: positionals from its usage line (with the descriptions of
 * an arguments section), then a few value flags of its own (not the CLI's global ones), and its JSON flag.
 */
export function commandArgs(
  candidate: Candidate,
  page: HelpPage | undefined,
  parent: HelpPage | undefined,
  top: HelpPage,
): DraftCommand {
  const positionals = ownPositionals(candidate, page, parent);
  const args: DraftArg[] = [];
  const taken = new Set<string>();
  const globals = new Set(top.flags.map((f) => f.long).filter(Boolean));
  // Only the flags an agent fills most often (a limit, a filter, a title…), in the help's order: the rest stay in the help.
  const flags = (page?.flags ?? []).filter(
    (f) => f.long && f.value && !f.valueOptional && HOT_FLAGS.has(f.long.slice(2)) && !globals.has(f.long),
  );
  for (const flag of flags.slice(0, MAX_VALUE_FLAGS)) {
    const name = argName(flag.long!);
    if (!name || taken.has(name)) continue;
    taken.add(name);
    args.push({
      name,
      ...(flag.description ? { description: flag.description } : {}),
      required: false,
      token: { flag: flag.long!, joined: true },
    });
  }
  for (const p of positionals.slice(0, MAX_POSITIONALS)) {
    const name = argName(p.name);
    if (!name || taken.has(name)) continue;
    taken.add(name);
    args.push({
      name,
      ...(p.description ? { description: p.description } : {}),
      required: p.required,
      token: { positional: true },
    });
  }
  const jsonFlag = jsonFlagOf([...(page?.flags ?? []), ...top.flags]) ?? (page ? jsonFlagInUsage(page) : null);
  const own = page?.flags ?? [];
  const confirmFlag = candidate.risk.confirm
    ? (NO_PROMPT_FLAGS.find((n) => own.some((f) => !f.value && (f.long === n || f.short === n))) ?? null)
    : null;
  return { candidate, args, jsonFlag, confirmFlag };
}

/** npm and git print `[--json]` only in the usage summary. */
function jsonFlagInUsage(page: HelpPage): string[] | null {
  return page.usage.some((line) => usageTokens(line).some((t) => /^\[?--json\]?$/.test(t))) ? ['--json'] : null;
}

function ownPositionals(
  candidate: Candidate,
  page: HelpPage | undefined,
  parent: HelpPage | undefined,
): HelpPositional[] {
  const described = new Map((page?.positionals ?? []).map((p) => [p.name.toLowerCase(), p]));
  const line = ownUsageLine(candidate.path, page) ?? ownUsageLine(candidate.path, parent);
  const fromUsage = line
    ? usagePositionals(usageTail(line, candidate.path))
    : candidate.argsSpec
      ? usagePositionals(usageTokens(candidate.argsSpec))
      : [];
  const merged = fromUsage.map((p) => ({
    ...p,
    ...(described.get(p.name.toLowerCase())?.description
      ? { description: described.get(p.name.toLowerCase())!.description }
      : {}),
  }));
  // argparse and clap describe positionals the usage line may abbreviate
  for (const p of page?.positionals ?? [])
    if (!merged.some((m) => m.name.toLowerCase() === p.name.toLowerCase())) merged.push(p);
  return merged;
}

/** The usage line of exactly this command: its path words, then no further subcommand. */
function ownUsageLine(path: readonly string[], page: HelpPage | undefined): string | undefined {
  if (!page) return undefined;
  return page.usage.find((line) => {
    const tokens = usageTokens(line.replace(/^\s*(usage|or)\s*:\s*/i, ''));
    const words = tokens.filter((t) => /^[a-z][\w-]*$/.test(t));
    if (!path.every((w) => words.includes(w))) return false;
    return usageSubcommand(usageTail(line, path)) === null;
  });
}

/** The flag tokens cli[] passes for one argument. */
export function cliTokens(arg: DraftArg): string[] {
  if ('positional' in arg.token) return [`{{${arg.name}}}`];
  return arg.token.joined ? [`${arg.token.flag}={{${arg.name}}}`] : [arg.token.flag, `{{${arg.name}}}`];
}

export type { HelpFlag };
