import { basename, dirname } from 'node:path';
import type { LoadedPack } from '../../hcp/load';
import type { Report } from '../../core/report';
import { hashFiles, historyPath, recordRun, runOf } from './record';

/** What a studio check says about its history row: stored, or why not (the check's result stands either way). */
export type HistoryNote = { ok: true; runId: number } | { ok: false; error: string };

/** Every check the studio runs lands here when it completes; `packDir` is the pack's folder in the workspace. */
export function recordStudioCheck(pack: LoadedPack, packDir: string, report: Report): HistoryNote {
  const run = runOf(report, { pack: basename(packDir), source: 'studio', files: hashFiles(pack.texts) });
  const recorded = recordRun(historyPath(dirname(packDir)), run);
  return recorded.ok ? { ok: true, runId: recorded.id } : { ok: false, error: recorded.error };
}
