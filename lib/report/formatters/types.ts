import type { Severity } from '@/lib/core/finding';
import type { Report } from '@/lib/core/report';

/** What a formatter may know of a rule: enough for SARIF's rules[], a JUnit test name or a docs link. */
export interface RuleDoc {
  id: string;
  title: string;
  severity: Severity;
  /** The rule's page, a path under the studio (`/rules/M001`). */
  docs: string;
}

/** Everything a formatter gets beside the reports, so a new output format needs nothing but its own file. */
export interface FormatterContext {
  /** Where the rule pages live; a finding's `docs` is a path under it. */
  docsBase: string;
  /** The rule catalogue: a finding's rule, for formats that describe rules. */
  rule: (id: string) => RuleDoc | undefined;
  /** The command that runs this check again, for formats that tell someone to (the agent loop). */
  rerun?: string;
}

/** One output format: the CLI's `--format NAME` and the studio's copy buttons pick one by name from FORMATTERS. */
export interface Formatter {
  /** One line for the usage text. */
  description: string;
  /** The whole output: one report per pack checked (one today; a multi-pack run passes several). */
  format: (reports: readonly Report[], context: FormatterContext) => string;
}

export const DEFAULT_DOCS_BASE = 'http://127.0.0.1:3000';

/** "1 error", "2 warnings": counts read as English in every human format. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
