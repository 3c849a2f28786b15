import { z } from 'zod';
import { HCP_FILES } from '../formats/hcp/files';
import { RECUED_FILE } from '../formats/recued/files';

/** The files a suppression can name: every format's pack files (packstudio.json's own findings cannot be suppressed). */
export const SUPPRESSIBLE_FILES = [...HCP_FILES, RECUED_FILE] as const;

/** One entry: the finding (id + file + pointer, as `check --baseline` matches; never the line) and why it stays. */
export const SuppressionSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .describe("The finding's id: a rule id (M001), a lint kind (L-missing_verb) or a Recued check id (C-…)."),
  file: z.enum(SUPPRESSIBLE_FILES).describe('The file the finding is on, relative to the pack folder.'),
  pointer: z
    .string()
    .describe('The finding\'s JSON pointer ("/verbs/refund"), or its HARNESS.md heading; "" for the whole file.'),
  // Mandatory and not blank: a suppression without a reason cannot be reviewed.
  reason: z
    .string()
    .regex(/\S/, 'a reason is required')
    .describe('Why the finding stays: a reviewer reads this. Required.'),
});

/** packstudio.json at the pack root, HCP or Recued: `{ "suppressions": [ { id, file, pointer, reason } ] }`. */
export const SuppressionsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  suppressions: z
    .array(SuppressionSchema)
    .describe('Findings taken out of the count, each with its reason. They still count in the spec score.'),
});

export type SuppressionsFileValue = z.infer<typeof SuppressionsFileSchema>;

/** The editor's JSON Schema for packstudio.json, from the same zod schema the check validates with. */
export const suppressionsJsonSchema = z.toJSONSchema(SuppressionsFileSchema, {
  target: 'draft-7',
  unrepresentable: 'any',
});
