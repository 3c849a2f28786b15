/** A small argv parser: positionals, boolean flags and `--name value` options. Unknown flags are errors. */
export interface ParsedArgs {
  positionals: string[];
  flags: Set<string>;
  options: Map<string, string>;
}

export class UsageError extends Error {}

export function parseArgs(argv: string[], spec: { flags: string[]; options: string[] }): ParsedArgs {
  const parsed: ParsedArgs = { positionals: [], flags: new Set(), options: new Map() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      parsed.positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (spec.flags.includes(name) && inline === undefined) parsed.flags.add(name);
    else if (spec.options.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      parsed.options.set(name, value);
    } else throw new UsageError(`unknown option --${name}`);
  }
  return parsed;
}
