'use server';
import 'server-only';

import { z } from 'zod';
import { recuedFormat } from '@/lib/formats';
import { checkSavedPack, type HistoryNote } from '@/lib/node/history/studio';
import { readWorkspacePublisher } from '@/lib/node/project/publisher-setting';
import type { RunDetail, RunSummary } from '@/lib/node/history/store';
import { workspaceHistory } from '@/lib/node/history/workspace-history';
import { scoreOfRecordRequest, type ScoreOfRecord } from '@/lib/node/history/score-of-record';
import { workspaceDir } from '@/lib/node/workspace';
import { PackIdSchema, inputError } from '@/lib/studio/server/inputs';
import { fail, type ActionResult } from '@/lib/studio/server/results';
import { guarded } from './guard';

const HistoryInput = z.object({ packId: PackIdSchema });
const RunInput = z.object({ packId: PackIdSchema, runId: z.number().int().positive() });
// The publisher is the workspace's (.packstudio/settings.json), never a value the page sends.
const CompositionCheckInput = z.strictObject({ packId: PackIdSchema });

/** A pack's recorded checks, oldest first (the studio's and `check --record`'s), and where the history lives. */
export async function packHistory(input: unknown): Promise<ActionResult<{ runs: RunSummary[]; path: string }>> {
  return guarded('read the history', async () => {
    const parsed = HistoryInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    const history = workspaceHistory(workspaceDir());
    const read = await history.read([], (runs) => runs.listRuns(parsed.data.packId));
    return read.ok ? { ok: true, runs: read.value, path: history.where } : fail(read.error);
  });
}

/** One recorded run with its findings and file hashes, for "what changed". */
export async function historyRun(input: unknown): Promise<ActionResult<{ run: RunDetail }>> {
  return guarded('read a history run', async () => {
    const parsed = RunInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    const read = await workspaceHistory(workspaceDir()).read(null, (runs) => runs.getRun(parsed.data.runId));
    if (!read.ok) return fail(read.error);
    if (!read.value || read.value.pack !== parsed.data.packId)
      return fail(`no run ${parsed.data.runId} of "${parsed.data.packId}" in the history`);
    return { ok: true, run: read.value };
  });
}

/** Every pack's last full-check scores, for the workspace list's sparklines (the last point is the score of record). */
export async function workspaceSparklines(): Promise<ActionResult<{ scores: Record<string, number[]> }>> {
  return guarded('read the history', async () => {
    const read = await workspaceHistory(workspaceDir()).read({}, (runs) => runs.recentScores(20, { full: true }));
    return read.ok ? { ok: true, scores: read.value } : fail(read.error);
  });
}

/**
 * Checks a Recued composition's saved pack.json on the server, for the workspace's publisher handle, and records the
 * run in the workspace history as the studio's HCP checks are. The studio calls it after each save of pack.json.
 */
export async function recordCompositionCheck(input: unknown): Promise<ActionResult<{ history: HistoryNote }>> {
  return guarded('check the composition', async () => {
    const parsed = CompositionCheckInput.safeParse(input);
    if (!parsed.success) return fail(inputError(parsed.error));
    const { handle } = await readWorkspacePublisher(workspaceDir());
    const checked = await checkSavedPack(parsed.data.packId, recuedFormat, handle);
    return checked.ok ? { ok: true, history: checked.history } : fail(checked.error);
  });
}

/** The pack's score of record: its last full check, whether that saw these files, and the one line that explains it. */
export async function packScoreOfRecord(
  input: unknown,
): Promise<ActionResult<{ record: ScoreOfRecord; note?: string }>> {
  return guarded('read the score of record', () => scoreOfRecordRequest(input));
}
