import { z } from 'zod';
import {
  APPROVALS,
  ARTIFACT_TYPE,
  COMPOSITION_SCHEMA_VERSION,
  CONNECTION_REQUIREMENT_FIELDS,
  HINT_KEYS,
  INSTALL_MANAGERS,
  MANIFEST_VERSION,
  MAX_HINT_ENTRIES,
  MAX_HINT_VALUE_LENGTH,
  MAX_PACKAGE_LENGTH,
  PACKAGE_PATTERN,
  PROGRESS_ADAPTERS,
  PROGRESS_CONTRACTS,
  READINESS_KINDS,
  REST_METHODS,
  RISKS,
  SYSTEMS,
  VERSION_OUTSIDE,
  VERSION_PATTERN,
  type HintKey,
} from './vocabulary';

/**
 * The shape of a Recued pack.json. Objects the document calls closed (the cli block,
 * install entries, hint entries and their values) are strict; the rest stay open,
 * because the document does not say they refuse unknown keys.
 * Semantic rules (ranges, cross-references, addresses) live in ./checks.
 */

const Millis = z.number().int().min(0);
const NonEmpty = z.string().min(1);
const Version = z.string().regex(VERSION_PATTERN);
/**
 * Array sizes the checks own go to the editor's JSON Schema only: zod's own .max() would
 * stop it reporting anything inside an oversized array.
 */
const exactlyOne = { minItems: 1, maxItems: 1 };

// ── cli block (closed) ──────────────────────────────────────────────
export const TestedVersionsSchema = z.strictObject({ from: Version, before: Version.optional() });
export const CliVersionSchema = z.strictObject({ tested: TestedVersionsSchema, outside: z.enum(VERSION_OUTSIDE) });

export const InstallCommandSchema = z.strictObject({
  manager: z.enum(INSTALL_MANAGERS),
  package: z.string().max(MAX_PACKAGE_LENGTH).regex(PACKAGE_PATTERN),
  systems: z.array(z.enum(SYSTEMS)).meta({ minItems: 1, maxItems: SYSTEMS.length, uniqueItems: true }).optional(),
});
export const InstallDocsSchema = z.strictObject({ docs: z.string().startsWith('https://') });
export const InstallEntrySchema = z.union([InstallCommandSchema, InstallDocsSchema]);

export const CliBlockSchema = z.strictObject({
  tool: NonEmpty,
  probe: z.array(z.string()).min(1).optional(),
  package_ref: z.string().optional(),
  entry_point: z.string().optional(),
  version: CliVersionSchema.optional(),
  install: z.array(InstallEntrySchema).optional(),
});

// ── ingredients ─────────────────────────────────────────────────────
export const HttpBlockSchema = z.looseObject({
  base: z.string(),
  connection: z.string().optional(),
  result_path: z.string().optional(),
});

const ingredientBase = { slug: NonEmpty, entities: z.record(z.string(), z.unknown()).optional() };
export const HttpIngredientSchema = z.looseObject({
  ...ingredientBase,
  kind: z.literal('http'),
  http: HttpBlockSchema,
});
export const CliIngredientSchema = z.looseObject({ ...ingredientBase, kind: z.literal('cli'), cli: CliBlockSchema });
export const StorageIngredientSchema = z.looseObject({
  ...ingredientBase,
  kind: z.literal('storage'),
  storage: z.record(z.string(), z.unknown()).optional(),
});
export const IngredientSchema = z.discriminatedUnion('kind', [
  HttpIngredientSchema,
  CliIngredientSchema,
  StorageIngredientSchema,
]);

// ── bindings ────────────────────────────────────────────────────────
const StringMap = z.record(z.string(), z.string());

export const RestBindingSchema = z.looseObject({
  kind: z.literal('rest'),
  method: z.enum(REST_METHODS),
  path_template: z.string(),
  static_query: StringMap.optional(),
  static_headers: StringMap.optional(),
  response_json: z.looseObject({ unsafe_integers: z.literal('string').optional() }).optional(),
});

export const ProgressSchema = z.looseObject({
  contract: z.enum(PROGRESS_CONTRACTS),
  adapter: z.enum(PROGRESS_ADAPTERS),
  stall_ms: Millis.optional(),
  first_output_ms: Millis.optional(),
});

export const ReadinessSchema = z.looseObject({
  kind: z.enum(READINESS_KINDS),
  // What the kind checks; named for the studio's preview, not constrained (the document gives them only by example).
  url: z.unknown().optional(),
  path: z.unknown().optional(),
  port: z.unknown().optional(),
});
export const SupervisionSchema = z.looseObject({
  restart_policy: z.string().optional(),
  readiness: ReadinessSchema,
  ready_timeout_ms: Millis.optional(),
});
const KindedObject = z.looseObject({ kind: NonEmpty });
export const DetachedSchema = z.looseObject({
  mode: z.string().optional(),
  completion: KindedObject.optional(),
  cancel: KindedObject.optional(),
  supervision: SupervisionSchema,
});

export const CliInvocationBindingSchema = z.looseObject({
  kind: z.literal('cli_invocation'),
  argv_template: z.array(z.string()).min(1),
  stdin_handling: z.string().optional(),
  shape: z.string().optional(),
  exit_code_handling: z.string().optional(),
  progress: ProgressSchema.optional(),
  detached: DetachedSchema.optional(),
});

export const BindingSchema = z.discriminatedUnion('kind', [RestBindingSchema, CliInvocationBindingSchema]);

// ── operations ──────────────────────────────────────────────────────
export const ArgSchema = z.looseObject({
  key: NonEmpty,
  type: NonEmpty,
  required: z.boolean().optional(),
  affects_target: z.boolean().optional(),
  /** Shown in the studio's preview when it is a string; the document does not constrain it. */
  description: z.unknown().optional(),
});

export const OperationSchema = z.looseObject({
  op: NonEmpty,
  ingredient: NonEmpty,
  risk: z.enum(RISKS),
  approval: z.enum(APPROVALS),
  idempotency: z.string().optional(),
  description: z.string().optional(),
  args: z.array(ArgSchema).optional(),
  bind: BindingSchema,
  result_path: z.string().optional(),
  cache_ttl_ms: Millis.optional(),
  /** Absent: the server's default deadline; positive: a fixed deadline; 0: no deadline (needs progress). */
  timeout_ms: Millis.optional(),
  output_capture: z.unknown().optional(),
  input_materialize: z.unknown().optional(),
});

export const CompositionSchema = z.looseObject({
  schema_version: z.literal(COMPOSITION_SCHEMA_VERSION),
  slug: NonEmpty,
  catalog_kind: NonEmpty,
  ingredients: z.array(IngredientSchema).meta(exactlyOne),
  operations: z.array(OperationSchema),
});

// ── connection hints (closed) ───────────────────────────────────────
const hintValueShape = Object.fromEntries(
  HINT_KEYS.map((key) => [key, z.string().max(MAX_HINT_VALUE_LENGTH).optional()]),
) as Record<HintKey, z.ZodOptional<z.ZodString>>;
export const HintValuesSchema = z.strictObject(hintValueShape);
export const ConnectionHintSchema = z.strictObject({
  connection: NonEmpty,
  values: HintValuesSchema,
  setup_url: z.string().max(MAX_HINT_VALUE_LENGTH).optional(),
});

const requirementShape = Object.fromEntries(CONNECTION_REQUIREMENT_FIELDS.map((key) => [key, z.unknown().optional()]));
export const ConnectionRequirementsSchema = z.looseObject(requirementShape);

// ── the envelope ────────────────────────────────────────────────────
export const ContentEntrySchema = z.looseObject({ type: z.literal('composition'), composition: CompositionSchema });

export const RecuedPackSchema = z.looseObject({
  manifest_version: z.literal(MANIFEST_VERSION),
  artifact_type: z.literal(ARTIFACT_TYPE),
  pack_kind: NonEmpty,
  slug: NonEmpty,
  publisher: NonEmpty,
  name: NonEmpty,
  description: z.string().optional(),
  version: z.number().int().min(1),
  recipes: z.array(z.unknown()).optional(),
  tags: z.array(z.string()).optional(),
  contents: z.array(ContentEntrySchema),
  connection_hints: z.array(ConnectionHintSchema).meta({ maxItems: MAX_HINT_ENTRIES }).optional(),
  /** First-party only. */
  connection_requirements: ConnectionRequirementsSchema.optional(),
  /** Recued works out verification itself; first-party only. */
  trust_summary: z.unknown().optional(),
});

export type RecuedPack = z.infer<typeof RecuedPackSchema>;
export type Composition = z.infer<typeof CompositionSchema>;
export type Ingredient = z.infer<typeof IngredientSchema>;
export type HttpIngredient = z.infer<typeof HttpIngredientSchema>;
export type CliIngredient = z.infer<typeof CliIngredientSchema>;
export type CliBlock = z.infer<typeof CliBlockSchema>;
export type InstallEntry = z.infer<typeof InstallEntrySchema>;
export type InstallCommandEntry = z.infer<typeof InstallCommandSchema>;
export type Operation = z.infer<typeof OperationSchema>;
export type Binding = z.infer<typeof BindingSchema>;
export type RestBinding = z.infer<typeof RestBindingSchema>;
export type CliInvocationBinding = z.infer<typeof CliInvocationBindingSchema>;
export type Progress = z.infer<typeof ProgressSchema>;
export type Detached = z.infer<typeof DetachedSchema>;
export type CliVersion = z.infer<typeof CliVersionSchema>;
export type Arg = z.infer<typeof ArgSchema>;
export type ConnectionHint = z.infer<typeof ConnectionHintSchema>;

/** For the editor (Monaco completion and markers). */
const buildPackJsonSchema = () => z.toJSONSchema(RecuedPackSchema, { target: 'draft-7' });
let packJsonSchema: ReturnType<typeof buildPackJsonSchema> | undefined;

/** pack.json's JSON Schema for the editor, generated on first use (a CLI check never asks for it). */
export function recuedPackJsonSchema(): ReturnType<typeof buildPackJsonSchema> {
  return (packJsonSchema ??= buildPackJsonSchema());
}
