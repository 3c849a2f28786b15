import { DEFAULT_TIMEOUT_MS } from '../node/runtime/timeout';

/**
 * The one argv parser of every packstudio command: positionals, boolean flags and `--name value` (or `--name=value`)
 * options. Unknown flags are usage errors, never ignored.
 */
export interface ParsedArgs {
  positionals: string[];
  flags: Set<string>;
  options: Map<string, string>;
}

export class UsageError extends Error {}

/** A file named on the command line that cannot be read as what it should be (exit 66). */
export class InputError extends Error {}

export function parseArgs(argv: string[], spec: { flags: readonly string[]; options: readonly string[] }): ParsedArgs {
  const parsed: ParsedArgs = { positionals: [], flags: new Set(), options: new Map() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-' || arg === '--' || !arg.startsWith('-')) {
      parsed.positionals.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (spec.flags.includes(name) && inline === undefined) parsed.flags.add(name);
    else if (spec.options.includes(name)) {
      const value = inline ?? argv[++i];
      // `--publisher --json` is a missing value, not a handle named "--json".
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('--')))
        throw new UsageError(`--${name} needs a value`);
      parsed.options.set(name, value);
    } else throw new UsageError(`unknown option --${name}`);
  }
  return parsed;
}

/** Exactly one positional, the thing the command works on; `usage` is the command's usage line. */
export function onePositional(args: ParsedArgs, what: string, usage: string): string {
  const [value, extra] = args.positionals;
  if (value === undefined) throw new UsageError(`missing ${what}\nusage: ${usage}`);
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}" (one ${what} only)\nusage: ${usage}`);
  return value;
}

/** `--budget N`: a whole number of tokens, at least 1; absent: no budget. */
export function parseBudget(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--budget must be a whole number of tokens of at least 1, got "${value}"`);
  return n;
}

/** `--timeout MS`: how long one run of the pack's CLI may take (the runtime's default unless said). */
export function parseTimeout(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new UsageError(`--timeout must be a positive whole number of milliseconds, got "${value}"`);
  return ms;
}
