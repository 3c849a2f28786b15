import { ambiguity } from '../hcp/rules/manifest/m011-argument-names';
import { specOption, type SpecArg, type SpecCommand, type SpecOption } from './fig';
import { jsonFlagOf } from './flags';
import type { HelpFlag, HelpPage, HelpPositional } from './help-types';
import type { Candidate } from './select';
import { operandBeforeCommand } from './operand-before-command';
import { OPTION_MODES_SECTION } from './option-modes';
import { usageSubcommand, usagePositionals, usageTail, usageTokens } from './usage';

/** What the template writes where the help says nothing (M018 and M021 look for it). */
export const TODO = 'TODO';

export interface DraftArg {
  name: string;
  description?: string;
  required: boolean;
  /** A value seen in the help's examples or the spec's suggestions; never guessed. */
  example?: string;
  /**
   * How cli[] passes it: a positional `{{name}}` (before the command's words where the CLI takes it there: `parted
   * {{device}} print`), or a flag `--flag={{name}}` / `-f {{name}}`.
   */
  token: { positional: true; beforeCommand?: true } | { flag: string; joined: boolean };
}

export interface DraftCommand {
  candidate: Candidate;
  args: DraftArg[];
  /** The arguments that make this command print JSON, when its help or spec offers them. */
  jsonFlag: string[] | null;
  /** The CLI's own "do not ask" flag for a confirm-gated command (P004), when its help lists one. */
  confirmFlag: string | null;
  /** `-no-color` / `--no-color` when the command's help offers one: some CLIs colour despite NO_COLOR (R007). */
  noColorFlag: string | null;
  /** Where the positionals came from: the usage line, the spec, the listing, or nowhere. */
  argsFrom: 'usage' | 'spec' | 'listing' | 'none';
  /**
   * A flag-mode command whose flag takes the value itself (`journalctl --vacuum-size={{bytes}}`, `ssh-keygen -R
   * {{hostname}}`): its flag is written by the argument, not as a word of its own.
   */
  flagTakesValue?: boolean;
  /**
   * The CLI stops reading flags at the first positional (Go's flag package: single-dash long flags like `-json`,
   * or Fig's `flagsArePosixNoncompliant`): flags must come before the positionals in cli[].
   */
  flagsFirst: boolean;
}

/** "Do not ask" flags that only skip a prompt; `--force` is left out, as it often changes what the command does. */
const NO_PROMPT_FLAGS = [
  '--yes',
  '-y',
  '--confirm',
  '--no-prompt',
  '--assume-yes',
  '--non-interactive',
  '-auto-approve',
];

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
  'owner',
  'org',
  'project',
  'namespace',
  'depth',
  'remote',
  'ref',
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
 * A chosen command's arguments: the positionals its usage line requires (else the spec's, else the listing's), in
 * order, optional ones left out so nothing is ever dropped around them; a flag value the usage line requires; a few
 * everyday value flags of its own (not the CLI's global ones), spelled `--flag={{x}}`; its JSON flag.
 */
export function commandArgs(candidate: Candidate, help: ArgsHelp): DraftCommand {
  if (candidate.mode) return modeArgs(candidate, help);
  const page = help.pages[candidate.path.join(' ')];
  const parent = help.pages[candidate.path.slice(0, -1).join(' ')];
  const spec = candidate.spec;
  const { positionals, from } = ownPositionals(candidate, page, parent);
  const args: DraftArg[] = [];
  const taken = new Set<string>();
  const push = (arg: DraftArg) => {
    if (taken.has(arg.name)) return;
    taken.add(arg.name);
    args.push(arg);
  };
  const before = operandBeforeCommand(help.top);
  const beforeName = before ? argName(before) : null;
  if (beforeName) push({ name: beforeName, required: true, token: { positional: true, beforeCommand: true } });
  const examples = exampleValues(candidate.path, [...(page?.examples ?? []), ...(parent?.examples ?? [])], help.name);
  const specArgs = (spec?.args ?? []).filter((a) => !a.isCommand && !a.optional && !isOptionalName(a.name));
  positionals
    .filter((p) => p.required)
    .slice(0, MAX_POSITIONALS)
    .forEach((p, i) => {
      const fromSpec = specArgs[i];
      // `git show <object>`: the help's name says nothing (M011); the spec's may (`commit`)
      const specName = fromSpec ? argName(specPositional(fromSpec).name) : null;
      const helpName = argName(p.name);
      const name = helpName && ambiguity(helpName) && specName && !ambiguity(specName) ? specName : helpName;
      if (!name) return;
      push({
        name,
        ...((p.description ?? fromSpec?.description) ? { description: p.description ?? fromSpec?.description } : {}),
        required: true,
        ...exampleFor(p.flag ? undefined : examples[i], fromSpec),
        token: p.flag ? { flag: p.flag, joined: false } : { positional: true },
      });
    });
  const globals = new Set(help.top.flags.map((f) => f.long).filter(Boolean));
  // Only the flags an agent fills most often (a limit, a filter, a title…), in the help's order: the rest stay in the help.
  const flags = valueFlags(page, spec).filter(
    (f) => f.long.startsWith('--') && HOT_FLAGS.has(f.long.slice(2)) && !globals.has(f.long),
  );
  for (const flag of flags.slice(0, MAX_VALUE_FLAGS)) {
    const name = argName(flag.long);
    if (!name) continue;
    push({
      name,
      ...(flag.description ? { description: flag.description } : {}),
      required: false,
      token: { flag: flag.long, joined: true },
    });
  }
  const jsonFlag = jsonFlagFor(candidate, help);
  const own = page?.flags ?? [];
  const confirmFlag = candidate.risk.confirm
    ? (NO_PROMPT_FLAGS.find(
        (n) =>
          own.some((f) => !f.value && (f.long === n || f.short === n)) ||
          (spec?.options ?? []).some((o) => !o.args.length && o.names.includes(n)),
      ) ?? null)
    : null;
  const flagsFirst = help.spec?.posixNoncompliant === true || (jsonFlag ?? []).some((t) => /^-[a-z]{2,}/.test(t));
  const noColorFlag = own.find((f) => !f.value && /^--?no-colou?r$/.test(f.long ?? ''))?.long ?? null;
  return {
    candidate,
    args,
    jsonFlag,
    confirmFlag,
    noColorFlag,
    argsFrom: args.some((a) => a.required) ? from : 'none',
    flagsFirst,
  };
}

/**
 * A flag-mode command's arguments: the value its flag takes (`--vacuum-size=BYTES`, the spec option's argument:
 * `ssh-keygen -R hostname`), else the positionals the spec gives the mode (gpg's spec: `--list-keys [names]`).
 * Never run to read a page of its own (that would run the mode), so the help's listing and the spec decide.
 */
/**
 * The required operands a mode takes from the CLI's usage (option-modes.ts: `chage [options] LOGIN`, so `chage --list
 * LOGIN`), after its own value: an optional one (`passwd [LOGIN]`) is left to the CLI's default.
 */
function operandArgs(candidate: Candidate, taken: readonly DraftArg[]): DraftArg[] {
  if (!candidate.argsSpec || candidate.section !== OPTION_MODES_SECTION) return [];
  const out: DraftArg[] = [];
  for (const p of usagePositionals(usageTokens(candidate.argsSpec)).filter((x) => x.required)) {
    const name = argName(p.name);
    if (!name || [...taken, ...out].some((x) => x.name === name) || taken.length + out.length >= MAX_POSITIONALS)
      continue;
    out.push({ name, required: true, token: { positional: true } });
  }
  return out;
}

function modeArgs(candidate: Candidate, help: ArgsHelp): DraftCommand {
  const mode = candidate.mode!;
  const flag = candidate.path[candidate.path.length - 1];
  const option = specOption(help.spec, candidate.path);
  const args: DraftArg[] = [];
  const specValue = option?.args.find((a) => !a.optional);
  const value = mode.value && !mode.valueOptional ? mode.value : specValue?.name;
  if (value) {
    args.push({
      name: argName(specPositional({ name: value, optional: false, variadic: false, suggestions: [] }).name) ?? 'value',
      required: true,
      ...(specValue?.description ? { description: specValue.description } : {}),
      ...exampleFor(undefined, specValue),
      token: { flag, joined: mode.value ? !!mode.joined : !!option?.joined },
    });
  } else
    for (const a of (candidate.spec?.args ?? []).filter(
      (x) => !x.optional && !x.isCommand && !isOptionalName(x.name),
    )) {
      const name = argName(specPositional(a).name);
      if (!name || args.some((x) => x.name === name) || args.length >= MAX_POSITIONALS) continue;
      args.push({
        name,
        required: true,
        ...(a.description ? { description: a.description } : {}),
        ...exampleFor(undefined, a),
        token: { positional: true },
      });
    }
  args.push(...operandArgs(candidate, args));
  const top = help.top.flags;
  const confirmFlag = candidate.risk.confirm
    ? (NO_PROMPT_FLAGS.find((n) => top.some((f) => !f.value && (f.long === n || f.short === n))) ?? null)
    : null;
  return {
    candidate,
    args,
    jsonFlag: jsonFlagFor(candidate, help),
    confirmFlag,
    noColorFlag: top.find((f) => !f.value && /^--?no-colou?r$/.test(f.long ?? ''))?.long ?? null,
    argsFrom: args.length ? (mode.value ? 'usage' : 'spec') : 'none',
    flagsFirst: false,
    flagTakesValue: !!value,
  };
}

/**
 * The arguments that make this command print JSON: from its help page (and the CLI's global flags); only when wrap
 * has no page, from its spec. The installed help decides (`kubectl api-resources -o` offers wide and name only,
 * where the spec lists json for every -o).
 */
export function jsonFlagFor(candidate: Candidate, help: ArgsHelp): string[] | null {
  const page = help.pages[candidate.path.join(' ')];
  const fromHelp = jsonFlagOf([...(page?.flags ?? []), ...help.top.flags]) ?? (page ? jsonFlagInUsage(page) : null);
  if (fromHelp || page) return fromHelp;
  return jsonFlagOfSpec([...(candidate.spec?.options ?? []), ...(help.spec?.options ?? [])]);
}

/** What commandArgs reads of the collected help. */
export interface ArgsHelp {
  name: string;
  top: HelpPage;
  pages: Record<string, HelpPage>;
  spec?: SpecCommand;
}

/** Fig marks some optional positionals by brackets in the name only: `[REPOSITORY[:TAG]]`. */
const isOptionalName = (name: string) => name.trim().startsWith('[');

/** The long value flags a command has: its help page's, else its spec's. */
function valueFlags(
  page: HelpPage | undefined,
  spec: SpecCommand | undefined,
): { long: string; description?: string }[] {
  if (page)
    return page.flags
      .filter((f): f is HelpFlag & { long: string } => !!f.long && !!f.value && !f.valueOptional)
      .map((f) => ({ long: f.long, ...(f.description ? { description: f.description } : {}) }));
  return (spec?.options ?? []).flatMap((o) => {
    const long = o.names.find((n) => n.startsWith('--'));
    return long && o.args.length && !o.args[0].optional
      ? [{ long, ...(o.description ? { description: o.description } : {}) }]
      : [];
  });
}

/** npm and git print `[--json]` only in the usage summary; terraform's `providers schema -json` requires it there. */
function jsonFlagInUsage(page: HelpPage): string[] | null {
  for (const line of page.usage)
    for (const t of usageTokens(line)) {
      const m = /^\[?(--?json)\]?$/.exec(t);
      if (m) return [m[1]];
    }
  return null;
}

/** A spec's JSON option: `--json`, or a format option whose suggestions offer `json`. */
export function jsonFlagOfSpec(options: readonly SpecOption[]): string[] | null {
  const json = options.find((o) => o.names.some((n) => n === '--json' || n === '-json') && !o.args.length);
  if (json) return [json.names.find((n) => n === '--json' || n === '-json')!];
  for (const o of options) {
    const name = o.names.find((n) => ['--format', '--output', '-o', '-format'].includes(n));
    if (!name || !o.args[0]?.suggestions.some((s) => s === 'json')) continue;
    return o.joined ? [`${name}=json`] : [name, 'json'];
  }
  return null;
}

function ownPositionals(
  candidate: Candidate,
  page: HelpPage | undefined,
  parent: HelpPage | undefined,
): { positionals: HelpPositional[]; from: DraftCommand['argsFrom'] } {
  const described = new Map((page?.positionals ?? []).map((p) => [p.name.toLowerCase(), p]));
  const line = ownUsageLine(candidate.path, page) ?? ownUsageLine(candidate.path, parent);
  const withDescriptions = (list: HelpPositional[]) =>
    list.map((p) => {
      const d = described.get(p.name.toLowerCase())?.description;
      return d ? { ...p, description: d } : p;
    });
  if (line) {
    const fromUsage = withDescriptions(usagePositionals(usageTail(line, candidate.path)));
    // argparse and clap describe positionals the usage line may abbreviate
    for (const p of page?.positionals ?? [])
      if (!fromUsage.some((m) => m.name.toLowerCase() === p.name.toLowerCase())) fromUsage.push(p);
    return { positionals: fromUsage, from: 'usage' };
  }
  if (page?.positionals.length) return { positionals: page.positionals, from: 'usage' };
  const spec = candidate.spec?.args.filter((a) => !a.isCommand);
  if (spec?.length) return { positionals: spec.map(specPositional), from: 'spec' };
  if (candidate.argsSpec) return { positionals: usagePositionals(usageTokens(candidate.argsSpec)), from: 'listing' };
  return { positionals: [], from: 'none' };
}

/** A spec argument as a positional: its first alternative, `[brackets]` meaning optional (`[REPOSITORY[:TAG]]`). */
function specPositional(a: SpecArg): HelpPositional {
  const raw = a.name.trim();
  const optional = a.optional || raw.startsWith('[');
  const first = raw.replace(/^\[/, '').split(/\s*\|\s*|\s+or\s+|\s+/i)[0];
  const name = first.replace(/[[\]:@.].*$/, '') || 'value';
  return {
    name,
    required: !optional,
    variadic: a.variadic,
    ...(a.description ? { description: a.description } : {}),
  };
}

/**
 * The usage line of exactly this command: its path words, then no further subcommand. A line that needs a bare
 * flag first (`git diff --no-index <path> <path>`) is a variant, not the command's plain form, and is skipped.
 */
export function ownUsageLine(path: readonly string[], page: HelpPage | undefined): string | undefined {
  if (!page) return undefined;
  return page.usage.find((line) => {
    const tokens = usageTokens(line.replace(/^\s*(usage|or)\s*:\s*/i, ''));
    const words = tokens.filter((t) => /^[a-z][\w-]*$/.test(t));
    if (!path.every((w) => words.includes(w))) return false;
    const tail = usageTail(line, path);
    return usageSubcommand(tail) === null && !tail.some((t) => /^--[a-z][\w-]*$/.test(t));
  });
}

/**
 * The positional values an Examples section shows for this command, in order (`kubectl logs nginx` → ["nginx"]):
 * the words after the command's own, skipping flags and their values and anything that is a placeholder.
 */
export function exampleValues(path: readonly string[], examples: readonly string[], bin: string): string[] {
  for (const line of examples) {
    const tokens = line.split(/\s+/);
    if (tokens[0] !== bin || !path.every((w, i) => tokens[i + 1] === w)) continue;
    const values: string[] = [];
    const rest = tokens.slice(path.length + 1);
    for (let i = 0; i < rest.length; i++) {
      const t = rest[i];
      if (t.startsWith('-')) {
        if (!t.includes('=') && rest[i + 1] && !rest[i + 1].startsWith('-') && /^-[a-zA-Z]$/.test(t)) i++;
        continue;
      }
      if (/^[#|>&;]/.test(t)) break;
      if (!/^[\w./:@+=-]+$/.test(t) || /^[A-Z][A-Z0-9_]+$/.test(t)) break;
      values.push(t);
    }
    if (values.length) return values;
  }
  return [];
}

function exampleFor(seen: string | undefined, spec: SpecArg | undefined): Pick<DraftArg, 'example'> {
  const value = seen ?? spec?.default ?? spec?.suggestions.find((s) => /^[\w./:@+-]+$/.test(s));
  return value ? { example: value } : {};
}

/** The flag tokens cli[] passes for one argument. */
export function cliTokens(arg: DraftArg): string[] {
  if ('positional' in arg.token) return [`{{${arg.name}}}`];
  return arg.token.joined ? [`${arg.token.flag}={{${arg.name}}}`] : [arg.token.flag, `{{${arg.name}}}`];
}

export type { HelpFlag };
