/**
 * The command trees the community keeps as Fig specs (`@withfig/autocomplete`), read into plain data: names and
 * aliases, descriptions, positionals (optional, variadic), options with their values, `isDangerous`, `priority`.
 * Generators, post-processors and any other function are dropped: a spec is data here, never code that runs.
 * Pure: the spec object in, the tree out (lib/node/wrap/fig-specs.ts loads the files).
 */

export interface SpecArg {
  name: string;
  optional: boolean;
  variadic: boolean;
  description?: string;
  /** The argument is a command line of its own (`docker exec CONTAINER COMMAND`). */
  isCommand?: boolean;
  /** Static suggestions and the default, the values an example can take. */
  suggestions: string[];
  default?: string;
}

export interface SpecOption {
  names: string[];
  description?: string;
  args: SpecArg[];
  required: boolean;
  /** The value is written after `=` (`requiresSeparator`, `requiresEquals`). */
  joined: boolean;
  dangerous: boolean;
  /** Fig's `isPersistent`: the option holds for every subcommand below the command that names it. */
  persistent?: true;
}

export interface SpecCommand {
  names: string[];
  description?: string;
  /** Fig's ranking, 0–100 (50 when the spec says nothing); above 75 is a command people reach for first. */
  priority?: number;
  dangerous: boolean;
  hidden: boolean;
  deprecated: boolean;
  args: SpecArg[];
  options: SpecOption[];
  subcommands: SpecCommand[];
  /** Another spec file holds this command's subcommands (`aws/s3`); loaded on demand. */
  loadSpec?: string;
  /** Single-dash long flags (`-json`): Fig's `flagsArePosixNoncompliant`. */
  posixNoncompliant?: boolean;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const names = (v: unknown): string[] => list(v).flatMap((n) => (str(n) ? [str(n)!] : []));

/** Fig marks help text with Markdown-ish emphasis (`*(ALPHA)*`); the draft wants the words. */
function clean(text: string | undefined): string | undefined {
  return text
    ?.replace(/\*+\(([^)]*)\)\*+/g, '($1)')
    .replace(/\s+/g, ' ')
    .trim();
}

function arg(raw: unknown): SpecArg | null {
  if (!isRecord(raw)) return null;
  const suggestions = list(raw.suggestions).flatMap((s) =>
    typeof s === 'string' ? [s] : isRecord(s) ? names(s.name).slice(0, 1) : [],
  );
  return {
    name: str(raw.name) ?? 'value',
    optional: raw.isOptional === true,
    variadic: raw.isVariadic === true,
    ...(str(raw.description) ? { description: clean(str(raw.description)) } : {}),
    ...(raw.isCommand === true || raw.isScript === true ? { isCommand: true } : {}),
    suggestions,
    ...(str(raw.default) ? { default: str(raw.default) } : {}),
  };
}

function option(raw: unknown): SpecOption | null {
  if (!isRecord(raw)) return null;
  const optionNames = names(raw.name);
  if (!optionNames.length) return null;
  return {
    names: optionNames,
    ...(str(raw.description) ? { description: clean(str(raw.description)) } : {}),
    args: list(raw.args).flatMap((a) => arg(a) ?? []),
    required: raw.isRequired === true,
    joined: raw.requiresSeparator === true || raw.requiresSeparator === '=' || raw.requiresEquals === true,
    dangerous: raw.isDangerous === true,
    ...(raw.isPersistent === true ? { persistent: true as const } : {}),
  };
}

/** One command of a spec, its subcommands with it; null when the value is not a command (a function, a string). */
export function normaliseSpec(raw: unknown): SpecCommand | null {
  if (!isRecord(raw)) return null;
  const commandNames = names(raw.name);
  if (!commandNames.length) return null;
  const directives = isRecord(raw.parserDirectives) ? raw.parserDirectives : {};
  return {
    names: commandNames,
    ...(str(raw.description) ? { description: clean(str(raw.description)) } : {}),
    ...(typeof raw.priority === 'number' ? { priority: raw.priority } : {}),
    dangerous: raw.isDangerous === true,
    hidden: raw.hidden === true,
    deprecated: raw.deprecated !== undefined && raw.deprecated !== false,
    args: list(raw.args).flatMap((a) => arg(a) ?? []),
    options: list(raw.options).flatMap((o) => option(o) ?? []),
    subcommands: list(raw.subcommands).flatMap((c) => normaliseSpec(c) ?? []),
    ...(typeof raw.loadSpec === 'string' ? { loadSpec: raw.loadSpec } : {}),
    ...(directives.flagsArePosixNoncompliant === true ? { posixNoncompliant: true } : {}),
  };
}

/** The subcommand at `path` (names or aliases), or undefined. */
export function specAt(root: SpecCommand, path: readonly string[]): SpecCommand | undefined {
  let node: SpecCommand | undefined = root;
  for (const word of path) {
    node = node?.subcommands.find((c) => c.names.includes(word));
    if (!node) return undefined;
  }
  return node;
}

/** The spec's option a flag-mode command is (`gpg --delete-keys`), for its isDangerous and arguments. */
export function specOption(spec: SpecCommand | undefined, path: readonly string[]): SpecOption | undefined {
  if (!spec) return undefined;
  const parent = specAt(spec, path.slice(0, -1));
  const flag = path[path.length - 1];
  return parent?.options.find((o) => o.names.includes(flag));
}
