/** What wrap reads out of one help page: the parsers fill it, the drafter reads it. Pure data, no process. */

/** The help layouts wrap recognises; `generic` is any page with indented `name  description` sections. */
export type HelpLayout =
  | 'cobra'
  | 'argparse'
  | 'click'
  | 'commander'
  | 'yargs'
  | 'clap'
  | 'git'
  | 'npm'
  | 'gcloud'
  | 'symfony'
  | 'man'
  | 'grammar'
  | 'grid'
  | 'flag-mode'
  | 'generic';

export interface HelpCommand {
  /** The words after the bin: `["remote", "add"]`. */
  path: string[];
  aliases: string[];
  /** The listing's one-line description, as the help prints it. */
  description?: string;
  /** Arguments the listing shows beside the name (commander, yargs): `<url> [file]`. */
  argsSpec?: string;
  /** The heading the listing printed it under: `Common Commands`, `Main commands`, `GROUPS`. */
  section?: string;
  /** Listed as a group of commands (gcloud's GROUPS, aws's services): it runs nothing on its own. */
  group?: boolean;
  /** Only in the CLI's full listing (`git help -a`, `cargo --list`), not on its first help page. */
  fullListing?: boolean;
  /**
   * A flag-mode command: an option listed under a "Commands:" or "operation mode" heading (`gpg --list-keys`,
   * `tar --list`, `journalctl --vacuum-size=BYTES`), with the value the flag itself takes.
   */
  mode?: { value?: string; valueOptional?: boolean; joined?: boolean; short?: string };
  /**
   * Named by a grammar or usage line (`OBJECT := { address | link }`, `ip address {add|del}`), not by a listing a
   * walker could misread: such a name is the CLI's own word, never prose.
   */
  fromGrammar?: boolean;
  /** Drawn as a child of the entry above it by indentation (kingpin's `config` over `  routes`): its path is nested. */
  treeChild?: boolean;
  /**
   * Listed as a usage line of its own (`pactl [options] stat`): the CLI's word, but its help is never asked for, as
   * a CLI that lists its commands this way may run one on `NAME --help`.
   */
  fromUsage?: boolean;
  /**
   * A value of the usage line's first operand, listed under a heading that names it (getent's "Supported
   * databases:" for `getent [OPTION...] database [key ...]`): the CLI's word, run as `X VALUE`, never asked for help.
   */
  operandValue?: boolean;
  /**
   * The word that says what it does where that is not the last (a verb before its object, nft's `flush ruleset`):
   * its risk and rank are read from it.
   */
  verb?: string;
  /** Read from the CLI's man page: a word there is a command only if it answers with a help page of its own. */
  fromMan?: boolean;
  /** The CLI's own longer name for an abbreviated command (xmlstarlet's `val (or validate)`): the drafted name. */
  longName?: string;
}

/** Where a CLI takes the word that asks for a command's help: `X help NAME`, `X NAME help`, `X NAME -help`. */
export type HelpForm = 'prefix-help' | 'suffix-help' | 'single-dash' | 'dash-help';

export interface HelpFlag {
  short?: string;
  long?: string;
  /** The value's placeholder (`<depth>`, `string`, `PROMPT`); absent for a boolean flag. */
  value?: string;
  /** True when the value is optional (`--porcelain[=<version>]`). */
  valueOptional?: boolean;
  /** True when the help writes the value after `=` (`--format=FORMAT`): the draft spells it so. */
  joined?: boolean;
  description?: string;
}

export interface HelpPositional {
  name: string;
  required: boolean;
  variadic: boolean;
  description?: string;
  /** A value the usage line gives to a flag outside brackets (`kubectl diff -f FILENAME`): passed as `-f {{filename}}`. */
  flag?: string;
}

export interface HelpPage {
  layout: HelpLayout;
  /** The page's own one-line description (argparse's description, npm's first line, a man page's NAME). */
  description?: string;
  /** The usage lines, joined where the help wraps them. */
  usage: string[];
  commands: HelpCommand[];
  flags: HelpFlag[];
  /** Positionals described in an arguments section (argparse, clap, gcloud). */
  positionals: HelpPositional[];
  /** Example command lines of an Examples section, as printed (a leading `$ ` removed). */
  examples: string[];
  /** Other names of this command, each as its words (cobra's `Aliases:`: `docker container ls`, `docker ps`). */
  aliases: string[][];
  /** The help forms the page itself names (`type help <topic>`, `OBJECT { COMMAND | help }`, `try "tc -help"`). */
  helpForms?: HelpForm[];
  /** The option a page names for a command's help, before the command's name (cvs: `-H followed by a command name`). */
  helpFlag?: string;
}
