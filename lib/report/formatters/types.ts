import type { Severity } from '@/lib/core/finding';
import type { Report } from '@/lib/core/report';
import type { SectionsOf } from './section-view';

/** What a formatter may know of a rule: enough for SARIF's rules[], a JUnit test name or a docs link. */
export interface RuleDoc {
  id: string;
  title: string;
  severity: Severity;
  /** The rule's page, a path under the studio (`/rules/M001`). */
  docs: string;
  /** The category it reports under. */
  group?: string;
  /** The pack format whose rules it is: a pack's JUnit suite has a case for each of its format's rules. */
  format?: string;
  /** The layer of a report that runs it: its JUnit case is skipped when that layer did not run. */
  layer?: string;
  /** Why it matters, for a format's long description (SARIF fullDescription). */
  why?: string;
  /** Its general fix, where a format describes rules rather than findings. */
  fix?: string;
}

/** Everything a formatter gets beside the reports, so a new output format needs nothing but its own file. */
export interface FormatterContext {
  /** Where the rule pages live; a finding's `docs` is a path under it. */
  docsBase: string;
  /** The rule catalogue: a finding's rule, for formats that describe rules. */
  rule: (id: string) => RuleDoc | undefined;
  /** Each format's report sections (lib/formats reportSectionsOf): how every formatter finds and draws them. */
  sectionsOf: SectionsOf;
  /** The command that runs this check again, for formats that tell someone to (the agent loop). */
  rerun?: string;
  /** The whole catalogue, for formats that list every rule (SARIF's tool.driver.rules, JUnit's test cases). */
  rules?: () => readonly RuleDoc[];
  /**
   * Each report's pack folder relative to the repository (the CLI's working directory), `/`-separated, in the order
   * of the reports: formats that point CI at a line (SARIF, GitHub) prefix a finding's file with it. Absent: the
   * findings' files stand as they are (relative to the pack).
   */
  packDirs?: readonly string[];
  /**
   * Set for a many-pack run (`check DIR…` with several, or `--workspace`): formats with a set shape (JSON's
   * `{ reports, errors }`, text's summary table) print it even for one pack, and `errors` lists each DIR that
   * could not be checked. Absent: one pack named on the command line.
   */
  packSet?: { errors: readonly PackSetError[]; shard?: ShardRecord };
}

/**
 * One shard of a set (`check --shard I/N`), as its JSON carries it: everything `packstudio merge` needs to put the
 * shards back into the one set a single run would have printed. DIRs are as the check named them.
 */
export interface ShardRecord {
  index: number;
  total: number;
  /** Every DIR of the whole set, in the single run's order. */
  set: readonly string[];
  /** How many DIRs of the set fell in each shard (shard 1 first). */
  sizes: readonly number[];
  /** The pack folder of each of this shard's reports, in the order of the reports. */
  dirs: readonly string[];
  /** The command that checks the whole set again (the agent format's loop). */
  rerun: string;
}

/** A DIR of a many-pack run that could not be checked: missing, unreadable, or holding no pack (exit 66). */
export interface PackSetError {
  code: 'no_input';
  path: string;
  message: string;
}

/** The DIRs of a many-pack run that could not be checked (none for one pack): every human format lists them. */
export function notChecked(context: FormatterContext): readonly PackSetError[] {
  return context.packSet?.errors ?? [];
}

/** One output format: the CLI's `--format NAME` and the studio's copy buttons pick one by name from FORMATTERS. */
export interface Formatter {
  /** One line for the usage text. */
  description: string;
  /** The whole output: one report per pack checked (a many-pack run passes several, in the order of its DIRs). */
  format: (reports: readonly Report[], context: FormatterContext) => string;
}

export const DEFAULT_DOCS_BASE = 'http://127.0.0.1:3000';

/** "1 error", "2 warnings": counts read as English in every human format. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A finding's file as the repository sees it: under its pack's folder when the caller said where that is. */
export function repoPath(context: FormatterContext, index: number, file: string): string {
  const dir = (context.packDirs?.[index] ?? '')
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
  return dir && dir !== '.' ? `${dir}/${file}` : file;
}

/** A rule page's path: `/rules/M001`; never another origin (`//host`, `@host`), a scheme or a character to escape. */
const DOCS_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;

/**
 * The absolute address of a rule page: the docs base (a studio, or the default) joined to the finding's path. A path
 * that is not a plain one (a hostile report's `docs`) links to the rule index instead, so every format's link stays
 * on the studio and needs no escaping in Markdown, HTML or SARIF.
 */
export function docsHref(context: FormatterContext, docs: string): string {
  return `${context.docsBase || DEFAULT_DOCS_BASE}${DOCS_PATH.test(docs) ? docs : '/rules'}`;
}
