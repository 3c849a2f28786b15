'use server';
import { formatById } from '@/lib/formats';
import { createPackFolder } from '@/lib/node/files';
import { indexWorkspace, type WorkspacePack } from '@/lib/node/workspace-index';
import { workspaceDir } from '@/lib/node/workspace';
import { CreatePackInput, inputError } from '@/lib/studio/server/inputs';
import { fail, type ActionResult } from '@/lib/studio/server/results';
import { guarded } from './guard';

export type { WorkspacePack };

export type WorkspaceResult = ActionResult<{ root: string; packs: WorkspacePack[] }>;

/**
 * Every pack in the workspace with its static check (score and grade where the format scores, counts always) and
 * its last change; each result cached by the hash of the pack's files (lib/node/workspace-index.ts).
 */
export async function listWorkspace(): Promise<WorkspaceResult> {
  return guarded('list the workspace', async () => {
    const root = workspaceDir();
    return { ok: true, root, packs: await indexWorkspace(root) };
  });
}

/** A new pack from its format's scaffold (HCP: a valid structure whose template commands M018 flags until replaced). */
export async function createPack(input: unknown): Promise<ActionResult<{ packId: string }>> {
  return guarded('create pack', async () => {
    const parsed = CreatePackInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    const { packId, format } = parsed.data;
    await createPackFolder(packId, formatById(format)!.scaffold(packId));
    return { ok: true, packId };
  });
}
