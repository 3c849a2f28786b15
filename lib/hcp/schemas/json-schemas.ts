import { z } from 'zod';
import { EvalFileSchema } from './eval';
import { PolicySchema } from './policy';
import { SurfaceSchema } from './surface';

/** The JSON Schemas the editor uses, generated from the same zod schemas the engine validates with. */
export const hcpJsonSchemas = {
  'surface.json': z.toJSONSchema(SurfaceSchema, { target: 'draft-7', unrepresentable: 'any' }),
  'policy.json': z.toJSONSchema(PolicySchema, { target: 'draft-7', unrepresentable: 'any' }),
  'hcp.eval.json': z.toJSONSchema(EvalFileSchema, { target: 'draft-7', unrepresentable: 'any' }),
} as const;
