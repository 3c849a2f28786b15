'use client';
import type { SuppressedFinding } from '@/lib/core/report';
import type { Grade } from '@/lib/core/score';
import type { ScoreStory } from '@/lib/core/score-story';
import { Card } from '../ui/card';
import { FindingPlace } from './finding-place';
import { ScoreDial } from './score-dial';

/**
 * A full report's dial: the spec score (every finding counted, as hcpx scores), labelled as such once
 * packstudio.json takes part, with the score after suppressions under it. Without suppressions, the dial alone.
 */
export function SpecScoreDial({
  story,
  size,
}: {
  /** A scored story (lib/core/score-story.ts): its score and grade are set. */
  story: Pick<ScoreStory, 'afterSuppressions'> & { score: number; grade: Grade };
  size?: number;
}) {
  const after = story.afterSuppressions;
  if (!after) return <ScoreDial score={story.score} grade={story.grade} size={size} />;
  return (
    <div className="flex flex-col items-center gap-1">
      <ScoreDial score={story.score} grade={story.grade} size={size} />
      <span className="text-xs font-medium text-muted" data-testid="full-spec-label">
        Spec score
      </span>
      <span
        className="text-sm tabular-nums"
        data-testid="full-score-after"
        title="With packstudio.json's suppressions taken off. The spec score counts every finding, as hcpx scores."
      >
        After suppressions <b>{after.score}</b>/100, grade <b>{after.grade}</b>
      </span>
    </div>
  );
}

/** The findings packstudio.json suppressed in this run, apart, each with its reason. */
export function ReportSuppressed({ suppressed }: { suppressed: readonly SuppressedFinding[] }) {
  return (
    <Card
      title={`Suppressed (${suppressed.length})`}
      subtitle="Not counted in the errors and warnings; the spec score still counts them. Each with the reason packstudio.json gives."
    >
      <ul className="divide-y divide-line-soft rounded-lg border border-line" data-testid="report-suppressed">
        {suppressed.map(({ finding: f, reason }, i) => (
          <li key={`${f.id}-${f.pointer}-${i}`} className="px-4 py-2.5 text-sm text-fg-soft">
            <p>
              <span className="mr-2 rounded bg-surface-muted px-1 font-mono text-xs">{f.id}</span>
              <FindingPlace finding={f} />
            </p>
            <p className="mt-1 text-xs text-muted">
              <b className="font-medium text-fg-soft">Reason:</b> {reason}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
