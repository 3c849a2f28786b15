/**
 * argv from a command's `cli[]`, exactly as DECISIONS.md states it. Pure: no shell, no node imports, so the
 * studio's preview, the probes and the exec pipeline all build the same argv.
 *
 * - `{{name}}` and `--flag={{name}}` are replaced with the argument's value, in one pass, each token through the
 *   argument-safety check (./arg-safety.ts): a value never starts an option, wherever it lands.
 * - A missing optional value drops its token and, when the token before it is a flag (`--x`, `-x`), that flag too.
 * - The JSON flag (`json_flag` of the command, else of `wrap`, else `["--json"]`) is appended unless `cli[]`
 *   already selects JSON (`--json…`, `-json`, `-o json`, `--output json`, `--format json` and their `=` forms);
 *   `wrap.json_flag_position: "before_subcommand"` puts it right after the bin instead (`tool -j list`).
 * - `confirm` is a gate argument and never reaches the CLI.
 * - A command without `cli[]` uses `wrap.argv_template` (default `["{{verb}}"]`), `{{verb}}` expanding to the
 *   command's words (`setup.status` → `setup status`).
 */
import { ownValue } from '../core/guards';
import { fillToken } from './arg-safety';
import type { CommandView, PackModel } from './model';

export const DEFAULT_JSON_FLAG: readonly string[] = ['--json'];
export const DEFAULT_ARGV_TEMPLATE: readonly string[] = ['{{verb}}'];
/** The gate argument: checked by the runtime, never passed to the CLI. */
export const CONFIRM_ARG = 'confirm';

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
const STANDALONE = /^\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}$/;
const FLAG = /^--?[A-Za-z][\w-]*$/;

export type ArgvResult = { ok: true; argv: string[] } | { ok: false; error: string };

/** The parts of the pack the builder reads. */
export interface ArgvSource {
  key: string;
  cli?: string[];
  jsonFlag?: string[];
  wrapJsonFlag?: string[];
  /** wrap.json_flag_position: "before_subcommand" puts the JSON flag right after the bin; anything else, at the end. */
  jsonFlagPosition?: string;
  argvTemplate?: string[];
  cliBin?: string;
  /** wrap.bin, for the displayed name when neither cliBin nor cli[0] says it. */
  wrapBin?: string;
}

export function argvSource(model: PackModel, command: CommandView): ArgvSource {
  return {
    key: command.key,
    cli: command.cli,
    jsonFlag: command.jsonFlag,
    wrapJsonFlag: model.wrap?.jsonFlag,
    jsonFlagPosition: model.wrap?.jsonFlagPosition,
    argvTemplate: model.wrap?.argvTemplate,
    cliBin: model.cliBin,
    wrapBin: model.wrap?.bin,
  };
}

/** The bin name argv[0] shows: cliBin, else cli[0], else wrap.bin's file name without its extension. */
export function displayBin(source: Pick<ArgvSource, 'cli' | 'cliBin' | 'wrapBin'>): string {
  return source.cliBin ?? source.cli?.[0] ?? binName(source.wrapBin ?? 'cli');
}

/** `./bin/ledger.mjs` → `ledger`. */
export function binName(bin: string): string {
  const file = bin.split(/[\\/]/).pop() || bin;
  return file.replace(/\.(m?js|cjs|ts|sh|py)$/, '');
}

/** The full argv, argv[0] being the bin name as the Skill teaches it (the runtime swaps in the resolved path). */
export function buildArgv(source: ArgvSource, args: Record<string, unknown>): ArgvResult {
  const built = buildArgvTokens(source, args);
  return built.ok ? { ok: true, argv: built.argv } : built;
}

/**
 * buildArgv, with which tokens of the argv hold an argument's value (`fromValue[i]`): the template's own words and
 * flags are false, the JSON flag and argv[0] too. lib/hcp/write-alias.ts tells a write's placeholder from its words so.
 */
export function buildArgvTokens(
  source: ArgvSource,
  args: Record<string, unknown>,
): { ok: true; argv: string[]; fromValue: boolean[] } | { ok: false; error: string } {
  const values = argValues(args);
  const template = argvTemplate(source);
  const bin = displayBin(source);
  const out: string[] = [];
  const fromValue: boolean[] = [];
  let lastWasLiteralFlag = false;
  for (const token of template) {
    const names = placeholderNames(token);
    if (names.length === 0) {
      out.push(token);
      fromValue.push(false);
      lastWasLiteralFlag = FLAG.test(token);
      continue;
    }
    const missing = names.filter((n) => ownValue(values, n) === undefined);
    if (missing.length) {
      if (STANDALONE.test(token) && lastWasLiteralFlag) {
        out.pop();
        fromValue.pop();
      }
      lastWasLiteralFlag = false;
      continue;
    }
    const filled = fillToken(token, values, { afterFlag: lastWasLiteralFlag, bin });
    if (!filled.ok) return filled;
    out.push(filled.text);
    fromValue.push(true);
    lastWasLiteralFlag = false;
  }
  const jsonFlag = selectsJson(template) ? [] : effectiveJsonFlag(source);
  const argv = withJsonFlag(source, [bin, ...out], jsonFlag);
  const marks = withJsonFlag(
    source,
    [false, ...fromValue],
    jsonFlag.map(() => false),
  );
  return { ok: true, argv, fromValue: marks };
}

/** argv with the JSON flag where wrap.json_flag_position puts it: after the bin, or (by default) at the end. */
export function withJsonFlag<T>(
  source: Pick<ArgvSource, 'jsonFlagPosition'>,
  argv: readonly T[],
  jsonFlag: readonly T[],
): T[] {
  if (!jsonFlag.length) return [...argv];
  return source.jsonFlagPosition === 'before_subcommand'
    ? [argv[0], ...jsonFlag, ...argv.slice(1)]
    : [...argv, ...jsonFlag];
}

export function effectiveJsonFlag(source: Pick<ArgvSource, 'jsonFlag' | 'wrapJsonFlag'>): string[] {
  return [...(source.jsonFlag ?? source.wrapJsonFlag ?? DEFAULT_JSON_FLAG)];
}

/**
 * True when the tokens already ask for JSON: `--json`, `--json=…`, `--json fields`, `-json` (Go's flag package),
 * `-o json`, `--format json`, `--format=json`, …
 */
export function selectsJson(tokens: readonly string[]): boolean {
  return tokens.some((t, i) => {
    if (t === '--json' || t.startsWith('--json=') || t === '-json') return true;
    if (/^(-o|--output|--format|-f)=json$/i.test(t) || /^-ojson$/i.test(t)) return true;
    return /^(-o|--output|--format|-f)$/.test(t) && /^json$/i.test(tokens[i + 1] ?? '');
  });
}

/** Placeholder names in a token, in order. */
export function placeholderNames(token: string): string[] {
  return [...token.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/**
 * The subcommand words of a command: the literal tokens after the bin up to the first flag or placeholder
 * (`["ledger", "setup", "all", "-y"]` → `["setup", "all"]`). Used for `<bin> <subcommand> --help`.
 */
export function subcommandWords(source: Pick<ArgvSource, 'cli' | 'argvTemplate' | 'key'>): string[] {
  const words: string[] = [];
  for (const token of argvTemplate(source)) {
    if (token.startsWith('-') || placeholderNames(token).length) break;
    words.push(token);
  }
  return words;
}

/** The tokens after the bin that argv is built from: `cli[1..]`, else the argv template with `{{verb}}` expanded. */
export function argvTemplate(source: Pick<ArgvSource, 'cli' | 'argvTemplate' | 'key'>): string[] {
  return source.cli ? source.cli.slice(1) : expandVerb(source.argvTemplate ?? [...DEFAULT_ARGV_TEMPLATE], source.key);
}

/** Argument values as the CLI sees them: strings, `confirm` removed, null and undefined treated as missing. */
function argValues(args: Record<string, unknown>): Record<string, string> {
  // No prototype: an argument named `__proto__` is a value like any other, and `constructor` is not inherited.
  const values = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(args)) {
    if (name === CONFIRM_ARG || value === undefined || value === null) continue;
    values[name] =
      typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  }
  return values;
}

function expandVerb(template: string[], key: string): string[] {
  const words = key.split('.').filter(Boolean);
  return template.flatMap((t) =>
    STANDALONE.exec(t)?.[1] === 'verb' ? words : [t.replace(/\{\{\s*verb\s*\}\}/g, words.join(' '))],
  );
}

/**
 * The first example of each argument, as `hcpx commands` shows a ready-to-run line. `requiredOnly` keeps the
 * required ones; arguments without an example are left out (the caller decides: TODO, or not callable).
 */
export function exampleArgs(command: Pick<CommandView, 'args'>, requiredOnly = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const arg of command.args) {
    if (requiredOnly && !arg.required) continue;
    if (arg.examples.length) out[arg.name] = arg.examples[0];
  }
  return out;
}
