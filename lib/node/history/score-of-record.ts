import type { LayerName, SeverityCounts } from '../../core/report';
import type { Grade } from '../../core/score';
import { scoreLine } from '../../core/score-story';
import { packCategories } from '../../formats';
import type { HistoryDb } from './database';
import { getRun, listRuns } from './store';
import { dirname } from 'node:path';
import { z } from 'zod';
import { inputError, PackIdSchema } from '../../studio/server/inputs';
import { resolveWorkspacePack } from '../jobs';
import { readPackTexts } from '../load-dir';
import { formatOfDir, workspaceDir } from '../workspace';
import { hashFiles, historyPath, readHistory } from './record';

/**
 * The score of record: the last full check (static, probe and eval all ran) of a pack, and whether it is still the
 * score of the files as they are now (every file's sha256 the same). While it is not, the studio shows the live
 * static score labelled as such and says the full check is out of date.
 */
export interface ScoreOfRecord {
  last: {
    runId: number;
    at: number;
    score: number | null;
    grade: Grade | null;
    counts: SeverityCounts;
    /** Which layer and which findings cost the points, in one line (lib/core/score-story.ts). */
    line: string;
  } | null;
  /** The last full check saw exactly these files. */
  current: boolean;
  /** The files that changed since it (added, removed or edited), when it is not current. */
  changed: string[];
}

const FULL = ['probe', 'eval'];
const LAYERS: readonly LayerName[] = ['structure', 'static', 'probe', 'eval'];

/** From the history of one pack, against the sha256 of each of its files now. */
export function scoreOfRecord(db: HistoryDb, pack: string, filesNow: Record<string, string>): ScoreOfRecord {
  const full = listRuns(db, pack)
    .filter((r) => FULL.every((layer) => r.layers.includes(layer)))
    .at(-1);
  const detail = full ? getRun(db, full.id) : null;
  if (!full || !detail) return { last: null, current: false, changed: [] };
  const names = new Set([...Object.keys(detail.files), ...Object.keys(filesNow)]);
  const changed = [...names].filter((f) => detail.files[f] !== filesNow[f]).sort();
  return {
    last: {
      runId: full.id,
      at: full.at,
      score: full.score,
      grade: full.grade,
      counts: full.counts,
      line: scoreLine(
        {
          score: full.score,
          findings: detail.findings,
          suppressed: [],
          layers: LAYERS.map((layer) => ({ layer, status: full.layers.includes(layer) ? 'ran' : 'not_run' })),
        },
        packCategories(),
      ),
    },
    current: changed.length === 0,
    changed,
  };
}

/**
 * The studio's question for one pack of the workspace: its score of record against its files on disk now. A history
 * that cannot be read answers as no run, with the reason.
 */
export async function scoreOfRecordRequest(
  input: unknown,
  root: string = workspaceDir(),
): Promise<{ ok: true; record: ScoreOfRecord; note?: string } | { ok: false; error: string }> {
  const parsed = ScoreOfRecordInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: inputError(parsed.error) };
  const pack = await resolveWorkspacePack(parsed.data.packId, root);
  if (!pack.ok) return pack;
  const format = await formatOfDir(pack.dir);
  if (!format) return { ok: false, error: `"${parsed.data.packId}" holds no pack` };
  const files = hashFiles(await readPackTexts(pack.dir, format.files));
  const none: ScoreOfRecord = { last: null, current: false, changed: [] };
  const read = readHistory(historyPath(dirname(pack.dir)), none, (db) => scoreOfRecord(db, parsed.data.packId, files));
  return read.ok ? { ok: true, record: read.value } : { ok: true, record: none, note: read.error };
}

export const ScoreOfRecordInput = z.strictObject({ packId: PackIdSchema });
