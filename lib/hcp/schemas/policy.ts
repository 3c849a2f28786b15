import { z } from 'zod';

/** policy.json — DECISIONS.md: one row per command, one per stimulus trigger. */
export const VerbPolicySchema = z.strictObject({
  risk: z.enum(['read', 'write']).describe('What the command really does.'),
  confirm: z
    .union([z.literal(true), z.literal('always')])
    .optional()
    .describe('true asks unless access mode is run; "always" asks in every mode.'),
  idempotent: z
    .boolean()
    .optional()
    .describe('A write that changes nothing more when run again with the same arguments (MCP idempotentHint).'),
});

export const StimulusPolicySchema = z.strictObject({
  risk: z.enum(['read', 'write']).describe('A trigger announces a change and is always "read".'),
});

export const PolicySchema = z.strictObject({
  surface_id: z.string().describe('Equals the manifest id.'),
  verbs: z.record(z.string(), VerbPolicySchema),
  stimuli: z.record(z.string(), StimulusPolicySchema).optional(),
});

export type Policy = z.infer<typeof PolicySchema>;
export type VerbPolicy = z.infer<typeof VerbPolicySchema>;
