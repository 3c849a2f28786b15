import { z } from 'zod';

/** An agent-readiness finding accepted on purpose (id + subject, as the report prints them; never the line). */
export const acceptedDriftEntry = z.strictObject({
  id: z
    .string()
    .regex(/^agent\//, 'an agent-readiness finding id starts with "agent/"')
    .describe("The agent-readiness finding's id: agent/skill-unknown-flag, agent/confusable-pair, …"),
  subject: z
    .string()
    .min(1)
    .describe(
      "The finding's subject as the report prints it (the command line as written, the pair, the host and tool).",
    ),
  reason: z
    .string()
    .regex(/\S/, 'a reason is required')
    .describe('Why the drift stays: a reviewer reads this. Required.'),
});

/**
 * packstudio.json's schema for a pack whose format has `files` (packstudio.json's own findings cannot be
 * suppressed, so it is never among them): one entry names the finding (id + file + pointer, as `check --baseline`
 * matches; never the line) and why it stays.
 */
function schemasFor(files: readonly string[]) {
  const entry = z.strictObject({
    id: z
      .string()
      .min(1)
      .describe("The finding's id: a rule id (M001), a lint kind (L-missing_verb), a check id (C-…)."),
    file: z
      .enum(files as [string, ...string[]])
      .describe("The file the finding is on, relative to the pack folder: one of its format's files."),
    pointer: z
      .string()
      .describe('The finding\'s JSON pointer ("/verbs/refund"), or its Markdown heading; "" for the whole file.'),
    // Mandatory and not blank: a suppression without a reason cannot be reviewed.
    reason: z
      .string()
      .regex(/\S/, 'a reason is required')
      .describe('Why the finding stays: a reviewer reads this. Required.'),
  });
  /**
   * packstudio.json at the pack root, of any format: `{ "suppressions": [ { id, file, pointer, reason } ],
   * "acceptedDrift": [ { id, subject, reason } ] }`.
   */
  const file = z.strictObject({
    $schema: z.string().optional(),
    suppressions: z
      .array(entry)
      .optional()
      .describe('Findings taken out of the count, each with its reason. They still count in the spec score.'),
    acceptedDrift: z
      .array(acceptedDriftEntry)
      .optional()
      .describe(
        'Agent-readiness findings accepted on purpose (the baseline of drift between the Skill and the CLI, and the rest of that layer), each with its reason. That layer is never part of the score.',
      ),
  });
  return { entry, file };
}

export type SuppressionsSchemas = ReturnType<typeof schemasFor>;
export type SuppressionsFileValue = z.infer<SuppressionsSchemas['file']>;

const cache = new Map<string, SuppressionsSchemas>();

/** The schemas of packstudio.json for these files, made once per list. */
export function suppressionsSchemas(files: readonly string[]): SuppressionsSchemas {
  const key = files.join('\0');
  let schemas = cache.get(key);
  if (!schemas) cache.set(key, (schemas = schemasFor(files)));
  return schemas;
}

/** The editor's JSON Schema for packstudio.json, from the same zod schema the check validates with. */
export function suppressionsJsonSchema(files: readonly string[]): object {
  return z.toJSONSchema(suppressionsSchemas(files).file, { target: 'draft-7', unrepresentable: 'any' });
}
