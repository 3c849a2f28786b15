import { z } from 'zod';

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
  /** packstudio.json at the pack root, of any format: `{ "suppressions": [ { id, file, pointer, reason } ] }`. */
  const file = z.strictObject({
    $schema: z.string().optional(),
    suppressions: z
      .array(entry)
      .describe('Findings taken out of the count, each with its reason. They still count in the spec score.'),
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
