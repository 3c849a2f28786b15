'use server';
import type { Grade } from '@/lib/core/score';
import { asGeneric, formatById, type FormatId } from '@/lib/formats';
import { createPackFolder, readPackFiles } from '@/lib/node/files';
import { listPackIds, workspaceDir } from '@/lib/node/workspace';
import { CreatePackInput, formatBytes, inputError } from '@/lib/studio/inputs';
import { fail, type ActionResult } from '@/lib/studio/results';
import { guarded } from './guard';

export interface WorkspacePack {
  id: string;
  format: FormatId;
  /** The pack's studio page. */
  href: string;
  name: string | null;
  description: string | null;
  commands: number | null;
  /** Null where the format does not score (Recued). */
  score: number | null;
  grade: Grade | null;
  counts: { error: number; warn: number; info: number } | null;
  /** Why no check could run (a file over the size limit, a link, …). */
  problem: string | null;
}

export type WorkspaceResult = ActionResult<{ root: string; packs: WorkspacePack[] }>;

/** Every pack in the workspace with its static check: score and grade where the format scores, counts always. */
export async function listWorkspace(): Promise<WorkspaceResult> {
  return guarded('list the workspace', async () => {
    const root = workspaceDir();
    const ids = await listPackIds(root);
    const packs = await Promise.all(ids.map(({ id, format }) => summaryOf(root, id, format)));
    return { ok: true, root, packs };
  });
}

/** One row: the pack's files read as the editor reads them (lib/node/files.ts), loaded and checked by its format. */
async function summaryOf(root: string, id: string, formatId: FormatId): Promise<WorkspacePack> {
  const format = asGeneric(formatById(formatId)!);
  const base: WorkspacePack = { id, format: formatId, href: format.route(id), name: null, description: null, commands: null, score: null, grade: null, counts: null, problem: null };
  try {
    const files = await readPackFiles(id, root, format);
    const unreadable = files.find((f) => f.exists && !('text' in f));
    if (unreadable) return { ...base, problem: `${unreadable.file} is ${formatBytes(unreadable.exists ? unreadable.bytes : 0)}, over the 1 MB limit` };
    const texts = Object.fromEntries(files.flatMap((f) => ('text' in f ? [[f.file, f.text]] : [])));
    const pack = format.load(texts, id);
    const report = format.check(pack);
    return { ...base, ...format.describe(pack), score: report.score, grade: report.grade, counts: report.counts };
  } catch (error) {
    return { ...base, problem: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
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
