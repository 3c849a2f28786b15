import { z } from 'zod';
import { EvalFileSchema } from './eval';
import { PolicySchema } from './policy';
import { SurfaceSchema } from './surface';

type HcpJsonSchemas = Record<'surface.json' | 'policy.json' | 'hcp.eval.json', Record<string, unknown>>;
let built: HcpJsonSchemas | undefined;

/**
 * The JSON Schemas the editor uses, generated from the same zod schemas the engine validates with. Generated on first
 * use, not as the module loads: a CLI check never asks for them, and every start paid for them.
 */
export function hcpJsonSchemas(): HcpJsonSchemas {
  return (built ??= {
    'surface.json': z.toJSONSchema(SurfaceSchema, { target: 'draft-7', unrepresentable: 'any' }),
    'policy.json': z.toJSONSchema(PolicySchema, { target: 'draft-7', unrepresentable: 'any' }),
    'hcp.eval.json': z.toJSONSchema(EvalFileSchema, { target: 'draft-7', unrepresentable: 'any' }),
  });
}
