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
    (t) => /^[[<]?(sub)?command[\]>]?$/i.test(t) || /^(SUB)?COMMAND$/.test(t) || /^<(sub)?command>$/i.test(t),
  );
}

/**
 * The positionals of a usage tail: `<name>` and `NAME` are required, `[<name>]`, `[name]` and `[NAME]` optional,
 * `...` marks a variadic one; flag groups, alternatives and generic placeholders (`[options]`, `<command>`) are skipped.
 */
export function usagePositionals(tail: readonly string[]): HelpPositional[] {
  const out: HelpPositional[] = [];
  for (let i = 0; i < tail.length; i++) {
    const token = tail[i];
    if (token.startsWith('-') || /^\[\s*-/.test(token) || /^\(/.test(token) || token.includes('|')) continue;
    const variadic =
      token.endsWith('...') || tail[i + 1] === '...' || /\.\.\.\]?$/.test(token) || /\s\.\.\.\]$/.test(token);
    let name: string | null = null;
    let required = true;
    let m: RegExpExecArray | null;
    if ((m = /^\[\s*<([^<>]+)>(?:\s*\.\.\.)?\s*\]\.*$/.exec(token))) [name, required] = [m[1], false];
    else if ((m = /^\[\s*([A-Za-z][\w-]*)(?:\s*\.\.\.)?\s*\]\.*$/.exec(token))) [name, required] = [m[1], false];
    else if ((m = /^\[\s*\.\.\.([A-Za-z][\w-]*)\s*\]$/.exec(token))) [name, required] = [m[1], false];
    else if ((m = /^<([^<>]+)>\.*$/.exec(token))) name = m[1];
    else if ((m = /^([A-Z][A-Z0-9_]*)\.*$/.exec(token))) name = m[1];
    // argparse repeats a variadic positional: `ENV_DIR [ENV_DIR ...]`
    if (!name || GENERIC.test(name) || (/^[A-Z]/.test(name) && GENERIC.test(name.toLowerCase()))) continue;
    if (out.some((p) => p.name === name)) {
      out.find((p) => p.name === name)!.variadic = true;
      continue;
    }
    out.push({ name, required, variadic });
  }
  return out;
}
