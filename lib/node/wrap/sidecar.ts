import { basename, dirname } from 'node:path';
import { z } from 'zod';
import { readFileUnder, writeFileUnder } from '../safe-path';
import { wrapNotesPath } from '../project/studio-dir';

export { wrapNotesPath };
import type { WrapResult } from '.';

/**
 * What wrap knew when it drafted a pack, kept for the studio: the commands it drafted (with why they ranked so),
 * the ones it left out (with why, and for those it could have drafted the entry a swap adds) and its notes. It
 * lives in the workspace, `<workspace>/.packstudio/wrap/<pack>.json` (git-ignored with the rest of .packstudio): it
 * describes this machine's version of the CLI, not the pack, and the pack's four files stay the spec's.
 */

const EntrySchema = z.object({
  key: z.string(),
  surface: z.record(z.string(), z.unknown()),
  policy: z.object({
    risk: z.enum(['read', 'write']),
    confirm: z.union([z.literal(true), z.literal('always')]).optional(),
  }),
  use: z.string(),
});

export const WrapNotesSchema = z.object({
  version: z.literal(1),
  cli: z.string(),
  layout: z.string(),
  wrapped: z.string(),
  ms: z.number(),
  helpRuns: z.number(),
  spec: z.string().nullable(),
  /** The draft's shape (lib/wrap/select.ts DraftShape); absent in notes written before it existed. */
  shape: z.enum(['subcommands', 'flag-mode', 'invocations', 'none']).optional(),
  /** The framework that answered its own completion (cobra's `__complete`), when one did. */
  introspection: z.object({ framework: z.literal('cobra'), runs: z.number(), confirmed: z.number() }).optional(),
  commands: z.array(
    z.object({
      key: z.string(),
      path: z.array(z.string()),
      risk: z.enum(['read', 'write']),
      confirm: z.union([z.literal(true), z.literal('always')]).optional(),
      source: z.enum(['spec', 'help']),
      verified: z.boolean(),
      rank: z.string(),
      argsFrom: z.string(),
      jsonFlag: z.array(z.string()).nullable(),
    }),
  ),
  leftOut: z.array(
    z.object({ name: z.string(), reason: z.string(), key: z.string().optional(), entry: EntrySchema.optional() }),
  ),
  notes: z.array(z.string()),
});
export type WrapNotes = z.infer<typeof WrapNotesSchema>;

export function wrapNotesOf(
  cli: string,
  result: Pick<WrapResult, 'draft' | 'layout' | 'ms' | 'helpRuns' | 'stats'>,
): WrapNotes {
  const { draft } = result;
  return {
    version: 1,
    cli,
    layout: result.layout,
    wrapped: new Date().toISOString(),
    ms: result.ms,
    helpRuns: result.helpRuns,
    spec: result.stats.spec,
    shape: draft.shape,
    ...(result.stats.introspection ? { introspection: result.stats.introspection } : {}),
    commands: draft.commands.map(({ cli: _, described: __, ...c }) => c),
    leftOut: draft.leftOut,
    notes: draft.notes,
  };
}

/** Writes the notes of a pack wrapped into `packDir`, beside its siblings' in the workspace (the folder above). */
export async function writeWrapNotes(packDir: string, notes: WrapNotes): Promise<string> {
  const root = dirname(packDir);
  // `.packstudio` and `.packstudio/wrap` are made as real folders; a link at either is refused, never written through.
  return writeFileUnder(root, wrapNotesPath(root, basename(packDir)), JSON.stringify(notes, null, 2) + '\n');
}

export type WrapNotesRead = { ok: true; notes: WrapNotes | null } | { ok: false; error: string };

/** The pack's wrap notes; null when it was not wrapped (or before this file existed), an error when damaged. */
export async function readWrapNotes(workspaceRoot: string, packId: string): Promise<WrapNotesRead> {
  const path = wrapNotesPath(workspaceRoot, packId);
  const text = await readFileUnder(workspaceRoot, path);
  if (text === null) return { ok: true, notes: null };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `${path} is not JSON: ${(error as Error).message}` };
  }
  const parsed = WrapNotesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${path} at /${issue.path.join('/')}: ${issue.message}` };
  }
  return { ok: true, notes: parsed.data };
}
