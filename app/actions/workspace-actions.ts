'use server';
import { formatById } from '@/lib/formats';
import { createPackFolder } from '@/lib/node/files';
import { workspaceRecords } from '@/lib/node/history/score-of-record';
import { workspaceHistory } from '@/lib/node/history/workspace-history';
import { readWorkspacePublisher } from '@/lib/node/project/publisher-setting';
import { indexWorkspace, withRecords, type WorkspacePack } from '@/lib/node/workspace-index';
import { workspaceDir } from '@/lib/node/workspace';
import { CreatePackInput, inputError } from '@/lib/studio/server/inputs';
import { fail, type ActionResult } from '@/lib/studio/server/results';
import { guarded } from './guard';

export type { WorkspacePack };

export type WorkspaceResult = ActionResult<{ root: string; packs: WorkspacePack[] }>;

/**
 * Every pack in the workspace with its score (of record where current, else static: score and grade where the
 * format scores, counts always) and its last change; each static check cached by the hash of the pack's files
 * (lib/node/workspace-index.ts). A history that cannot be read leaves every row on its static check.
 */
export async function listWorkspace(): Promise<WorkspaceResult> {
  return guarded('list the workspace', async () => {
    const root = workspaceDir();
    // Checked for the workspace's publisher, as the pack page and the import dialog check: one verdict everywhere.
    const rows = await indexWorkspace(root, (await readWorkspacePublisher(root)).handle);
    const now = new Map(rows.map((r) => [r.id, r.versions]));
    const records = await workspaceHistory(root).read(new Map(), (runs) => workspaceRecords(runs, now));
    return { ok: true, root, packs: withRecords(rows, records.ok ? records.value : new Map()) };
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
