import { nameWords, readingOf, SELF_READS, soundsDangerous } from '../core/vocabulary';
import type { HelpLayout } from './help-types';
import { SYMFONY_SIGN } from './parse-help';

/**
 * Frameworks that read `--help` after any command and print that command's help, never running it, each by the
 * words only it prints (a layout guessed from a page's shape is no such sign: ipset's `Usage: ipset [options]
 * COMMAND` and `Commands:` look like commander's).
 */
const FRAMEWORK_SIGNS: Partial<Record<HelpLayout, RegExp>> = {
  cobra: /^Use "\S+( \S+)* (\[command\]|<command>) --help"|^Available Commands:/m,
  commander: /display help for command/,
  click: /Show this message and exit\./,
  argparse: /show this help message and exit/,
  clap: /^\s*-h, --help\s+Print help( information)?\b/m,
  yargs: /\[boolean\]/,
  git: /These are common .* commands/i,
  npm: /^All commands:/m,
  gcloud: /^GCLOUD WIDE FLAGS$/m,
  symfony: SYMFONY_SIGN,
};

/**
 * Whether `X NAME --help` may be run before the CLI has shown that it reads a help flag after a command. A CLI
 * with a parser of its own may read `--help` only at the top and run the command for any word after it: ipset ran
 * `ipset flush --help` and `ipset x --help` (destroy) as the commands, stopped only by the capture's missing root,
 * and `ipset add --help` read `--help` as a set's name. So, until one of its commands has answered a help flag with
 * a help page, only the names the vocabulary reads as reads (`list`, `status`, `show`; never one whose help says
 * it deletes) and the CLI's own (`help`, `version`) are asked that way; a write, or a word that says nothing (`x`,
 * a man page's prose), waits, and is asked only in a form that names it after a help word (`X help NAME`). A
 * framework's layout is that evidence at once.
 */
export function askableBeforeEvidence(entry: { name: string; description?: string }): boolean {
  if (nameWords(entry.name).some((w) => SELF_READS.has(w))) return true;
  return readingOf(entry.name, entry.description) !== null && !soundsDangerous(entry.description);
}

/** The CLI's top page is in a framework's layout and says so in that framework's own words. */
export function frameworkReadsHelpAfterCommands(layout: HelpLayout, text: string): boolean {
  return !!FRAMEWORK_SIGNS[layout]?.test(text);
}
