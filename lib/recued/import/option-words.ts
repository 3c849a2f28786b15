/**
 * How the caller names the import's options in what it says back: the CLI's flags (`--include`), or the dialog's
 * fields ("Only"). Every reason and error that points at an option says it in the caller's words, so the dialog
 * never tells a person to use a flag it does not have.
 */
export interface OptionWords {
  /** Fills the blank of "not matched by …": the patterns given. */
  include: (patterns: readonly string[]) => string;
  /** "the --ops 12 limit" / "the limit of 12 operations". */
  opsLimit: (max: number) => string;
  /** The operations limit as a thing that is wrong: "--ops" / "Operations". */
  ops: string;
  /** The base URL option, where an error names it: "--base" / "Base URL". */
  base: string;
  /** What to do when the document names no https server. */
  giveBase: string;
  /** The slug option: "--slug" / "the pack's slug". */
  slug: string;
}

export const CLI_WORDS: OptionWords = {
  include: (patterns) => `--include ${patterns.join(' ')}`,
  opsLimit: (max) => `the --ops ${max} limit`,
  ops: '--ops',
  base: '--base',
  giveBase: 'give --base https://… to say where the API is',
  slug: '--slug',
};

/** The studio's import dialog: its fields are "Base URL", "Operations" and "Only". */
export const DIALOG_WORDS: OptionWords = {
  include: (patterns) => `"Only" (${patterns.join(', ')})`,
  opsLimit: (max) => `the ${max} operations asked for (raise "Operations" to take more)`,
  ops: 'Operations',
  base: 'Base URL',
  giveBase: 'fill in "Base URL" with https://… to say where the API is',
  slug: 'the slug',
};
