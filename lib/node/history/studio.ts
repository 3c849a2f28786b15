import { basename, dirname } from 'node:path';
import type { Report } from '../../core/report';
import { recuedFormat } from '../../formats';
import { readPackTexts } from '../load-dir';
import { formatOfDir, resolvePackDir, workspaceDir } from '../workspace';
import { hashFiles, historyPath, recordRun, runOf } from './record';

/** What a studio check says about its history row: stored, or why not (the check's result stands either way). */
export type HistoryNote = { ok: true; runId: number } | { ok: false; error: string };

/** Every check the studio runs lands here when it completes; `packDir` is the pack's folder in the workspace, `texts` the files checked. */
export function recordStudioCheck(
  texts: Partial<Record<string, string>>,
  packDir: string,
  report: Report,
): HistoryNote {
  const run = runOf(report, { pack: basename(packDir), source: 'studio', files: hashFiles(texts) });
  const workspace = dirname(packDir);
  const recorded = recordRun(historyPath(workspace), run, workspace);
  return recorded.ok ? { ok: true, runId: recorded.id } : { ok: false, error: recorded.error };
}

export type CompositionCheckResult = { ok: true; report: Report; history: HistoryNote } | { ok: false; error: string };

/**
 * The studio's check of a Recued composition as saved: the browser checks the editor's text as it is typed, and
 * once pack.json is on disk the server checks that file the same way (the format registry's check, for the
 * author's publisher handle) and records the run, as every HCP check the studio runs is recorded.
 */
export async function checkSavedComposition(
  packId: string,
  publisher: string | undefined,
  root = workspaceDir(),
): Promise<CompositionCheckResult> {
  const dir = await resolvePackDir(packId, root);
  const format = await formatOfDir(dir);
  if (format !== recuedFormat) return { ok: false, error: `"${packId}" is not a Recued composition (no pack.json)` };
  const texts = await readPackTexts(dir, recuedFormat.files);
  const report = recuedFormat.check(recuedFormat.load(texts, packId), { publisher });
  return { ok: true, report, history: recordStudioCheck(texts, dir, report) };
}
