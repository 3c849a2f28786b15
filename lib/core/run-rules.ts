import { sortFindings, type Finding, type PackFileName, type RawFinding } from './finding';
import type { Rule, RuleMeta } from './rule';

/** Findings past this many per rule are folded into one, so a huge file cannot flood a report. */
export const MAX_FINDINGS_PER_RULE = 100;

/** Every crash finding's message starts so; tests and readers tell a studio bug from a finding by it. */
export const CRASH_PREFIX = 'internal:';

export interface RunOptions<Ctx> {
  /** Turns a rule's raw finding into a located finding (line and column from the format's parsed files). */
  locate(meta: RuleMeta<any>, raw: RawFinding): Finding;
  /** The file a crash finding points at: the format's main file. */
  crashFile: PackFileName;
  /** Rules to leave out on this context (e.g. their files are missing). */
  skip?(rule: Rule<Ctx, any>): boolean;
  /** Options per rule id, already validated (Rule.parseOptions); the rule's defaults otherwise. */
  options?: Readonly<Record<string, unknown>>;
  cap?: number;
}

/**
 * The one runner for every check of every format. A rule that throws is a studio bug: it becomes one error finding
 * naming the rule (so the file is never passed unchecked) and the other rules still run. Each rule's findings are
 * capped, and the result is sorted the same way everywhere.
 */
export function runRules<Ctx>(rules: readonly Rule<Ctx, any>[], ctx: Ctx, run: RunOptions<Ctx>): Finding[] {
  const findings: Finding[] = [];
  for (const rule of rules) {
    if (run.skip?.(rule)) continue;
    const raws = capped(rule.meta.id, runOne(rule, ctx, run), run.cap ?? MAX_FINDINGS_PER_RULE);
    for (const raw of raws) findings.push(run.locate(rule.meta, raw));
  }
  return sortFindings(findings);
}

function runOne<Ctx>(rule: Rule<Ctx, any>, ctx: Ctx, run: RunOptions<Ctx>): RawFinding[] {
  try {
    const given = run.options?.[rule.meta.id];
    return given === undefined ? rule.check(ctx) : rule.check(ctx, given);
  } catch (error) {
    return [crashFinding(rule.meta.id, error, run.crashFile)];
  }
}

/** The finding a throwing check becomes: the same shape and severity in every format. */
export function crashFinding(where: string, error: unknown, file: PackFileName): RawFinding {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 200);
  return {
    file,
    pointer: '',
    severity: 'error',
    message: `${CRASH_PREFIX} rule ${where} stopped on this document (${reason}), so the file was not fully checked.`,
    fix: 'Report this document to the Pack Studio maintainers; the rest of the report is unaffected.',
  };
}

export function isCrashFinding(f: Pick<Finding, 'message'>): boolean {
  return f.message.startsWith(CRASH_PREFIX);
}

/** The first `cap` findings, and one more that says how many were left out. */
export function capped(id: string, raws: RawFinding[], cap: number): RawFinding[] {
  if (raws.length <= cap) return raws;
  const more = raws.length - cap;
  const first = raws[cap];
  return [
    ...raws.slice(0, cap),
    {
      ...first,
      message: `…and ${more} more ${id} finding${more === 1 ? '' : 's'} like the ones above (not listed). First of them: ${first.message}`,
    },
  ];
}
