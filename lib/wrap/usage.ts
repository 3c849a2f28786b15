import type { HelpPositional } from './help-types';

/**
 * Splits a usage line into its top-level tokens, keeping bracketed groups whole:
 * `git remote add [-t <branch>] <name> <url>` → `git`, `remote`, `add`, `[-t <branch>]`, `<name>`, `<url>`.
 */
export function usageTokens(line: string): string[] {
  const tokens: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of line.trim()) {
    if ('[(<{'.includes(ch)) depth++;
    if (')]>}'.includes(ch)) depth = Math.max(0, depth - 1);
    if (/\s/.test(ch) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
    } else current += ch;
  }
  if (current) tokens.push(current);
  return tokens;
}

/** Placeholders that stand for "a subcommand", "flags" or "anything": never an argument of their own. */
const GENERIC =
  /^(options?|flags?|global[-_ ]?options?|args?|arguments?|command|commands?|subcommand|cmd|<?command>?|--|\.\.\.|parameters?|params?|option-list)$/i;

/** argparse's metavar for a group's subparsers: `COLLECTION_ACTION ...`, `ROLE_COMMAND`. */
const SUBPARSER_METAVAR = /^[A-Z][A-Z0-9]*_(ACTION|COMMAND)S?$/;

/** A plain word of a usage line: a subcommand name, not a placeholder or a flag. */
export const WORD = /^[a-z][a-z0-9_-]*$/;

/** The line without its leading `usage:` / `or:` / `$`, the bin and the subcommand `path` words after it. */
export function usageTail(line: string, path: readonly string[]): string[] {
  const tokens = usageTokens(line.replace(/^\s*(usage|or)\s*:\s*/i, '').replace(/^\s*\$\s+/, ''));
  let i = tokens[0] === 'npx' ? 2 : 1; // the bin, as the help prints it
  for (const word of path) {
    let j = i;
    while (j < tokens.length && isFlagToken(tokens[j])) j++; // git remote [-v | --verbose] show
    if (tokens[j] !== word) break;
    i = j + 1;
  }
  return tokens.slice(i);
}

const isFlagToken = (t: string) => t.startsWith('-') || /^\[\s*-/.test(t);

/**
 * The subcommand a usage line names after the program's own words, skipping flag groups before it:
 * `git remote [-v | --verbose] show [-n] <name>` → `show`. Null when the line names none.
 */
export function usageSubcommand(tail: readonly string[]): string | null {
  for (const token of tail) {
    if (isFlagToken(token)) continue; // a flag or a flag group: [-v | --verbose]
    return WORD.test(token) ? token : null;
  }
  return null;
}

/** True when the tail asks for a subcommand (`<command>`, `COMMAND`, `[command]`, `SUBCOMMAND`). */
export function usageWantsSubcommand(tail: readonly string[]): boolean {
  return tail.some(
    (t) =>
      /^[[<{]?(sub)?(command|group|action)s?[\]>}]?$/i.test(t) ||
      /^(SUB)?COMMAND$/.test(t) ||
      SUBPARSER_METAVAR.test(t) ||
      /^<(sub)?command>$/i.test(t) ||
      /^(GROUP|COMMAND)\s*\|/.test(t) ||
      /^\{\s*(SUB)?COMMAND\s*\|/.test(t), // `{ COMMAND | help }`: ip's and nmcli's grammar
  );
}

/**
 * The positionals of a usage tail: `<name>` and `NAME` are required, `[<name>]`, `[name]` and `[NAME]` optional,
 * `...` marks a variadic one. Of alternatives (`PATH | URL | -`, `NAME|ID`, `(TYPE … | TYPE/NAME)`) the first is
 * taken; `<S3Uri> or NONE` is optional. A placeholder right after a flag outside brackets is that flag's required
 * value (`kubectl diff -f FILENAME`), kept with the flag. Flag groups and generic placeholders (`[options]`,
 * `<command>`) are skipped.
 */
export function usagePositionals(tail: readonly string[]): HelpPositional[] {
  const out: HelpPositional[] = [];
  for (let i = 0; i < tail.length; i++) {
    const token = tail[i];
    if (tail[i + 1] === '|') {
      // `PATH | URL | -`: the first alternative stands for the others
      let j = i + 1;
      while (tail[j] === '|' && j + 1 < tail.length) j += 2;
      add(out, placeholder(token), tail[j - 1]);
      i = j - 1;
      continue;
    }
    if (/^--?[A-Za-z][\w-]*$/.test(token) && isPlaceholder(tail[i + 1] ?? '')) {
      const value = placeholder(tail[i + 1]);
      if (value && !isGeneric(value.name)) out.push({ ...value, flag: token });
      i++;
      continue;
    }
    if (token.startsWith('-') || /^\[\s*-/.test(token)) continue;
    const nested = nestedOptional(token);
    if (nested) {
      // Symfony's `[<package> [<directory> [<version>]]]`: every operand inside is optional
      for (const p of usagePositionals(nested)) add(out, { ...p, required: false }, undefined);
      continue;
    }
    if (tail[i + 1] === 'or' && tail[i + 2] === 'NONE') {
      const value = placeholder(token);
      if (value) add(out, { ...value, required: false }, undefined);
      i += 2;
      continue;
    }
    add(out, placeholder(token), tail[i + 1]);
  }
  return out;
}

function add(out: HelpPositional[], value: HelpPositional | null, next: string | undefined) {
  if (!value || isGeneric(value.name)) return;
  if (next === '...') value.variadic = true;
  // argparse repeats a variadic positional: `ENV_DIR [ENV_DIR ...]`
  const seen = out.find((p) => p.name === value.name);
  if (seen) {
    seen.variadic = true;
    return;
  }
  out.push(value);
}

const isGeneric = (name: string) =>
  GENERIC.test(name) || SUBPARSER_METAVAR.test(name) || (/^[A-Z]/.test(name) && GENERIC.test(name.toLowerCase()));

function isPlaceholder(token: string): boolean {
  return /^<[^<>]+>$/.test(token) || /^[A-Z][A-Z0-9_]*$/.test(token);
}

/**
 * One usage token as a positional: of alternatives (`(-f FILE | TYPE …)`) the first that is a placeholder, brackets
 * and `[.VERSION]`-style suffixes dropped. A placeholder is `<name>`, an upper-case `NAME`, or a bracketed word
 * (`[name]`); a capitalised word is prose ("See `npm config`"), a lower-case bare word a literal.
 */
/** The tokens inside an optional group that nests another after a space (`[<package> [<version>]]`), else null. */
function nestedOptional(token: string): string[] | null {
  const m = /^\[(.*\s\[.*)\](\.\.\.)?$/.exec(token.trim());
  return m ? usageTokens(m[1]) : null;
}

function placeholder(token: string): HelpPositional | null {
  let t = token.trim();
  let required = true;
  if (t.startsWith('(') && t.endsWith(')')) t = t.slice(1, -1).trim();
  else if (t.startsWith('[') && /\](\.\.\.)?$/.test(t)) {
    required = false;
    t = t
      .replace(/\](\.\.\.)?$/, '')
      .slice(1)
      .trim();
  }
  const variadic = token.includes('...');
  const bracketed = !required;
  for (const alternative of splitAlternatives(t)) {
    const first = (usageTokens(alternative.replace(/^\.\.\./, ''))[0] ?? '').replace(/^\.\.\./, '');
    if (!first || first.startsWith('-') || first.startsWith('[')) continue;
    const angle = /^<([^<>]+)>/.exec(first);
    const word = /^([A-Za-z][\w-]*)/.exec(first.split('|')[0]);
    const name = angle ? angle[1].trim() : word?.[1];
    if (!name || !/^[A-Za-z][\w ./-]*$/.test(name)) continue;
    if (!angle && !bracketed && !/^[A-Z][A-Z0-9_]*$/.test(name)) continue;
    return { name, required, variadic };
  }
  return null;
}

/** `a | b | c` at the top level of a group, brackets kept whole. */
function splitAlternatives(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if ('[(<{'.includes(ch)) depth++;
    if (')]>}'.includes(ch)) depth = Math.max(0, depth - 1);
    if (ch === '|' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out.filter(Boolean);
}

/**
 * The subcommands a usage line offers as a choice where usageSubcommand finds no plain word: `{add|change|replace}`
 * (ip, tc), or an optional first word that the group runs when given none (`[ show [ dev IFNAME ] … ]`).
 */
export function usageSubcommandChoices(tail: readonly string[]): string[] {
  const token = tail.find((t) => !isFlagToken(t));
  if (!token) return [];
  const braces = /^\{([^{}]*)\}$/.exec(token);
  if (braces) {
    const words = braces[1].split('|').map((w) => w.trim());
    return words.length >= 2 && words.every((w) => WORD.test(w)) ? words : [];
  }
  if (token.startsWith('[') && token.endsWith(']')) {
    // `[ add | del | replace | show ]`: each alternative is a subcommand
    const alternatives = token
      .slice(1, -1)
      .split('|')
      .map((w) => w.trim());
    if (alternatives.length >= 2 && alternatives.every((w) => WORD.test(w))) return alternatives;
    const inner = usageTokens(token.slice(1, -1));
    if (inner.length >= 2 && WORD.test(inner[0]) && /^([[<-]|[A-Z][A-Z_-]+$)/.test(inner[1])) return [inner[0]];
  }
  return [];
}
