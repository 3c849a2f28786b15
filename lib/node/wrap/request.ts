import { realpath } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { inputError, PackIdSchema } from '../../studio/server/inputs';
import { studioQueue, type JobQueue } from '../job-queue';
import { validatePackId, workspaceDir, WorkspaceError } from '../workspace';
import { wrapCli, writeWrappedPack, WrapWriteError, type WrapOutcome } from '.';
import { readWrapNotes, wrapNotesOf, writeWrapNotes, type WrapNotes } from './sidecar';
import type { Draft } from '../../wrap/draft';

export const WrapPackInput = z.strictObject({
  /** A bare name on PATH (allow-listed) or an absolute path; a relative path is read from the workspace folder. */
  bin: z.string({ error: 'bin must be a string' }).trim().min(1, 'name a CLI: a bare name on PATH or a path').max(1024),
  packId: PackIdSchema.optional(),
});

export type WrapPackResult =
  | {
      ok: true;
      packId: string;
      commands: number;
      /** The draft's shape: `none` and `invocations` for a CLI with no commands of its own (a note says so). */
      shape: Draft['shape'];
      /** The commands left out, each with why (the entries a swap adds are in the wrap notes). */
      leftOut: { name: string; reason: string }[];
      notes: string[];
      ms: number;
    }
  | { ok: false; error: string };

/**
 * The studio's "New pack from a CLI": the wrap runs as a job in the studio's one queue (so it waits its turn and
 * holds process slots like checks do), and the pack is written in one step into the workspace, never over a pack.
 */
export async function wrapPackRequest(
  input: unknown,
  root: string = workspaceDir(),
  queue: JobQueue = studioQueue,
): Promise<WrapPackResult> {
  const parsed = WrapPackInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const { bin, packId } = parsed.data;
  const realRoot = await realpath(root).catch(() => {
    throw new WorkspaceError(`the workspace folder ${root} does not exist (set PACKS_DIR to another folder)`);
  });
  const submitted = queue.trySubmit<null, WrapOutcome>({
    kind: 'wrap',
    key: null,
    data: null,
    run: (signal) => wrapCli(bin, { id: packId, cwd: realRoot, signal }),
  });
  if (!submitted.ok) return submitted;
  const { ticket } = submitted;
  await queue.settled(ticket.job);
  const outcome = ticket.job.result;
  if (!outcome) return { ok: false, error: `wrap ${ticket.job.status}: ${ticket.job.error ?? 'no result'}` };
  if (!outcome.ok) return { ok: false, error: `${outcome.error}; no pack written` };
  const id = outcome.draft.packId;
  validatePackId(id);
  const dir = join(realRoot, id);
  if (isAbsolute(id) || !dir.startsWith(realRoot))
    throw new WorkspaceError(`pack "${id}" would land outside the workspace`);
  try {
    await writeWrappedPack(dir, outcome);
  } catch (error) {
    if (error instanceof WrapWriteError)
      return { ok: false, error: `a pack named "${id}" already exists; choose another pack id` };
    throw error;
  }
  const { draft } = outcome;
  const notes = [...draft.notes];
  // What wrap knew, for the pack's page (left-out commands to swap in, notes): losing it loses no pack file.
  await writeWrapNotes(dir, wrapNotesOf(bin, outcome)).catch((error: Error) =>
    notes.push(`wrap notes not kept: ${error.message}`),
  );
  return {
    ok: true,
    packId: id,
    commands: draft.commands.length,
    shape: draft.shape,
    leftOut: draft.leftOut.map(({ name, reason }) => ({ name, reason })),
    notes,
    ms: outcome.ms,
  };
}

export const WrapNotesInput = z.strictObject({ packId: PackIdSchema });

/** The wrap notes of a pack, for its page: null when the pack was not wrapped here. */
export async function wrapNotesRequest(
  input: unknown,
  root: string = workspaceDir(),
): Promise<{ ok: true; notes: WrapNotes | null } | { ok: false; error: string }> {
  const parsed = WrapNotesInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const realRoot = await realpath(root).catch(() => root);
  const read = await readWrapNotes(realRoot, parsed.data.packId);
  return read.ok ? { ok: true, notes: read.notes } : { ok: false, error: read.error };
}
