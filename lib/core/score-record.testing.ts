import type { LayerName, LayerStatus, SeverityCounts } from './report';
import type { Grade } from './score';
import type { LayerPenalty, ScoreRecord } from './score-story';

/** Tests' score of record: a full check (every layer ran) with these figures, nothing suppressed unless given. */
export function testRecord(fields: {
  score: number | null;
  grade: Grade | null;
  counts: SeverityCounts;
  penalties?: LayerPenalty[];
  suppressed?: SeverityCounts;
  layers?: { layer: LayerName; status: LayerStatus }[];
}): ScoreRecord {
  const suppressed = fields.suppressed ?? { error: 0, warn: 0, info: 0 };
  return {
    score: fields.score,
    grade: fields.grade,
    ready: fields.score === null ? null : fields.score >= 90 && fields.counts.error === 0,
    scoreAfterSuppressions: fields.score,
    gradeAfterSuppressions: fields.grade,
    counts: fields.counts,
    suppressed,
    usesSuppressions: suppressed.error + suppressed.warn + suppressed.info > 0,
    penalties: fields.penalties ?? [],
    layers: fields.layers ?? ['structure', 'static', 'probe', 'eval'].map((layer) => ({ layer, status: 'ran' })),
  };
}
