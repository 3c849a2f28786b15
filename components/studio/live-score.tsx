'use client';
import type { ReactNode } from 'react';
import type { Report, SeverityCounts } from '@/lib/core/report';
import { scoreRecordOf, scoreStory, type ScoreStory } from '@/lib/core/score-story';
import { listFiles, unparsedFiles } from '@/lib/core/unparsed';
import { packCategories } from '@/lib/formats';
import { liveScoreLabel, liveScoreWhy, recordLabel, recordState, type RecordState } from '@/lib/studio/score-of-record';
import type { ScoreOfRecordView } from '../history/use-score-of-record';
import { CountBadges, GradeBadge } from '../ui/badges';
import { cn } from '../ui/cn';

/**
 * The header's score. With a score of record (a format with a full check): the last full check while it saw the
 * files as they are in the editor, else the static check of the text in the editor, labelled "live static" with why
 * the full check does not stand (out of date, or none yet), so the header, the dashboard and the workspace row tell
 * one story. Without one: the live static score, labelled as such. While a JSON file does not parse, the rules that
 * need it are skipped and the number would flatter the pack: it shows no number then, and says why.
 */
export function LiveScore({
  check,
  record,
  unsaved = 0,
}: {
  check: Report;
  /** The pack's score of record, once known (undefined: the format has none, or it is still being read). */
  record?: ScoreOfRecordView;
  /** Files with unsaved edits: the full check has not seen them. */
  unsaved?: number;
}) {
  const unparsed = unparsedFiles(check.findings);
  if (unparsed.length > 0) return <NoScore unparsed={listFiles(unparsed)} />;
  const state = record ? recordState(record.last && record, unsaved > 0) : null;
  // One record, one story: the full check's record while it is current, else the live check's, read alike.
  const ofRecord = state === 'current' && record?.last ? scoreStory(record.last.record) : null;
  if (ofRecord && ofRecord.score !== null) return <RecordScore story={ofRecord} />;
  const why = liveScoreWhy(state, record?.changed ?? [], unsaved);
  return <LiveStaticScore story={scoreStory(scoreRecordOf(check, packCategories()))} state={state} why={why} />;
}

/** No number while a file does not parse: the rules that need it are skipped and the score would flatter. */
function NoScore({ unparsed }: { unparsed: string }) {
  return (
    <ScoreBox
      state="no-score"
      className="min-w-0"
      title="The other findings are hidden until the file parses: they would be checked against a file that cannot be read."
    >
      <GradeBadge grade={null} />
      <div className="min-w-0 leading-tight">
        <div className="text-sm font-semibold" data-testid="live-score-value">
          No score
        </div>
        <div className="text-[11px] text-warn-fg" data-testid="live-score-reason">
          until {unparsed} parses; other findings hidden
        </div>
      </div>
    </ScoreBox>
  );
}

/** The full check's score while it saw exactly the files in the editor. */
function RecordScore({ story }: { story: ScoreStory }) {
  return (
    <ScoreBox
      state="record"
      title={`Score of record: the last full check (probe and eval asked for) saw exactly these files. ${story.line}`}
      counts={story.counts}
    >
      <ScoreFigure story={story} valueTestId="live-score-value">
        <div className="text-[11px] text-muted" data-testid="live-score-label">
          {recordLabel('current', 'header')}
        </div>
      </ScoreFigure>
    </ScoreBox>
  );
}

/** The static check's score of the text in the editor, and beside it the score after suppressions when any apply. */
function LiveStaticScore({ story, state, why }: { story: ScoreStory; state: RecordState | null; why: string }) {
  // With packstudio.json in play both scores show, each labelled: the spec's (every finding) and the one after it.
  const after = story.afterSuppressions;
  return (
    <ScoreBox
      state="scored"
      title={`Live score: the static check only, on the text in the editor, updated as you type.${why}`}
      counts={story.counts}
    >
      <ScoreFigure story={{ grade: story.grade, score: story.score ?? 0 }} valueTestId="live-score-value">
        <div
          className={`text-[11px] ${state === 'out-of-date' ? 'text-warn-fg' : 'text-muted'}`}
          data-testid="live-score-label"
        >
          {liveScoreLabel(state, Boolean(after))}
        </div>
      </ScoreFigure>
      {after && (
        <div
          className="flex items-center gap-2 border-l border-line pl-2"
          data-testid="live-score-after"
          title="The score with packstudio.json's suppressions taken off (its own findings counted). The spec score above counts every finding, as hcpx scores."
        >
          <ScoreFigure story={after} valueTestId="live-score-after-value">
            <div className="text-[11px] text-muted">After suppressions</div>
          </ScoreFigure>
        </div>
      )}
    </ScoreBox>
  );
}

/** The header's score box: which state it shows, why (its tooltip), and its counts as badges at the end when scored. */
function ScoreBox({
  state,
  title,
  counts,
  className,
  children,
}: {
  state: 'no-score' | 'record' | 'scored';
  title: string;
  counts?: SeverityCounts;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('flex items-center gap-2', className)}
      data-testid="live-score"
      data-state={state}
      title={title}
      data-errors={counts?.error}
      data-warnings={counts?.warn}
    >
      {children}
      {counts && (
        <span className="hidden gap-1 md:flex">
          <CountBadges counts={counts} />
        </span>
      )}
    </div>
  );
}

/** A grade badge, the score out of 100, and the words under it. */
function ScoreFigure({
  story,
  valueTestId,
  children,
}: {
  story: Pick<ScoreStory, 'grade' | 'score'>;
  valueTestId: string;
  children: ReactNode;
}) {
  return (
    <>
      <GradeBadge grade={story.grade} />
      <div className="leading-tight">
        <div className="text-sm font-semibold tabular-nums" data-testid={valueTestId}>
          {story.score}
          <span className="text-xs font-normal text-faint">/100</span>
        </div>
        {children}
      </div>
    </>
  );
}
