import type { HelpCommand } from './help-types';
import { withoutLogStamps } from './log-stamp';
import { namesCommandsHeading } from './parse-help';
import type { CliHelp, Verdict } from './select';

/** Fewer refusals than this say nothing about the CLI: two commands may fail alike by chance. */
const MIN_ALIKE = 3;
/** The share of the checked names one refusal must cover (ufw: "Invalid syntax" and its top help for 17 of 25). */
const ALIKE_SHARE = 0.5;
/** What stands for the name asked about in a refusal. */
export const NAME = '<NAME>';

/**
 * A listed command the CLI gives no way to check live is still its own when the check can say nothing of any name:
 * no help form may be asked of it (trace-cmd's `--help` exits 255 and names no other form, so `trace-cmd record
 * --help` could run the command), or the listed names that were asked were refused alike, in words that do not name them
 * (ufw prints "Invalid syntax" and its top help for `ufw status --help`, as for any word). Then the entries of a listing under a commands
 * heading, each a name with a description beside it, stand as a grammar's names do. Prose does not pass: a CLI
 * that checks its words answers each differently ("unknown argument the"), and a sentence has no description column.
 * Returns the verdicts to record (by path joined with spaces); none where any listed name answered its check.
 */
export function uncheckableListing(
  help: Pick<CliHelp, 'top' | 'verified' | 'name'>,
  askable: (path: readonly string[]) => boolean,
): Record<string, Verdict> {
  // mpc's `mpc    Display status` is the program run alone, not a command of it
  const listed = help.top.commands.filter((c) => entryShaped(c) && c.path[0] !== help.name);
  const checked = listed.filter((c) => help.verified?.[c.path.join(' ')] && !help.verified[c.path.join(' ')].unasked);
  if (checked.length < MIN_ALIKE || checked.some((c) => help.verified![c.path.join(' ')].ok)) return {};
  const unaskable = checked.every((c) => !askable(c.path));
  const refusals = checked.map((c) => refusal(help.verified![c.path.join(' ')], c.path));
  // a refusal that names the word asked about ("unknown argument the") is about that word: the check said something
  if (!unaskable && refusals.some((r) => r.includes(NAME))) return {};
  const common = mostCommon(refusals);
  if (!unaskable && common.count < Math.max(MIN_ALIKE, Math.ceil(ALIKE_SHARE * refusals.length))) return {};
  const why = unaskable
    ? 'listed under a commands heading; the CLI names no help form that cannot run it'
    : `listed under a commands heading; the CLI refused the listed names alike (${common.value})`;
  return Object.fromEntries(listed.map((c) => [c.path.join(' '), { ok: true, listedOnly: true, why }]));
}

/** An entry of a commands listing: the CLI's words with a description beside them, not a man page's, not a mode. */
export function entryShaped(c: HelpCommand): boolean {
  return (
    !!c.description?.trim() &&
    !c.fromMan &&
    !c.mode &&
    !c.group &&
    // knotc's "Actions:", cryptsetup's "<action> is one of:": a heading in any of the words that name commands
    namesCommandsHeading(c.section ?? '') &&
    c.path.every((w) => /^[a-z][\w-]*$/.test(w))
  );
}

/** What a failed check said, without the argv it ran and the name it asked about: the same for every name or not. */
export function refusal(verdict: Verdict, path: readonly string[]): string {
  let said = (verdict.why ?? '').replace(/^`[^`]*`\s*/, '');
  for (const word of path) said = said.split(word).join(NAME);
  return withoutLogStamps(said.trim());
}

function mostCommon(values: readonly string[]): { value: string; count: number } {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const [value, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { value, count };
}
