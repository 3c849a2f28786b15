'use client';
import { scoreStory } from '@/lib/core/score-story';
import { changedText, recordState } from '@/lib/studio/score-of-record';
import type { ScoreOfRecordView } from '../history/use-score-of-record';
import { CountBadges } from '../ui/badges';
import { Card } from '../ui/card';
import { ScoreDial } from './score-dial';

/** The score of record: its dial, whether it saw the files as they are (and what changed), and its one line. */
export function RecordSummaryCard({
  record,
  unsaved,
  note,
}: {
  record: ScoreOfRecordView;
  unsaved: number;
  note?: string;
}) {
  const state = recordState(record.last && record, unsaved > 0);
  const { last } = record;
  if (!last)
    return (
      <Card>
        <p className="text-sm" data-testid="record-none">
          <b>No full check yet.</b>{' '}
          <span className="text-muted">
            The score of record is the last check with probe and eval; until one runs, the header and the workspace show
            the static score, labelled as such.
          </span>
        </p>
        {note && <p className="mt-1 text-xs text-warn-fg">{note}</p>}
      </Card>
    );
  const story = scoreStory(last.record);
  const at = new Date(last.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card>
      <div
        className="flex flex-wrap items-center gap-6"
        data-testid="record-card"
        data-state={state}
        data-errors={story.counts.error}
        data-warnings={story.counts.warn}
      >
        {story.score !== null && story.grade !== null && (
          <ScoreDial score={story.score} grade={story.grade} size={96} testId="record-dial" />
        )}
        <div className="min-w-64 flex-1 space-y-1.5">
          <p className="text-xs font-medium text-muted">
            Score of record: the last full check (probe and eval asked for), {at}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {state === 'current' ? (
              <span className="font-medium text-ok" data-testid="record-state">
                It saw the files as they are: the header and the workspace show this score.
              </span>
            ) : (
              <span className="font-medium text-warn-fg" data-testid="record-state">
                Out of date: {changedText(record.changed, unsaved)}. Until the check runs again, the header shows the
                live static score and the workspace the static one.
              </span>
            )}
            <CountBadges counts={story.counts} />
          </p>
          <p className="text-sm" data-testid="record-line">
            {story.line}
          </p>
        </div>
      </div>
    </Card>
  );
}
