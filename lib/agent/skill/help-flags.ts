/**
 * The flags a CLI's help text names: every `-x`, `--name` and Go-style `-name` that stands as a word of its own
 * (start of a line, after a space, a comma, a bracket or a pipe), with any `=VALUE` or `[=VALUE]` dropped. Read from
 * what the probes captured (masked, escapes stripped); a flag the text never names is not there as far as the Skill
 * can show.
 */
const FLAG_IN_HELP = /(?:^|[\s,[(|/])(-{1,2}[A-Za-z0-9][A-Za-z0-9_.-]*)/gm;

export function helpFlags(text: string): Set<string> {
  const flags = new Set<string>();
  for (const m of text.matchAll(FLAG_IN_HELP)) {
    const flag = m[1]!.replace(/[.-]+$/, '');
    flags.add(flag);
    // `--[no-]color` and `--no-color` both say `--color` exists.
    if (flag.startsWith('--no-')) flags.add(`--${flag.slice(5)}`);
  }
  for (const m of text.matchAll(/--\[no-\]([A-Za-z0-9][A-Za-z0-9_-]*)/g)) {
    flags.add(`--${m[1]}`);
    flags.add(`--no-${m[1]}`);
  }
  return flags;
}
