import { actionOfName, READ_LEADS, leadWord, WRITE_LEADS } from '../core/vocabulary';
import type { HelpCommand, HelpFlag } from './help-types';
import type { CliHelp } from './select';

/** The section a mode drawn from the options is listed under. */
export const OPTION_MODES_SECTION = 'Options';

/** Flags that are the CLI's own, never one of its modes. */
const OWN_FLAGS = /^--(help|version|usage)$/;

/** A usage line that takes a command word: its modes are commands, not options. */
const TAKES_A_COMMAND = /\b(sub)?commands?\b|\bACTION\b|\bOPERATION\b/i;

/**
 * Modes listed under "Options:" for a CLI with no commands heading (passwd's `--status`, `--lock`, `--delete`;
 * chage's `--list`, `--maxdays`): where most of its options open with what they do to the usage's operand (a read
 * such as "report", "show", or a change such as "delete", "lock", "set") and both kinds are there, each such option is
 * a flag-mode command. A filter's or a client's options mostly tune its one call (curl's, jq's), so they stay
 * options. Modes are never asked for help (lib/wrap/help-safety.ts): they are listed, not run.
 */
export function optionModes(help: Pick<CliHelp, 'top'>): HelpCommand[] {
  const { top } = help;
  if (top.commands.length || top.usage.some((line) => TAKES_A_COMMAND.test(line))) return [];
  const flags = top.flags.filter((f) => !f.long || !OWN_FLAGS.test(f.long));
  // a mode is named by a long flag (`--lock`); ldapsearch's `-LLL` tunes its output
  const modes = flags
    .filter((f) => f.long && /^--[a-z][\w-]*$/.test(f.long))
    .map((f) => ({ flag: f, does: doneBy(f) }))
    .filter((m) => m.does);
  const reads = modes.filter((m) => m.does === 'read').length;
  if (reads === 0 || reads === modes.length || modes.length < 3 || modes.length * 2 <= flags.length) return [];
  const operand = usageOperand(top.usage);
  return modes.map(({ flag }) => ({
    path: [flag.long!],
    aliases: flag.short ? [flag.short] : [],
    ...(flag.description ? { description: flag.description } : {}),
    // the usage's operand is each mode's own (`chage [options] LOGIN`: `chage --list LOGIN`)
    ...(operand ? { argsSpec: operand } : {}),
    section: OPTION_MODES_SECTION,
    mode: flag.value ? { value: flag.value, ...(flag.joined ? { joined: true } : {}) } : {},
  }));
}

/** What an option does by the word its help opens with: a read, a change, or nothing said (a modifier). */
function doneBy(flag: HelpFlag): 'read' | 'write' | undefined {
  const lead = leadWord(flag.description);
  if (!lead) return undefined;
  if (READ_LEADS.has(lead)) return 'read';
  // a change a person asks for ("delete", "lock", "set"), not a word that tunes the call ("make … more talkative")
  return WRITE_LEADS.has(lead) || actionOfName(lead).gated ? 'write' : undefined;
}

/** An options placeholder of a usage line: `[options]`, `[OPTION]...`. */
const OPTIONS_WORD = /^\[?(options?|OPTIONS?)\]?(\.\.\.)?$/;
/** A placeholder: `LOGIN`, `[LOGIN]`, `<user>`, `FILE...`. */
const PLACEHOLDER = /^\[?(<[^<>]+>|[A-Z][A-Z0-9_-]*)(\.\.\.)?\]?(\.\.\.)?$/;

/**
 * The operand a CLI's one usage line takes after its options (chage's `LOGIN`, passwd's `[LOGIN]`), as written, when
 * the rest of the line is placeholders only; none where the usage says something else or differs between lines.
 */
export function usageOperand(usage: readonly string[]): string | undefined {
  const tails = usage.map((line) =>
    line
      .replace(/^\s*(usage|or)\s*:\s*/i, '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((t) => !OPTIONS_WORD.test(t)),
  );
  if (tails.length !== 1 || !tails[0].length || !tails[0].every((t) => PLACEHOLDER.test(t))) return undefined;
  return tails[0].join(' ');
}
