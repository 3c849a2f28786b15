'use server';
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Grade } from '@/lib/core/score';
import { summarize } from '@/lib/core/score';
import { scaffoldPack } from '@/lib/hcp/scaffold';
import { staticReport } from '@/lib/hcp/report';
import { createPackFolder } from '@/lib/node/files';
import { loadPackFromDir } from '@/lib/node/load-dir';
import { listPackIds, workspaceDir, type PackFormat } from '@/lib/node/workspace';
import { checkComposition } from '@/lib/recued/check';
import { MAX_STUDIO_FILE_BYTES, PackInput, formatBytes, inputError } from '@/lib/studio/inputs';
import { fail, type ActionResult } from '@/lib/studio/results';
import { guarded } from './guard';

export interface WorkspacePack {
  id: string;
  format: PackFormat;
  name: string | null;
  description: string | null;
  commands: number | null;
  score: number | null;
  grade: Grade | null;
  counts: { error: number; warn: number; info: number } | null;
  /** Why no score could be given (unreadable pack.json, …). */
  problem: string | null;
}

export type WorkspaceResult = ActionResult<{ root: string; packs: WorkspacePack[] }>;

/** Every pack in the workspace with its static grade, score and counts. */
export async function listWorkspace(): Promise<WorkspaceResult> {
  return guarded('list the workspace', async () => {
    const root = workspaceDir();
    const ids = await listPackIds(root);
    const packs = await Promise.all(ids.map(({ id, format }) => (format === 'hcp' ? hcpSummary(root, id) : recuedSummary(root, id))));
    return { ok: true, root, packs };
  });
}

async function hcpSummary(root: string, id: string): Promise<WorkspacePack> {
  const pack = await loadPackFromDir(join(root, id));
  const report = staticReport(pack);
  const { counts } = summarize(report.findings);
  const description = pack.skill?.lead?.text.trim() || null;
  return {
    id,
    format: 'hcp',
    name: pack.model.name ?? null,
    description: description ? description.split('\n')[0] : null,
    commands: pack.model.commands.length,
    score: report.score,
    grade: report.grade,
    counts,
    problem: null,
  };
}

async function recuedSummary(root: string, id: string): Promise<WorkspacePack> {
  const base: WorkspacePack = { id, format: 'recued', name: null, description: null, commands: null, score: null, grade: null, counts: null, problem: null };
  const path = join(root, id, 'pack.json');
  try {
    const info = await lstat(path);
    if (!info.isFile()) return { ...base, problem: 'pack.json is not a regular file' };
    if (info.size > MAX_STUDIO_FILE_BYTES) return { ...base, problem: `pack.json is ${formatBytes(info.size)}, over the 1 MB limit` };
    const text = await readFile(path, 'utf8');
    const { findings } = checkComposition(text, { packId: id });
    const { counts } = summarize(findings);
    let name: string | null = null;
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && typeof (value as Record<string, unknown>).name === 'string') name = (value as { name: string }).name;
    } catch {
      /* the finding says so */
    }
    return { ...base, name, counts };
  } catch (error) {
    return { ...base, problem: `pack.json could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
}

/** A new pack from the scaffold template: a valid structure whose template commands M018 flags until replaced. */
export async function createPack(input: unknown): Promise<ActionResult<{ packId: string }>> {
  return guarded('create pack', async () => {
    const parsed = PackInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    const { packId } = parsed.data;
    await createPackFolder(packId, scaffoldPack(packId));
    return { ok: true, packId };
  });
}
