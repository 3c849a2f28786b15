import { readingOf } from '../core/vocabulary';
import { entryShaped, NAME, refusal } from './uncheckable';
import type { CliHelp, Verdict } from './select';

/** How a CLI says a word is none of its commands, or that it was asked wrongly: then the check did say something. */
const NOT_A_COMMAND =
  /\b(unknown|invalid|unrecogni[sz]ed|unsupported|illegal|no such|not (an? )?(valid |known )?(sub)?command|not found|did you mean|usage|try)\b/i;
/** A failed check's `why` that quotes what the CLI printed (`` `X NAME --help` exited 1: … ``). */
const SAID = /^`[^`]*` exited [1-9]\d*: /;

/**
 * A listed command whose check ran it: the CLI took the help flag for the command's operand and failed on that (wg's
 * `showconf --help`: "Unable to access interface: Protocol not supported"; ipset's `list --help`: "Kernel error
 * received: Operation not permitted"). It stands as listed where a name of the same listing answered its check, so
 * the check works on this CLI, its refusal neither names the word nor says it is no command, and no other listed
 * name was refused in the same words (a CLI's one answer to any word is no sign). Only a name the vocabulary reads (its word or its description's): a read run on a wrong operand changes nothing, and a
 * write kept on a guess would be drafted (cbt's `createappprofile` failed on its credentials, gsutil's `update` asked
 * "Really run this command?": those checks ran writes the CLI had been trusted with, and they stay out).
 * Returns the verdicts to record, by path joined with spaces.
 */
export function ranOnItsOperand(help: Pick<CliHelp, 'top' | 'verified' | 'name'>): Record<string, Verdict> {
  const listed = help.top.commands.filter((c) => entryShaped(c) && c.path[0] !== help.name);
  const verdictOf = (path: readonly string[]) => help.verified?.[path.join(' ')];
  const answered = listed.filter((c) => verdictOf(c.path)?.ok && !verdictOf(c.path)?.listedOnly);
  const failed = listed.filter((c) => verdictOf(c.path) && !verdictOf(c.path)!.ok && !verdictOf(c.path)!.unasked);
  if (!answered.length) return {};
  const refusals = failed.map((c) => refusal(verdictOf(c.path)!, c.path));
  const kept: Record<string, Verdict> = {};
  failed.forEach((c, i) => {
    const why = verdictOf(c.path)!.why ?? '';
    const said = refusals[i];
    if (!SAID.test(why) || said.includes(NAME) || NOT_A_COMMAND.test(said)) return;
    if (!readingOf(c.path[c.path.length - 1], c.description)) return;
    if (refusals.some((other, j) => j !== i && other === said)) return;
    kept[c.path.join(' ')] = {
      ok: true,
      listedOnly: true,
      why: `listed with its siblings, which answered; its check ran it on the help flag (${said.replace(/^exited \d+: /, '')})`,
    };
  });
  return kept;
}
