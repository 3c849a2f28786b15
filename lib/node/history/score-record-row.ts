import type { Finding } from '../../core/finding';
import { READY_SCORE } from '../../core/score';
import { scoreRecordOf, type ScoreRecord } from '../../core/score-story';
import { packCategories } from '../../formats';
import { ScoreRecordSchema } from '../../report-file/schema';
import type { RunSummary } from './store';

/** The layers a run recorded before score records kept each layer's status: the ones it lists ran, the rest unknown. */
const OLD_LAYERS = ['structure', 'static', 'probe', 'eval'];

/**
 * A run's score of record as stored (migration 3), or, for a run recorded before (or a damaged one), read back from
 * its columns and its findings: those runs kept only the unsuppressed findings, so their breakdown counts those.
 */
export function scoreRecordOfRow(
  text: string | null,
  row: Pick<RunSummary, 'score' | 'grade' | 'counts' | 'layers'>,
  findings: readonly Finding[] = [],
): ScoreRecord {
  const stored = parseRecord(text);
  if (stored) return stored;
  return scoreRecordOf(
    {
      score: row.score,
      grade: row.grade,
      ready: row.score === null ? null : row.score >= READY_SCORE && row.counts.error === 0,
      scoreAfterSuppressions: row.score,
      gradeAfterSuppressions: row.grade,
      counts: row.counts,
      findings: [...findings],
      suppressed: [],
      layers: OLD_LAYERS.map((layer) => ({ layer, status: row.layers.includes(layer) ? 'ran' : 'not_requested' })),
    },
    packCategories(),
  );
}

function parseRecord(text: string | null): ScoreRecord | null {
  if (text === null) return null;
  try {
    const parsed = ScoreRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
