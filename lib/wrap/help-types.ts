/** What wrap reads out of one help page: the parsers fill it, the drafter reads it. Pure data, no process. */

/** The help layouts wrap recognises; `generic` is any page with indented `name  description` sections. */
export type HelpLayout =
  'cobra' | 'argparse' | 'click' | 'commander' | 'yargs' | 'clap' | 'git' | 'npm' | 'man' | 'generic';

export interface HelpCommand {
  /** The words after the bin: `["remote", "add"]`. */
  path: string[];
  aliases: string[];
  /** The listing's one-line description, as the help prints it. */
  description?: string;
  /** Arguments the listing shows beside the name (commander, yargs): `<url> [file]`. */
  argsSpec?: string;
}

export interface HelpFlag {
  short?: string;
  long?: string;
  /** The value's placeholder (`<depth>`, `string`, `PROMPT`); absent for a boolean flag. */
  value?: string;
  /** True when the value is optional (`--porcelain[=<version>]`). */
  valueOptional?: boolean;
  description?: string;
}

export interface HelpPositional {
  name: string;
  required: boolean;
  variadic: boolean;
  description?: string;
}

export interface HelpPage {
  layout: HelpLayout;
  /** The page's own one-line description (argparse's description, npm's first line, a man page's NAME). */
  description?: string;
  /** The usage lines, joined where the help wraps them. */
  usage: string[];
  commands: HelpCommand[];
  flags: HelpFlag[];
  /** Positionals described in an arguments section (argparse, clap). */
  positionals: HelpPositional[];
}
