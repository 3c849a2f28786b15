import { z } from 'zod';

/**
 * What HCP's runtime layers add to a report: the probe layer's runs and the eval layer's summary. They are HCP's
 * report sections (lib/formats/hcp/sections.ts), carried generically in `Report.sections` and, in the JSON report,
 * at the top level as `probes` and `eval` (hcpx's shape; docs/DECISIONS-studio.md).
 */

/** How much of a probe's stdout and stderr a record keeps (enough to see the help or the error, small in a report). */
export const PROBE_OUTPUT_HEAD = 2000;

export const ProbeRecordSchema = z.object({
  argv: z.array(z.string()),
  exit_code: z.number().int().nullable(),
  ms: z.number(),
  tokens: z.number(),
  json: z.boolean(),
  timed_out: z.boolean(),
  /** Which probe this was: help, unknown, subcommand-help, read. */
  purpose: z.string().optional(),
  verb: z.string().optional(),
  stdout_truncated: z.boolean().optional(),
  /** The first PROBE_OUTPUT_HEAD characters of what the CLI printed, secrets masked: what the dashboard's row opens. */
  stdout_head: z.string().optional(),
  stderr_head: z.string().optional(),
  /** Set for a probe the layer did not run, saying why (a write's subcommand, a read without its arguments): nothing ran. */
  skipped: z.string().optional(),
});

/** One run of the wrapped CLI, as the probe table and `--json` show it. */
export type ProbeRecord = z.infer<typeof ProbeRecordSchema>;

export const EvalCaseResultSchema = z.object({
  name: z.string(),
  verb: z.string(),
  passed: z.boolean(),
  ms: z.number(),
  tokens: z.number(),
  error: z.string().nullable(),
});

export type EvalCaseResult = z.infer<typeof EvalCaseResultSchema>;

export const EvalSummarySchema = z.object({
  cases: z.array(EvalCaseResultSchema),
  passed: z.number().int(),
  failed: z.number().int(),
  p50_ms: z.number(),
  p95_ms: z.number(),
});

export type EvalSummary = z.infer<typeof EvalSummarySchema>;

/** HCP's sections of a report, by their keys: what `Report.sections` holds for an HCP report. */
export interface HcpSections {
  /** The probe layer's runs; empty when it did not run. */
  probes: ProbeRecord[];
  /** The eval layer's summary; null when it did not run. */
  eval: EvalSummary | null;
}

/** The probe records of a report (none for a report without the section, another format's or an old one). */
export function probesOf(report: { sections?: Record<string, unknown> }): ProbeRecord[] {
  return (report.sections?.probes as ProbeRecord[] | undefined) ?? [];
}

/** The eval summary of a report; null when the eval layer did not run or the report has no such section. */
export function evalOf(report: { sections?: Record<string, unknown> }): EvalSummary | null {
  return (report.sections?.eval as EvalSummary | null | undefined) ?? null;
}
