/**
 * A command's argv template (`cli[]` after the bin) read as a CLI reads it: the subcommand words, the positional
 * slots in order, each flag with what it takes, and where the JSON flag stands. What the Skill's lines are matched
 * against (drift.ts).
 */
export interface SkillCommand {
  key: string;
  /** The tokens after the bin, as the runtime builds argv from them. */
  template: readonly string[];
  /** The JSON flag the runtime adds unless the template already selects JSON; [] when none. */
  jsonFlag: readonly string[];
  /** The runtime puts that JSON flag right after the bin, before the subcommand (`tool -j list`); at the end otherwise. */
  jsonBeforeSubcommand?: boolean;
  args: readonly { name: string; required: boolean; variadic: boolean }[];
  /** A read whose own `--help` the probes may read; a write's subcommand is never started, not even with --help. */
  ownHelpReadable: boolean;
}

export interface Slot {
  /** The argument it takes, or null for a literal word. */
  arg: string | null;
  literal?: string;
  required: boolean;
  variadic: boolean;
}

export interface FlagSpec {
  /** What follows it: nothing (a switch), an argument's value, or a fixed word (`-o json`). */
  takes: 'nothing' | 'arg' | 'literal';
  arg?: string;
}

export interface CommandShape {
  command: SkillCommand;
  sub: string[];
  slots: Slot[];
  flags: Map<string, FlagSpec>;
  /** The JSON flag's name and the value it takes (`-o` + `json`), or null when the command has none. */
  json: { name: string; value: string | null } | null;
  /** Whether the template selects JSON itself (the runtime then adds no JSON flag). */
  jsonInTemplate: boolean;
  /** When the template writes the JSON flag itself before its values: how many slots come before it. */
  jsonBeforeSlot: number | null;
}

const STANDALONE = /^\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}$/;
/** Flags that never take a value, whatever follows them in cli[]: the JSON switch, "do not ask", no colour. */
const SWITCHES = /^(--?json|-y|--yes|--confirm|--force|--no-colou?r|--no-input|--non-interactive)$/;
const HAS_PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/;

/** A word a CLI reads as a flag: `-x`, `--name`, `-name` (Go), `--name=value`; never a negative number. */
export function isFlag(word: string): boolean {
  return /^--?[A-Za-z]/.test(word);
}

export function flagName(word: string): string {
  const eq = word.indexOf('=');
  return eq === -1 ? word : word.slice(0, eq);
}

export function shapeOf(command: SkillCommand): CommandShape {
  const t = command.template;
  const argOf = new Map(command.args.map((a) => [a.name, a]));
  const sub: string[] = [];
  let i = 0;
  while (i < t.length && !isFlag(t[i]!) && !HAS_PLACEHOLDER.test(t[i]!)) sub.push(t[i++]!);
  const slots: Slot[] = [];
  const flags = new Map<string, FlagSpec>();
  let json = jsonOf(command.jsonFlag);
  let jsonInTemplate = false;
  let jsonBeforeSlot: number | null = null;
  for (; i < t.length; i++) {
    const token = t[i]!;
    if (isFlag(token)) {
      const name = flagName(token);
      const inline = token.includes('=') ? token.slice(name.length + 1) : undefined;
      const next = t[i + 1];
      let spec: FlagSpec;
      if (inline !== undefined) {
        const placeholder = HAS_PLACEHOLDER.exec(inline)?.[1];
        spec = placeholder ? { takes: 'arg', arg: placeholder } : { takes: 'literal' };
      } else if (next !== undefined && STANDALONE.test(next) && !SWITCHES.test(name)) {
        spec = { takes: 'arg', arg: STANDALONE.exec(next)![1] };
        i++;
      } else if (next !== undefined && !isFlag(next) && !HAS_PLACEHOLDER.test(next)) {
        spec = { takes: 'literal' };
        i++;
      } else spec = { takes: 'nothing' };
      flags.set(name, spec);
      const value = inline ?? (spec.takes === 'literal' ? next : undefined);
      if (!jsonInTemplate && selectsJson(token, value)) {
        jsonInTemplate = true;
        json = { name, value: value ?? null };
        jsonBeforeSlot = slots.length;
      }
      continue;
    }
    const placeholder = STANDALONE.exec(token)?.[1];
    const arg = placeholder ? argOf.get(placeholder) : undefined;
    slots.push(
      placeholder
        ? { arg: placeholder, required: arg?.required ?? false, variadic: arg?.variadic ?? false }
        : { arg: null, literal: token, required: true, variadic: false },
    );
  }
  // The template writes its JSON flag only when it selects JSON itself; otherwise the runtime appends it.
  if (jsonBeforeSlot !== null && jsonBeforeSlot >= slots.length) jsonBeforeSlot = null;
  return { command, sub, slots, flags, json, jsonInTemplate, jsonBeforeSlot };
}

function jsonOf(jsonFlag: readonly string[]): CommandShape['json'] {
  const first = jsonFlag[0];
  if (!first) return null;
  const name = flagName(first);
  const value = first.includes('=') ? first.slice(name.length + 1) : (jsonFlag[1] ?? null);
  return { name, value };
}

/** `--json`, `-json`, `--json=…`, `-o json`, `--output json`, `--format json`, and their `=` forms. */
function selectsJson(token: string, value: string | undefined): boolean {
  const name = flagName(token);
  if (name === '--json' || name === '-json') return true;
  return /^(-o|--output|--format|-f)$/.test(name) && /^json$/i.test(value ?? '');
}

/** The command as the runtime writes it, for a fix: `ledger transfer <amount> --to <payee> [--memo <memo>] --json`. */
export function canonicalLine(bin: string, shape: CommandShape): string {
  const optional = new Set(shape.command.args.filter((a) => !a.required).map((a) => a.name));
  const out: string[] = [bin];
  const before = !shape.jsonInTemplate && shape.command.jsonBeforeSubcommand === true;
  if (before) out.push(...shape.command.jsonFlag);
  const t = shape.command.template;
  for (let i = 0; i < t.length; i++) {
    const token = t[i]!;
    const next = t[i + 1];
    const nextArg = next !== undefined ? STANDALONE.exec(next)?.[1] : undefined;
    if (isFlag(token) && nextArg !== undefined) {
      out.push(optional.has(nextArg) ? `[${token} <${nextArg}>]` : `${token} <${nextArg}>`);
      i++;
      continue;
    }
    out.push(token.replace(new RegExp(HAS_PLACEHOLDER.source, 'g'), (_, name: string) => `<${name}>`));
  }
  if (!shape.jsonInTemplate && !before) out.push(...shape.command.jsonFlag);
  return out.join(' ');
}
