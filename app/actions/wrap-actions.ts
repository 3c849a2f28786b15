'use server';
import { wrapNotesRequest, wrapPackRequest, type WrapPackResult } from '@/lib/node/wrap/request';
import type { WrapNotes } from '@/lib/node/wrap/sidecar';
import type { ActionResult } from '@/lib/studio/server/results';
import { guarded } from './guard';

/** "New pack from a CLI": wrap a CLI's help into a draft pack in the workspace (token-checked like every action). */
export async function wrapPack(input: unknown): Promise<WrapPackResult> {
  return guarded('wrap a CLI', () => wrapPackRequest(input));
}

/** What wrap knew of a pack it drafted: commands with their rank, the left-out ones (with a swap's entry) and notes. */
export async function wrapNotes(input: unknown): Promise<ActionResult<{ notes: WrapNotes | null }>> {
  return guarded('read the wrap notes', () => wrapNotesRequest(input));
}
