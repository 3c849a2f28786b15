import type { AgentFinding, AgentSeverity, SkillLine } from '../../core/agent-readiness';
import type { SkillDoc } from '../../markdown/skill';
import { agentFinding } from '../findings';
import type { SkillDrift } from '../input';
import { helpFlags } from './help-flags';
import { taughtLines, type TaughtLine } from './lines';
import type { ShellWord } from './shell-words';
import { canonicalLine, flagName, isFlag, shapeOf, type CommandShape, type SkillCommand } from './template';

export type { SkillCommand } from './template';

/**
 * The Skill against the real CLI: every command line HARNESS.md teaches (fenced blocks, inline code, the hot-path
 * table), matched to the command of the pack that produces it: its subcommand path, each flag and its position, the
 * JSON flag, the placeholders against the command's arguments. With the probes' help texts (`check --probe`), each
 * flag is also looked up in the help of its subcommand (a read's own `--help`; a write's only in its parents'
 * listings, since a write's subcommand is never started). Each finding points at the HARNESS.md line, with a fix.
 */
export interface SkillCheckInput {
  doc: SkillDoc;
  file: string;
  /** The names the Skill may call the CLI by (cliBin, cli[0], wrap.bin's file name). */
  bins: ReadonlySet<string>;
  commands: readonly SkillCommand[];
  /** Subcommands pass_through allows: a line on one of them is the CLI's own, no command's. */
  passThrough: readonly string[];
  /** The help texts the probes read, by subcommand path ('' for the bin's own `--help`); null when they did not run. */
  help: ReadonlyMap<string, string> | null;
}

/** Words that ask the CLI about itself rather than call a command (`ledger --help`, `ledger help transfer`). */
const ABOUT = new Set(['--help', '-h', 'help', '--version', '-V', 'version']);

/**
 * A line that asks the CLI about itself: it starts with one of ABOUT, asks for `--help` anywhere (`ledger list
 * --help`), or is `-v` alone (elsewhere `-v` is as often verbose as version).
 */
function asksAboutItself(words: readonly ShellWord[]): boolean {
  const first = words[0]!.text;
  return ABOUT.has(first) || words.some((w) => w.text === '--help') || (words.length === 1 && first === '-v');
}

export function skillDrift(input: SkillCheckInput): SkillDrift {
  const shapes = input.commands.map(shapeOf);
  const lines: SkillLine[] = [];
  const findings: AgentFinding[] = [];
  const counts = { verified: 0, unverified: 0 };
  const helpFlagSets = new Map<string, Set<string>>();
  const flagsIn = (words: string) => {
    const text = input.help?.get(words);
    if (text === undefined) return undefined;
    let set = helpFlagSets.get(words);
    if (!set) helpFlagSets.set(words, (set = helpFlags(text)));
    return set;
  };
  for (const taught of taughtLines(input.doc, input.bins)) {
    if (!taught.words.length || asksAboutItself(taught.words)) continue;
    const ctx = new LineContext(taught, input, shapes);
    const match = bestMatch(shapes, taught.words);
    if (!match) {
      const first = taught.words.find((w) => !isFlag(w.text));
      if (first && input.passThrough.includes(first.text)) {
        lines.push({ line: taught.line, text: taught.text, source: taught.source, command: null, drift: 0 });
        continue;
      }
      ctx.add('agent/skill-unknown-command', 'warn', first ?? taught.words[0]!, '', {
        message: `"${taught.text}" runs "${first?.text ?? ''}", which no command of the pack runs: an agent that follows the Skill calls something no tool offers.`,
        fix: `Teach a command the pack has (${shapes
          .slice(0, 4)
          .map((s) => `"${[taught.bin, ...s.sub].join(' ')}"`)
          .join(', ')}${shapes.length > 4 ? ', …' : ''}), or add a command whose cli[] runs it.`,
      });
    } else {
      checkLine(ctx, match, flagsIn, counts);
    }
    if (match || ctx.findings.length)
      lines.push({
        line: taught.line,
        text: taught.text,
        source: taught.source,
        command: match?.shape.command.key ?? null,
        drift: ctx.findings.filter((f) => f.severity === 'warn').length,
      });
    findings.push(...ctx.findings);
  }
  return {
    lines,
    findings,
    probed: input.help !== null && input.help.has(''),
    flagsVerified: counts.verified,
    flagsUnverified: counts.unverified,
  };
}

/** One taught line's findings, each at the word it is about. */
class LineContext {
  readonly findings: AgentFinding[] = [];
  constructor(
    readonly taught: TaughtLine,
    readonly input: SkillCheckInput,
    readonly shapes: readonly CommandShape[],
  ) {}

  /** The argument a word stands for, unless it is a shell variable the Skill binds itself (then a value). */
  placeholder(word: string): string | null {
    const name = placeholderName(word);
    return name !== null && /^\$/.test(word) && this.taught.bound.has(name) ? null : name;
  }

  add(id: string, severity: AgentSeverity, word: ShellWord, detail: string, text: { message: string; fix: string }) {
    const { taught } = this;
    const found = taught.rawLine.indexOf(word.raw, taught.offset);
    this.findings.push(
      agentFinding({
        id,
        part: 'skill',
        severity,
        at: {
          file: this.input.file,
          pointer: headingAbove(this.input.doc, taught.line),
          line: taught.line,
          column: (found === -1 ? taught.offset : found) + 1,
        },
        subject: detail ? `${taught.text} · ${detail}` : taught.text,
        message: text.message,
        fix: text.fix,
      }),
    );
  }
}

interface Match {
  shape: CommandShape;
  /** Flags written before the subcommand path ended, each with the value it took there (`--config ~/.x list`). */
  early: { word: ShellWord; value?: ShellWord }[];
  rest: ShellWord[];
}

/** The command whose subcommand path the line starts with, the longest first; among equals, the one that fits best. */
function bestMatch(shapes: readonly CommandShape[], words: readonly ShellWord[]): Match | null {
  let best: { match: Match; cost: number } | null = null;
  for (const shape of shapes) {
    const match = prefixMatch(shape, words);
    if (!match) continue;
    if (best && best.match.shape.sub.length > shape.sub.length) continue;
    const cost = fitCost(match);
    if (!best || shape.sub.length > best.match.shape.sub.length || cost < best.cost) best = { match, cost };
  }
  return best?.match ?? null;
}

function prefixMatch(shape: CommandShape, words: readonly ShellWord[]): Match | null {
  const early: Match['early'] = [];
  let j = 0;
  for (const word of shape.sub) {
    while (j < words.length && isFlag(words[j]!.text)) early.push({ word: words[j++]! });
    // A global option's value (`--config ~/.x list`): the word after the flag, when the path goes on after it.
    const last = early.at(-1);
    if (words[j]?.text !== word && last && !last.value && !last.word.text.includes('=') && words[j + 1]?.text === word)
      last.value = words[j++];
    if (words[j]?.text !== word) return null;
    j++;
  }
  // A command with no subcommand words of its own matches only a line with values or flags for it.
  return { shape, early, rest: words.slice(j) };
}

/** How badly a line fits a command: unknown flags and surplus values (to pick among commands on one subcommand). */
function fitCost(match: Match): number {
  const parsed = parseRest(match);
  const unknown = parsed.flags.filter((f) => !knownFlag(match.shape, f.name)).length;
  const surplus = Math.max(0, parsed.positionals.length - match.shape.slots.length);
  return unknown * 2 + surplus;
}

interface FlagUse {
  word: ShellWord;
  name: string;
  value: ShellWord | string | undefined;
  /** How many values came before it. */
  afterValues: number;
  early: boolean;
}

interface ParsedRest {
  flags: FlagUse[];
  positionals: ShellWord[];
  /** Words after `--` that look like the JSON flag (then a value, not a flag). */
  afterDashDash: ShellWord[];
}

function parseRest(match: Match): ParsedRest {
  const { shape, rest } = match;
  const flags: FlagUse[] = match.early.map(({ word, value }) => ({
    word,
    name: flagName(word.text),
    value: value ?? inlineValue(word.text),
    afterValues: 0,
    early: true,
  }));
  const positionals: ShellWord[] = [];
  const afterDashDash: ShellWord[] = [];
  let dashDash = false;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    if (dashDash) {
      positionals.push(word);
      if (shape.json && flagName(word.text) === shape.json.name) afterDashDash.push(word);
      continue;
    }
    if (word.text === '--') {
      dashDash = true;
      continue;
    }
    if (!isFlag(word.text) || isPlaceholder(word.text)) {
      if (!isEllipsis(word.text)) positionals.push(word);
      continue;
    }
    const cluster = shortCluster(shape, word.text);
    if (cluster) {
      // `-al`, `-n5`: each switch a flag of its own; the one that takes a value takes the rest, or the next word.
      for (const part of cluster) {
        const takesNext = part.value === undefined && part.takes && rest[i + 1] && !isFlag(rest[i + 1]!.text);
        flags.push({
          word,
          name: part.name,
          value: takesNext ? rest[++i] : part.value,
          afterValues: positionals.length,
          early: false,
        });
      }
      continue;
    }
    const name = flagName(word.text);
    const inline = inlineValue(word.text);
    let value: FlagUse['value'] = inline;
    const next = rest[i + 1];
    if (inline === undefined && next && !isFlag(next.text)) {
      const spec = shape.flags.get(name);
      const isJson = shape.json?.name === name && shape.json.value !== null;
      const takes = spec ? spec.takes !== 'nothing' : isJson;
      // An unknown flag takes the next word when the values would otherwise outnumber the command's slots.
      const surplus =
        rest.slice(i + 1).filter((w) => !isFlag(w.text)).length - (shape.slots.length - positionals.length);
      if (takes || (!spec && !isJson && !knownFlag(shape, name) && surplus > 0)) {
        value = next;
        i++;
      }
    }
    flags.push({ word, name, value, afterValues: positionals.length, early: false });
  }
  return { flags, positionals, afterDashDash };
}

/**
 * A cluster of short switches (`-al`, `-n5`) as the command's own switches: only a word the command does not know
 * whole (`-json` of a Go CLI stays one flag), written `-` and letters, whose first letter is a short flag of the
 * command. A letter whose flag takes a value ends the cluster with the rest as that value.
 */
function shortCluster(
  shape: CommandShape,
  word: string,
): { name: string; value: string | undefined; takes: boolean }[] | null {
  if (!/^-[A-Za-z][A-Za-z0-9]+$/.test(word) || knownFlag(shape, word) || !knownFlag(shape, word.slice(0, 2)))
    return null;
  const parts: { name: string; value: string | undefined; takes: boolean }[] = [];
  for (let k = 1; k < word.length; k++) {
    const name = `-${word[k]}`;
    const spec = shape.flags.get(name);
    const takes = spec !== undefined && spec.takes !== 'nothing';
    if (takes) {
      parts.push({ name, value: word.length > k + 1 ? word.slice(k + 1) : undefined, takes });
      break;
    }
    parts.push({ name, value: undefined, takes: false });
  }
  return parts;
}

function knownFlag(shape: CommandShape, name: string): boolean {
  return shape.flags.has(name) || shape.json?.name === name;
}

function checkLine(
  ctx: LineContext,
  match: Match,
  flagsIn: (words: string) => Set<string> | undefined,
  counts: { verified: number; unverified: number },
) {
  const { shape } = match;
  const key = shape.command.key;
  const canonical = canonicalLine(ctx.taught.bin, shape);
  const parsed = parseRest(match);
  const args = new Map(shape.command.args.map((a) => [normal(a.name), a.name]));
  const argList = shape.command.args.map((a) => a.name);
  const help = helpFor(shape, flagsIn);

  // Each flag: known to the command (cli[] or its JSON flag), and, after --probe, named by the CLI's help.
  const seen = new Set<string>();
  for (const use of parsed.flags) {
    const isJson = shape.json?.name === use.name;
    if (isJson) checkJsonPosition(ctx, shape, use, canonical);
    if (seen.has(use.name)) continue;
    seen.add(use.name);
    const known = knownFlag(shape, use.name);
    const inHelp = help.own ? help.own.has(use.name) || help.parents.has(use.name) : help.parents.has(use.name);
    const probedOwn = help.own !== undefined;
    if (inHelp) counts.verified++;
    else if (help.probed && !probedOwn) counts.unverified++;
    const helpLine = `${[ctx.taught.bin, ...shape.sub].join(' ')} --help`;
    if (!known && inHelp)
      ctx.add('agent/skill-flag-outside-tool', 'info', use.word, use.name, {
        message: `The CLI has ${use.name} (${probedOwn ? `\`${helpLine}\`` : "its parent's listing"} names it), but the "${key}" command's cli[] never passes it: an agent calling the tool cannot use it.`,
        fix: `Add ${use.name} to "${key}"'s cli[] (with an argument: "${use.name}={{${normal(use.name.replace(/^-+/, ''))}}}"), or leave it out of the Skill.`,
      });
    else if (!known)
      ctx.add('agent/skill-unknown-flag', 'warn', use.word, use.name, {
        message: `${use.name} is not a flag of the "${key}" command: its cli[] (${canonical}) has no ${use.name}${probedOwn ? `, and \`${helpLine}\` does not list it` : ''}.${ownersOf(ctx.shapes, use.name, key)}`,
        fix: `Write the line as the command runs: ${canonical}; or add ${use.name} to "${key}"'s cli[] if the CLI takes it.`,
      });
    else if (probedOwn && !inHelp)
      ctx.add('agent/skill-unknown-flag', 'warn', use.word, use.name, {
        message: `${use.name} is in "${key}"'s cli[] and in the Skill, but \`${helpLine}\` does not list it: the CLI may not have it.`,
        fix: `Check the flag against the CLI (\`${helpLine}\`) and correct cli[] and the Skill together; accept it in packstudio.json's acceptedDrift if the help simply leaves it out.`,
      });
    // An unknown flag's value is part of that one finding, not a placeholder of the command's.
    if (known) checkValuePlaceholder(ctx, shape, use, args, argList);
  }
  for (const word of parsed.afterDashDash)
    ctx.add('agent/skill-json-flag', 'warn', word, word.text, {
      message: `${word.text} comes after "--", where the CLI reads it as a value, not as the JSON flag.`,
      fix: `Put ${word.text} before "--": ${canonical}.`,
    });

  // The values, slot by slot: placeholders name the command's arguments, in the command's order.
  const slots = shape.slots;
  parsed.positionals.forEach((word, i) => {
    const slot = slots[i] ?? (slots.at(-1)?.variadic ? slots.at(-1) : undefined);
    const name = ctx.placeholder(word.text);
    if (!slot) {
      if (parsed.afterDashDash.includes(word)) return;
      ctx.add('agent/skill-extra-value', 'warn', word, word.text, {
        message: `"${key}" takes ${slots.length ? `${slots.length} value${slots.length === 1 ? '' : 's'} (${slots.map((s) => s.arg ?? s.literal).join(', ')})` : 'no value'}; the line passes "${word.text}" too.`,
        fix: `Write the line as the command runs: ${canonical}.`,
      });
      return;
    }
    if (name === null || slot.arg === null) return;
    const arg = args.get(normal(name));
    if (arg === slot.arg) return;
    if (arg !== undefined)
      ctx.add('agent/skill-placeholder-order', 'warn', word, word.text, {
        message: `${word.text} stands where "${key}" takes ${slot.arg}; ${arg} goes ${whereArg(shape, arg)}.`,
        fix: `Write the line as the command runs: ${canonical}.`,
      });
    else unknownPlaceholder(ctx, key, word, name, argList, canonical);
  });
  const given = parsed.positionals.length;
  const missing = slots.slice(given).filter((s) => s.required && s.arg !== null);
  const missingFlags = [...shape.flags.entries()].filter(
    ([flag, spec]) =>
      spec.takes === 'arg' &&
      shape.command.args.find((a) => a.name === spec.arg)?.required &&
      !parsed.flags.some((f) => f.name === flag),
  );
  const absent = [...missing.map((s) => s.arg!), ...missingFlags.map(([flag, spec]) => `${spec.arg} (${flag})`)];
  if (absent.length)
    ctx.add('agent/skill-missing-value', 'warn', ctx.taught.words[0]!, absent.join(', '), {
      message: `"${ctx.taught.text}" leaves out ${absent.join(', ')}, which "${key}" requires: an agent copying it gets a usage error.`,
      fix: `Write the line as the command runs: ${canonical}.`,
    });
}

/** The JSON flag where the CLI reads it: after the subcommand, and before the values when cli[] writes it there. */
function checkJsonPosition(ctx: LineContext, shape: CommandShape, use: FlagUse, canonical: string) {
  const key = shape.command.key;
  const wantedEarly = !shape.jsonInTemplate && shape.command.jsonBeforeSubcommand === true;
  if (wantedEarly && !use.early)
    ctx.add('agent/skill-json-flag', 'warn', use.word, use.name, {
      message: `${use.name} comes after the subcommand "${shape.sub.join(' ')}"; the pack passes it before (wrap.json_flag_position), where the CLI reads it.`,
      fix: `Move ${use.name} before the subcommand: ${canonical}.`,
    });
  else if (wantedEarly) return;
  else if (use.early)
    ctx.add('agent/skill-json-flag', 'warn', use.word, use.name, {
      message: `${use.name} comes before the subcommand "${shape.sub.join(' ')}"; the "${key}" command passes it after.`,
      fix: `Move ${use.name} after the subcommand: ${canonical}.`,
    });
  else if (shape.jsonBeforeSlot !== null && use.afterValues > shape.jsonBeforeSlot)
    ctx.add('agent/skill-json-flag', 'warn', use.word, use.name, {
      message: `${use.name} comes after the values; "${key}"'s cli[] puts it before ${shape.slots[shape.jsonBeforeSlot]?.arg ?? 'them'}, and a CLI that stops reading flags at the first value prints text instead.`,
      fix: `Move ${use.name} before the values: ${canonical}.`,
    });
  else if (
    shape.json &&
    shape.json.value !== null &&
    typeof use.value !== 'string' &&
    use.value?.text !== shape.json.value
  )
    ctx.add('agent/skill-json-flag', 'warn', use.word, use.name, {
      message: `"${key}" selects JSON with ${shape.json.name} ${shape.json.value}; the line gives ${use.name} ${typeof use.value === 'object' ? use.value.text : '(no value)'}.`,
      fix: `Write ${shape.json.name} ${shape.json.value}: ${canonical}.`,
    });
}

function checkValuePlaceholder(
  ctx: LineContext,
  shape: CommandShape,
  use: FlagUse,
  args: Map<string, string>,
  argList: string[],
) {
  const text = typeof use.value === 'string' ? use.value : use.value?.text;
  const name = text === undefined ? null : ctx.placeholder(text);
  if (name === null) return;
  const word = typeof use.value === 'object' ? use.value : use.word;
  const arg = args.get(normal(name));
  const spec = shape.flags.get(use.name);
  const canonical = canonicalLine(ctx.taught.bin, shape);
  if (arg === undefined) return unknownPlaceholder(ctx, shape.command.key, word, name, argList, canonical);
  if (spec?.takes === 'arg' && spec.arg !== arg)
    ctx.add('agent/skill-placeholder-order', 'warn', word, text!, {
      message: `${use.name} takes ${spec.arg} in "${shape.command.key}"; the line gives it ${text}, and ${arg} goes ${whereArg(shape, arg)}.`,
      fix: `Write the line as the command runs: ${canonical}.`,
    });
}

function unknownPlaceholder(
  ctx: LineContext,
  key: string,
  word: ShellWord,
  name: string,
  args: string[],
  canonical: string,
) {
  ctx.add('agent/skill-unknown-placeholder', 'warn', word, word.text, {
    message: `The placeholder ${word.text} names no argument of "${key}" (${args.length ? `it takes ${args.join(', ')}` : 'it takes none'}): an agent cannot tell which value goes there.`,
    fix: args.length
      ? `Name the argument it stands for (${args.map((a) => `<${a}>`).join(', ')}): ${canonical}; or add "${name}" to "${key}"'s args.`
      : `Write a literal value, or add "${name}" to "${key}"'s args and cli[].`,
  });
}

/** The other commands that do take a flag (the line may have put it on the wrong one), as a sentence; '' for none. */
function ownersOf(shapes: readonly CommandShape[], flag: string, key: string): string {
  const owners = [
    ...new Set(shapes.filter((s) => s.command.key !== key && knownFlag(s, flag)).map((s) => s.command.key)),
  ];
  if (!owners.length) return '';
  const named = owners.slice(0, 3).map((k) => `"${k}"`);
  return ` ${flag} is a flag of ${named.join(', ')}${owners.length > 3 ? ', …' : ''}.`;
}

/** Where an argument goes in the command: its flag, or its place among the values. */
function whereArg(shape: CommandShape, arg: string): string {
  for (const [flag, spec] of shape.flags) if (spec.arg === arg) return `with ${flag}`;
  const i = shape.slots.findIndex((s) => s.arg === arg);
  return i === -1 ? 'nowhere in cli[]' : `as value ${i + 1}`;
}

/** The help the probes read for a command: its own (a read's) and its parents' listings, down to the bin's. */
function helpFor(shape: CommandShape, flagsIn: (words: string) => Set<string> | undefined) {
  const own = shape.command.ownHelpReadable ? flagsIn(shape.sub.join(' ')) : undefined;
  const parents = new Set<string>();
  let probed = false;
  for (let k = shape.sub.length - 1; k >= 0; k--) {
    const set = flagsIn(shape.sub.slice(0, k).join(' '));
    if (!set) continue;
    probed = true;
    for (const f of set) parents.add(f);
  }
  return { own, parents, probed: probed || own !== undefined };
}

const inlineValue = (word: string) => (word.includes('=') ? word.slice(word.indexOf('=') + 1) : undefined);
const isEllipsis = (word: string) => word === '...' || word === '…';

/** `{{name}}`, `<name>`, `{name}`, `$NAME`, `${NAME}` (brackets of an optional part dropped): the name; null for a value. */
export function placeholderName(word: string): string | null {
  const w = word.replace(/^\[+|\]+$/g, '');
  const m =
    /^\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}$/.exec(w) ??
    /^<([A-Za-z][A-Za-z0-9_ .-]*)>$/.exec(w) ??
    /^\{([A-Za-z][A-Za-z0-9_.-]*)\}$/.exec(w) ??
    /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(w) ??
    /^\$([A-Za-z_][A-Za-z0-9_]*)$/.exec(w);
  return m ? m[1]! : null;
}

function isPlaceholder(word: string): boolean {
  return placeholderName(word) !== null;
}

/** Placeholder and argument names compared without case, `-`, `.` or spaces (`<payee-id>` is payee_id). */
function normal(name: string): string {
  return name.toLowerCase().replace(/[-. ]/g, '_');
}

function headingAbove(doc: SkillDoc, line: number): string {
  let text = '';
  for (const h of doc.headings) if (h.line <= line) text = h.text;
  return text;
}
