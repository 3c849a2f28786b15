import { z } from 'zod';

/**
 * The JSON report, validated where it comes from outside (a file opened in /reports, `diff`, `--baseline`).
 * Unknown extra keys are allowed (a newer patch may add some); a changed or missing core field is not. The names a
 * format gives (its id, files, categories, layers) are read as names: a report of a format this studio does not
 * have is still a report, and is shown with the names it carries.
 */
export const FindingSchema = z.object({
  id: z.string().min(1),
  severity: z.enum(['error', 'warn', 'info']),
  category: z.string().min(1),
  file: z.string().min(1),
  pointer: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  message: z.string(),
  fix: z.string(),
  docs: z.string(),
});

const LayerSchema = z.object({
  layer: z.string().min(1),
  status: z.enum(['ran', 'not_run', 'not_requested']),
  reason: z.string().optional(),
});

const SuppressionSchema = z.object({ id: z.string(), file: z.string(), pointer: z.string(), reason: z.string() });

const CountsSchema = z.object({
  error: z.number().int().min(0),
  warn: z.number().int().min(0),
  info: z.number().int().min(0),
});

const PlaceShape = {
  file: z.string(),
  pointer: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
};
const AgentFindingSchema = z.object({
  ...PlaceShape,
  id: z.string(),
  part: z.enum(['skill', 'confusion', 'tokens', 'hosts', 'accepted']),
  severity: z.enum(['warn', 'info']),
  message: z.string(),
  fix: z.string(),
  subject: z.string(),
});
const ToolTokensSchema = z.object({
  command: z.string(),
  tool: z.string(),
  name: z.number(),
  description: z.number(),
  schema: z.number(),
  total: z.number(),
});

/**
 * lib/core/agent-readiness.ts's section, as a report carries it. A section this version cannot read (another
 * version's shape) is dropped, never the report: the layer is outside the score.
 */
export const AgentReadinessSchema = z.object({
  version: z.literal(1),
  findings: z.array(AgentFindingSchema),
  accepted: z.array(z.object({ finding: AgentFindingSchema, reason: z.string() })),
  skill: z
    .object({
      lines: z.array(
        z.object({
          line: z.number().int(),
          text: z.string(),
          source: z.enum(['fence', 'inline', 'table']),
          command: z.string().nullable(),
          drift: z.number().int(),
        }),
      ),
      drift: z.number().int(),
      probed: z.boolean(),
      flagsVerified: z.number().int(),
      flagsUnverified: z.number().int(),
    })
    .nullable(),
  confusion: z.object({
    commands: z.array(z.string()),
    tasks: z.array(
      z.object({
        text: z.string(),
        source: z.enum(['hot-path', 'eval', 'description']),
        intended: z.string(),
        rank: z.number().int().nullable(),
        margin: z.number(),
        runnerUp: z.string().nullable(),
        top: z.array(z.object({ command: z.string(), score: z.number() })),
        at: z.object(PlaceShape),
      }),
    ),
    pairs: z.array(z.object({ a: z.string(), b: z.string(), overlap: z.number(), words: z.array(z.string()) })),
    pairCount: z.number().int(),
    worstMargin: z.number().nullable(),
    misranked: z.number().int(),
    pairThreshold: z.number(),
  }),
  tokens: z.object({
    tools: z.array(ToolTokensSchema),
    toolsList: z.number(),
    instructions: z.number(),
    instructionsFile: z.string().nullable(),
    total: z.number(),
    budget: z.object({ limit: z.number(), over: z.boolean() }).optional(),
    baseline: z
      .object({
        path: z.string(),
        before: z.number(),
        delta: z.number(),
        toolsListDelta: z.number(),
        instructionsDelta: z.number(),
        commands: z.array(z.object({ command: z.string(), before: z.number(), after: z.number() })),
      })
      .optional(),
  }),
  hosts: z.object({
    hosts: z.array(
      z.object({
        id: z.enum(['openai-strict', 'gemini', 'anthropic', 'mcp']),
        name: z.string(),
        scope: z.string(),
        source: z.string(),
      }),
    ),
    commands: z.array(z.string()),
    cells: z.array(
      z.object({
        host: z.enum(['openai-strict', 'gemini', 'anthropic', 'mcp']),
        command: z.string(),
        refusals: z.array(
          z.object({
            rule: z.string(),
            feature: z.string(),
            at: z.string(),
            message: z.string(),
            fix: z.string(),
            source: z.string(),
          }),
        ),
      }),
    ),
    refusals: z.number().int(),
  }),
  figures: z.object({
    skillDrift: z.number().int().nullable(),
    worstMargin: z.number().nullable(),
    pairsFlagged: z.number().int(),
    tokens: z.number(),
    hostRefusals: z.number().int(),
  }),
});

const PolicyConfirmSchema = z.union([z.boolean(), z.literal('always')]);

/**
 * lib/core/policy-summary.ts's section. A section this version cannot read is dropped, never the report: the diff
 * then says the policy was not recorded.
 */
export const PolicySummarySchema = z.object({
  version: z.literal(1),
  commands: z.array(
    z.object({
      id: z.string(),
      risk: z.string(),
      confirm: PolicyConfirmSchema,
      argSources: z.record(z.string(), z.string()).optional(),
      runs: z.string().optional(),
    }),
  ),
  grants: z.array(z.string()),
  settings: z.array(
    z.object({ field: z.string(), label: z.string(), value: z.string(), breadth: z.number().optional() }),
  ),
  skillTeaches: z
    .array(z.object({ command: z.string(), risk: z.string(), confirm: PolicyConfirmSchema, line: z.number().int() }))
    .optional(),
});

/** lib/core/report.ts's Report, as `check --json`, `composition check --json` and the studio's download write it. */
/** A run's score of record as the history stores it (lib/core/score-story.ts ScoreRecord). */
export const ScoreRecordSchema = z.object({
  score: z.number().min(0).max(100).nullable(),
  grade: z.enum(['A', 'B', 'C', 'D', 'F']).nullable(),
  ready: z.boolean().nullable(),
  scoreAfterSuppressions: z.number().min(0).max(100).nullable(),
  gradeAfterSuppressions: z.enum(['A', 'B', 'C', 'D', 'F']).nullable(),
  counts: CountsSchema,
  suppressed: CountsSchema,
  usesSuppressions: z.boolean(),
  penalties: z.array(
    z.object({
      layer: z.string().min(1),
      errors: z.number().int().min(0),
      warnings: z.number().int().min(0),
      rules: z.array(z.tuple([z.string(), z.number().int().min(1)])),
    }),
  ),
  layers: z.array(LayerSchema.omit({ reason: true })),
});

export const ReportSchema = z.object({
  pack_id: z.string(),
  format: z.string().min(1),
  ok: z.boolean(),
  score: z.number().min(0).max(100).nullable(),
  grade: z.enum(['A', 'B', 'C', 'D', 'F']).nullable(),
  ready: z.boolean().nullable(),
  categories: z.record(z.string(), z.number()).nullable(),
  // Absent from reports made before suppressions (nothing was suppressed then: read.ts copies the spec score).
  scoreAfterSuppressions: z.number().min(0).max(100).nullable().optional(),
  gradeAfterSuppressions: z.enum(['A', 'B', 'C', 'D', 'F']).nullable().optional(),
  counts: CountsSchema,
  findings: z.array(FindingSchema),
  suppressed: z.array(z.object({ finding: FindingSchema, reason: z.string() })).default([]),
  unmatchedSuppressions: z.array(SuppressionSchema.extend({ entry: z.string() })).default([]),
  layers: z.array(LayerSchema),
  // A format's sections (its probe runs, its eval summary) are read by their format's schemas (read.ts), at the top
  // level as the JSON report writes them, or under `sections` as a report kept in memory was stored.
  // Absent from reports made before the studio said where a CLI ran and kept its notes apart.
  workdir: z
    .object({
      kind: z.enum(['project', 'scratch', 'workspace', 'ephemeral']),
      dir: z.string().nullable(),
      source: z.enum(['flag', 'env', 'setting']).optional(),
      variable: z.string().optional(),
      note: z.string().optional(),
    })
    .optional(),
  studioNotes: z
    .array(
      z.object({
        id: z.string(),
        file: FindingSchema.shape.file,
        pointer: z.string(),
        line: z.number().int().min(1),
        column: z.number().int().min(1),
        message: z.string(),
        fix: z.string(),
      }),
    )
    .optional(),
  agent: AgentReadinessSchema.optional().catch(undefined),
  policy: PolicySummarySchema.optional().catch(undefined),
});
