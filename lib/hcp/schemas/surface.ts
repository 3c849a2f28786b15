import { z } from 'zod';

/** surface.json — §3 of the manifest spec. Top level is loose (unknown fields are ignored), Binding and metadata are strict. */
export const ADAPTER_KINDS = ['wrap', 'composite', 'openapi', 'sense_only'] as const;
export const BINDING_MODES = ['user', 'mothership', 'local', 'public', 'mock'] as const;
export const BINDING_HUBS = ['keyring', 'local-credential', 'public', 'none'] as const;
export const TRANSPORTS = ['cli', 'json_exec', 'mcp'] as const;
export const WORKSPACE_MODES = ['none', 'project', 'workspace', 'ephemeral'] as const;
/** Where a JSON flag goes in argv: at the end (the default), or right after the bin, before the subcommand. */
export const JSON_FLAG_POSITIONS = ['after_arguments', 'before_subcommand'] as const;
export const PREVIEW_KINDS = ['message', 'payment', 'event', 'removal', 'publish', 'record', 'fields'] as const;

const Text128 = z.string().min(1).max(128);

export const BindingSchema = z.strictObject({
  mode: z.enum(BINDING_MODES).optional().describe('Credential mode. One per pack.'),
  hub: z.enum(BINDING_HUBS).optional().describe('Which kind of hub mints credentials.'),
  family: Text128.optional().describe('Packs sharing a family share one consent and union their scopes.'),
  connect_provider_id: Text128.optional().describe('Provider hint for the connect flow.'),
});

export const WrapSchema = z.looseObject({
  bin: Text128.describe(
    'A bare name is a CLI on PATH; a path with a slash is relative to the pack and must stay inside it.',
  ),
  argv_template: z
    .array(z.string())
    .max(64)
    .optional()
    .describe('Fallback argv when a command has no cli[]. Default ["{{verb}}"].'),
  agent_env: z.record(z.string(), z.string()).optional().describe('Environment defaults the bin already understands.'),
  json_flag: z
    .array(z.string())
    .optional()
    .describe(
      'Arguments that make the CLI print JSON. Default ["--json"]. Appended after the arguments unless json_flag_position says "before_subcommand". [] when the CLI prints JSON by itself.',
    ),
  json_flag_position: z
    .enum(JSON_FLAG_POSITIONS)
    .optional()
    .describe(
      'Where the JSON flag goes in argv. "after_arguments" (default): at the end, `tool list --json`. "before_subcommand": right after the bin, `tool -j list`, for a CLI that reads it only as a global flag.',
    ),
  workspace: z.strictObject({ mode: z.enum(WORKSPACE_MODES).describe('Where the CLI runs.') }).optional(),
});

export const OpenApiSchema = z
  .strictObject({ url: z.url().optional(), path: z.string().min(1).optional() })
  .refine((o) => o.url !== undefined || o.path !== undefined, { message: 'openapi needs one of url or path' });

export const PassThroughSchema = z.strictObject({
  allowedSubcommands: z.array(z.string()).min(1),
  maxArgv: z.int().positive(),
});

const TemplateForms = z.union([z.string(), z.array(z.string())]);

export const TitleSchema = z.looseObject({
  live: TemplateForms.optional().describe('Shown while the command runs; templates tried in order.'),
  done: TemplateForms.optional().describe('Shown after it ran; may use {{result.…}}.'),
});

export const PreviewSchema = z.looseObject({
  kind: z.union([z.enum(PREVIEW_KINDS), z.string()]).describe('How the approval card is laid out.'),
  title: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const ArgPropertySchema = z.looseObject({
  type: z.union([z.string(), z.array(z.string())]).optional(),
  description: z.string().optional().describe('Where the value comes from, not just its name.'),
  examples: z.array(z.unknown()).optional(),
  enum: z.array(z.unknown()).optional(),
  'x-position': z.int().nonnegative().optional(),
});

export const ArgsSchema = z.looseObject({
  type: z.literal('object').optional(),
  properties: z.record(z.string(), ArgPropertySchema).optional(),
  required: z.array(z.string()).optional(),
  additionalProperties: z.unknown().optional().describe('true lets a call pass arguments properties does not name.'),
});

export const CommandSchema = z.looseObject({
  description: z.string().optional().describe('One sentence naming the input and the result.'),
  cli: z
    .array(z.string())
    .optional()
    .describe('CLI form; first token is the bin. {{name}} and --flag={{name}} placeholders.'),
  args: ArgsSchema.optional(),
  json_flag: z.array(z.string()).optional(),
  policy: z.enum(['read', 'write']).optional().describe('Legacy hint; policy.json is authoritative.'),
  title: TitleSchema.optional(),
  preview: PreviewSchema.optional(),
});

export const PackMetaSchema = z.strictObject({
  hcp: z.literal(1),
  pack_id: z.string(),
  adapter_kind: z.enum(ADAPTER_KINDS),
  binding: BindingSchema.optional(),
  wrap: WrapSchema.optional(),
  openapi: OpenApiSchema.optional(),
  pass_through: PassThroughSchema.optional(),
  plane: z.enum(['runtime', 'control']).optional(),
  transports: z.array(z.enum(TRANSPORTS)).max(4).optional(),
  skill_url: z.string().optional(),
});

export const SurfaceSchema = z.looseObject({
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[^A-Z]+$/, 'pack id must be lower-case')
    .describe('Pack id. Lower-case, stable. Equals policy.json surface_id.'),
  name: z.string().optional(),
  cliBin: z.string().optional().describe('The CLI binary the Skill teaches; the first token of every cli[].'),
  kind: z.enum(ADAPTER_KINDS).optional(),
  adapter_kind: z.enum(ADAPTER_KINDS).optional(),
  plane: z.enum(['runtime', 'control']).optional(),
  transports: z.array(z.enum(TRANSPORTS)).max(4).optional(),
  binding: BindingSchema.optional(),
  wrap: WrapSchema.optional(),
  openapi: OpenApiSchema.optional(),
  pass_through: PassThroughSchema.optional(),
  verbs: z.record(z.string(), CommandSchema),
  stimulusTriggers: z.array(z.strictObject({ ref: z.string().min(1) })).optional(),
  skill_url: z.string().optional(),
  harness: z.string().optional(),
  hcp: PackMetaSchema.optional(),
});

export type Surface = z.infer<typeof SurfaceSchema>;
export type Command = z.infer<typeof CommandSchema>;
export type Preview = z.infer<typeof PreviewSchema>;
export type Title = z.infer<typeof TitleSchema>;
export type Args = z.infer<typeof ArgsSchema>;
export type ArgProperty = z.infer<typeof ArgPropertySchema>;
export type Wrap = z.infer<typeof WrapSchema>;
export type Binding = z.infer<typeof BindingSchema>;
export type PassThrough = z.infer<typeof PassThroughSchema>;
