import type { LayerName } from '../../core/report';
import { scoreLine, type RecordSummary, type ScoreOfRecord } from '../../core/score-story';
import { packCategories } from '../../formats';
import type { RunStore } from './store';
import { dirname } from 'node:path';
import { z } from 'zod';
import { inputError, PackIdSchema } from '../../studio/server/inputs';
import { resolveWorkspacePack } from '../jobs';
import { readPackTexts } from '../load-dir';
import { formatOfDir, workspaceDir } from '../workspace';
import { hashFiles } from './record';
import { workspaceHistory } from './workspace-history';

const LAYERS: readonly LayerName[] = ['structure', 'static', 'probe', 'eval'];

/** From the history of one pack, against the sha256 of each of its files now. */
export async function scoreOfRecord(
  runs: RunStore,
  pack: string,
  filesNow: Record<string, string>,
): Promise<ScoreOfRecord> {
  const full = (await runs.lastFullRuns(pack)).get(pack);
  const detail = full ? await runs.getRun(full.id) : null;
  if (!full || !detail) return { last: null, current: false, changed: [] };
  const changed = changedFiles(full.files, filesNow);
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
 * The score of record of every pack named, against each one's files now, in one pass over the history: what a
 * workspace row shows, sorts and filters by. A pack with no full check is absent.
 */
export async function workspaceRecords(
  runs: RunStore,
  filesNow: ReadonlyMap<string, Record<string, string>>,
): Promise<Map<string, RecordSummary>> {
  const out = new Map<string, RecordSummary>();
  for (const [pack, run] of await runs.lastFullRuns()) {
    const now = filesNow.get(pack);
    if (!now) continue;
    const { id: runId, at, score, grade, counts } = run;
    out.set(pack, { runId, at, score, grade, counts, current: changedFiles(run.files, now).length === 0 });
  }
  return out;
}

/** The files added, removed or edited between a check and now, sorted. */
function changedFiles(then: Record<string, string>, now: Record<string, string>): string[] {
  const names = new Set([...Object.keys(then), ...Object.keys(now)]);
  return [...names].filter((f) => then[f] !== now[f]).sort();
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
  const read = await workspaceHistory(dirname(pack.dir)).read(none, (runs) =>
    scoreOfRecord(runs, parsed.data.packId, files),
  );
  return read.ok ? { ok: true, record: read.value } : { ok: true, record: none, note: read.error };
}

export type { ScoreOfRecord };

export const ScoreOfRecordInput = z.strictObject({ packId: PackIdSchema });
