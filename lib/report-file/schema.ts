import { z } from 'zod';
import { CATEGORIES, HCP_CATEGORIES } from '../core/categories';
import { HCP_FILES } from '../core/finding';
import { SUPPRESSIONS_FILE } from '../formats/suppressions-file';

/**
 * The JSON report, validated where it comes from outside (a file opened in /reports, `diff`, `--baseline`).
 * Unknown extra keys are allowed (a newer patch may add some); a changed or missing core field is not.
 */
export const FindingSchema = z.object({
  id: z.string().min(1),
  severity: z.enum(['error', 'warn', 'info']),
  category: z.enum(CATEGORIES),
  file: z.enum([...HCP_FILES, 'pack.json', SUPPRESSIONS_FILE]),
  pointer: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  message: z.string(),
  fix: z.string(),
  docs: z.string(),
});

const ProbeRecordSchema = z.object({
  argv: z.array(z.string()),
  exit_code: z.number().int().nullable(),
  ms: z.number(),
  tokens: z.number(),
  json: z.boolean(),
  timed_out: z.boolean(),
  purpose: z.string().optional(),
  verb: z.string().optional(),
  stdout_truncated: z.boolean().optional(),
  stdout_head: z.string().optional(),
  stderr_head: z.string().optional(),
  skipped: z.string().optional(),
});

const EvalSummarySchema = z.object({
  cases: z.array(
    z.object({
      name: z.string(),
      verb: z.string(),
      passed: z.boolean(),
      ms: z.number(),
      tokens: z.number(),
      error: z.string().nullable(),
    }),
  ),
  passed: z.number().int(),
  failed: z.number().int(),
  p50_ms: z.number(),
  p95_ms: z.number(),
});

const LayerSchema = z.object({
  layer: z.enum(['structure', 'static', 'probe', 'eval']),
  status: z.enum(['ran', 'not_run', 'not_requested']),
  reason: z.string().optional(),
});

const SuppressionSchema = z.object({ id: z.string(), file: z.string(), pointer: z.string(), reason: z.string() });

const CountsSchema = z.object({
  error: z.number().int().min(0),
  warn: z.number().int().min(0),
  info: z.number().int().min(0),
});

/** lib/core/report.ts's Report, as `check --json`, `composition check --json` and the studio's download write it. */
export const ReportSchema = z.object({
  pack_id: z.string(),
  format: z.enum(['hcp', 'recued']),
  ok: z.boolean(),
  score: z.number().min(0).max(100).nullable(),
  grade: z.enum(['A', 'B', 'C', 'D', 'F']).nullable(),
  ready: z.boolean().nullable(),
  categories: z.record(z.enum(HCP_CATEGORIES), z.number()).nullable(),
  // Absent from reports made before suppressions (nothing was suppressed then: read.ts copies the spec score).
  scoreAfterSuppressions: z.number().min(0).max(100).nullable().optional(),
  gradeAfterSuppressions: z.enum(['A', 'B', 'C', 'D', 'F']).nullable().optional(),
  counts: CountsSchema,
  findings: z.array(FindingSchema),
  suppressed: z.array(z.object({ finding: FindingSchema, reason: z.string() })).default([]),
  unmatchedSuppressions: z.array(SuppressionSchema.extend({ entry: z.string() })).default([]),
  layers: z.array(LayerSchema),
  probes: z.array(ProbeRecordSchema),
  eval: EvalSummarySchema.nullable(),
});
