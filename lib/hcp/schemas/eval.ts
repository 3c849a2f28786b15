import { z } from 'zod';

/** hcp.eval.json — the eval cases of "Check and evaluate". */
export const ExpectSchema = z.strictObject({
  ok: z.boolean().optional().describe('The runtime result ok matches. Default true.'),
  error: z.string().optional().describe('The error message contains this text.'),
  contains: z.array(z.string()).optional(),
  not_contains: z.array(z.string()).optional(),
  json: z.boolean().optional().describe("A successful call's output parsed as JSON."),
  max_ms: z.number().positive().optional(),
  max_tokens: z.number().positive().optional(),
});

export const EvalCaseSchema = z.strictObject({
  name: z.string().min(1),
  verb: z.string().min(1),
  args: z.record(z.string(), z.unknown()).optional(),
  expect: ExpectSchema.optional(),
});

export const EvalFileSchema = z.strictObject({ cases: z.array(EvalCaseSchema) });

export type EvalFile = z.infer<typeof EvalFileSchema>;
export type EvalCase = z.infer<typeof EvalCaseSchema>;
export type Expect = z.infer<typeof ExpectSchema>;
