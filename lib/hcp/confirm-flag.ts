import { argvSource, subcommandWords } from './argv';
import { CLI_CONFIRM_FLAGS, cliConfirmFlag } from './command-names';
import type { LoadedPack } from './load';
import type { CommandView } from './model';

/**
 * The confirmation flags a help text can vouch for, the long forms first: `-f` is left out (as often `--file` as
 * `--force`), and `-y` comes last.
 */
const VOUCHED = [...CLI_CONFIRM_FLAGS.filter((f) => f.startsWith('--') || f === '-auto-approve'), '-y'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a help text lists the flag as a flag of its own (`-y, --yes`, `[--yes]`, `--yes=`), not inside a word. */
export function helpNamesFlag(help: string, flag: string): boolean {
  return new RegExp(`(^|[\\s,\\[(|])${escape(flag)}(?![\\w-])`, 'm').test(help);
}

export interface KnownConfirmFlag {
  flag: string;
  /** What vouches for it: the CLI's own help (which command's), or another command of the pack that passes it. */
  source: { kind: 'help' | 'spec' | 'pack'; command: string };
}

/** The command line of a command's first `n` subcommand words: `npm init`, `npm` for n = 0. */
const commandLine = (bin: string | undefined, words: readonly string[], n: number) =>
  [bin ?? '', ...words.slice(0, n)].join(' ').trim();

/**
 * The confirmation flag a command's CLI is known to take, or null: P004 suggests a flag only when something vouches
 * for it. With the probes' help texts, the help of the command's subcommand or of any command above it (the bin's
 * own `--help` last); else, where the check loaded them (server and CLI), the options the CLI's Fig spec names at the
 * same places; else a confirmation flag another command of the same family passes to the same bin. Never a guess:
 * a suggested flag the CLI does not take makes every call fail.
 */
export function knownConfirmFlag(pack: LoadedPack, command: CommandView): KnownConfirmFlag | null {
  const { model, help, specFlags } = pack;
  const bin = command.cli?.[0];
  const words = subcommandWords(argvSource(model, command));
  if (help) {
    for (let n = words.length; n >= 0; n--) {
      const text = help.get(words.slice(0, n).join(' '));
      const flag = text === undefined ? undefined : VOUCHED.find((f) => helpNamesFlag(text, f));
      if (flag) return { flag, source: { kind: 'help', command: commandLine(bin, words, n) } };
    }
  }
  if (specFlags) {
    for (let n = words.length; n >= 0; n--) {
      const options = specFlags.get(commandLine(bin, words, n));
      const flag = options && VOUCHED.find((f) => options.includes(f));
      if (flag) return { flag, source: { kind: 'spec', command: commandLine(bin, words, n) } };
    }
  }
  // Another command vouches only within its family (`setup all -y` for `setup reset`): a flag of one subcommand is
  // often unknown to the next (`ledger setup all -y`, but `ledger transfer --confirm`).
  const family = subcommandWords(argvSource(model, command))[0];
  for (const other of model.commands) {
    if (other.key === command.key || !other.cli || other.cli[0] !== bin || family === undefined) continue;
    if (subcommandWords(argvSource(model, other))[0] !== family) continue;
    const flag = cliConfirmFlag(other.cli);
    if (flag) return { flag: flag.split('=')[0], source: { kind: 'pack', command: other.key } };
  }
  return null;
}
