/**
 * What a pack lets an agent do and what a person must approve, as its format reads it from the files: the one
 * record `Report.policy` carries and lib/diff/policy-diff.ts compares. Plain JSON, every list sorted, so two
 * summaries of the same files are equal byte for byte (docs/DECISIONS-studio.md, "The policy diff").
 */

/** Bumped when a member changes meaning: a reader of another version treats the section as not recorded. */
export const POLICY_SUMMARY_VERSION = 1;

/** A confirm gate: none, asked unless the access mode runs unattended, or asked in every mode. */
export type PolicyConfirm = false | true | 'always';

export interface PolicyCommand {
  /** The command's (or operation's) id as the pack names it. */
  id: string;
  /** What the runtime treats a call as: `read`, `write` (what a command without a declared risk counts as), or the format's word. */
  risk: string;
  confirm: PolicyConfirm;
  /** Where each argument's value lands, by argument name: the CLI token it fills, the request part, "not used". */
  argSources?: Record<string, string>;
  /**
   * What a call runs, its arguments left as placeholders: the program and argv (`./bin/git.mjs push {{remote}}`) or
   * the request (`DELETE /v1/tasks/{{id}}`). Absent in a summary of an older version (then no change is shown).
   */
  runs?: string;
}

/** A command's risk and gate as the pack's Skill teaches them (the hot-path table's Risk column), with its line. */
export interface SkillTeaching {
  command: string;
  risk: string;
  confirm: PolicyConfirm;
  line: number;
}

export interface PolicySetting {
  /** Where it is written (`binding.mode`). */
  field: string;
  /** What a reviewer calls it ("Binding mode"). */
  label: string;
  value: string;
  /** How much the value lets a call reach, in the format's own order (higher is wider); absent for a value it does not rank. */
  breadth?: number;
}

export interface PolicySummary {
  version: typeof POLICY_SUMMARY_VERSION;
  /** Sorted by id. */
  commands: PolicyCommand[];
  /** What the pack asks the runtime for (the exec grants its commands need, raw subcommands it passes through); sorted. */
  grants: string[];
  /**
   * The pack-wide settings that widen or narrow what a call may reach (the credential mode, where the CLI runs), as
   * the format names them, sorted by field; a setting the pack leaves unset is absent.
   */
  settings: PolicySetting[];
  /** What the Skill teaches of each command's risk and gate; absent for a format without a Skill. Sorted by command. */
  skillTeaches?: SkillTeaching[];
}

/** A summary with every list in its one order: formats build theirs through this. */
export function policySummary(input: Omit<PolicySummary, 'version'>): PolicySummary {
  const byId =
    <T>(key: (t: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  return {
    version: POLICY_SUMMARY_VERSION,
    commands: [...input.commands]
      .map((c) => (c.argSources ? { ...c, argSources: sortedRecord(c.argSources) } : c))
      .sort(byId((c) => c.id)),
    grants: [...new Set(input.grants)].sort(),
    settings: [...input.settings].sort(byId((s) => s.field)),
    ...(input.skillTeaches
      ? {
          skillTeaches: [...input.skillTeaches].sort(
            (a, b) => byId<SkillTeaching>((t) => t.command)(a, b) || a.line - b.line,
          ),
        }
      : {}),
  };
}

function sortedRecord(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A confirm value as written (`true`, "always", anything else) read as a gate. */
export function confirmOf(value: unknown): PolicyConfirm {
  return value === 'always' ? 'always' : value === true;
}
