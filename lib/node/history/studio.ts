import { basename, dirname } from 'node:path';
import type { Report } from '../../core/report';
import { withArticle, type AnyFormat } from '../../formats';
import { readPackTexts } from '../load-dir';
import { formatOfDir, resolvePackDir, workspaceDir } from '../workspace';
import { hashFiles, runOf } from './record';
import { workspaceHistory } from './workspace-history';

/** What a studio check says about its history row: stored, or why not (the check's result stands either way). */
export type HistoryNote = { ok: true; runId: number } | { ok: false; error: string };

/** Every check the studio runs lands here when it completes; `packDir` is the pack's folder in the workspace, `texts` the files checked. */
export async function recordStudioCheck(
  texts: Partial<Record<string, string>>,
  packDir: string,
  report: Report,
): Promise<HistoryNote> {
  const run = runOf(report, { pack: basename(packDir), source: 'studio', files: hashFiles(texts) });
  const recorded = await workspaceHistory(dirname(packDir)).record(run);
  return recorded.ok ? { ok: true, runId: recorded.id } : { ok: false, error: recorded.error };
}

export type SavedCheckResult = { ok: true; report: Report; history: HistoryNote } | { ok: false; error: string };

/**
 * The studio's static check of a pack as saved, for a format whose checks run in the browser as the author types:
 * once the files are on disk the server checks them the same way (the format's check, for the author's publisher
 * handle) and records the run, as every full check the studio runs is recorded. The pack must be of `format`.
 */
export async function checkSavedPack(
  packId: string,
  format: AnyFormat,
  publisher: string | undefined,
  root = workspaceDir(),
): Promise<SavedCheckResult> {
  const dir = await resolvePackDir(packId, root);
  if ((await formatOfDir(dir)) !== format)
    return { ok: false, error: `"${packId}" is not ${withArticle(format)} (no ${format.mainFile})` };
  const texts = await readPackTexts(dir, format.files);
  const report = format.check(format.load(texts, packId), { publisher });
  return { ok: true, report, history: await recordStudioCheck(texts, dir, report) };
}
