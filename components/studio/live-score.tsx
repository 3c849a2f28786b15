'use client';
import { usesSuppressions, type Report } from '@/lib/core/report';
import { listFiles, unparsedFiles } from '@/lib/core/unparsed';
import { changedText, recordLabel, recordState } from '@/lib/studio/score-of-record';
import type { ScoreOfRecordView } from '../history/use-score-of-record';
import { CountBadges, GradeBadge } from '../ui/badges';

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
  check: Pick<Report, 'score' | 'grade' | 'counts' | 'findings'> &
    Partial<Pick<Report, 'suppressed' | 'unmatchedSuppressions' | 'scoreAfterSuppressions' | 'gradeAfterSuppressions'>>;
  /** The pack's score of record, once known (undefined: the format has none, or it is still being read). */
  record?: ScoreOfRecordView;
  /** Files with unsaved edits: the full check has not seen them. */
  unsaved?: number;
}) {
  const unparsed = unparsedFiles(check.findings);
  if (unparsed.length > 0)
    return (
      <div
        className="flex min-w-0 items-center gap-2"
        data-testid="live-score"
        data-state="no-score"
        title="The other findings are hidden until the file parses: they would be checked against a file that cannot be read."
      >
        <GradeBadge grade={null} />
        <div className="min-w-0 leading-tight">
          <div className="text-sm font-semibold" data-testid="live-score-value">
            No score
          </div>
          <div className="text-[11px] text-warn-fg" data-testid="live-score-reason">
            until {listFiles(unparsed)} parses; other findings hidden
          </div>
        </div>
      </div>
    );
  const state = record ? recordState(record.last && record, unsaved > 0) : null;
  if (state === 'current' && record?.last && record.last.score !== null)
    return (
      <div
        className="flex items-center gap-2"
        data-testid="live-score"
        data-state="record"
        title={`Score of record: the last full check (static, probe and eval) saw exactly these files. ${record.last.line}`}
      >
        <GradeBadge grade={record.last.grade} />
        <div className="leading-tight">
          <div className="text-sm font-semibold tabular-nums" data-testid="live-score-value">
            {record.last.score}
            <span className="text-xs font-normal text-faint">/100</span>
          </div>
          <div className="text-[11px] text-muted" data-testid="live-score-label">
            {recordLabel(state, 'header')}
          </div>
        </div>
        <span className="hidden gap-1 md:flex">
          <CountBadges counts={record.last.counts} />
        </span>
      </div>
    );
  const why =
    state === 'out-of-date' && record
      ? ` The full check is out of date: ${changedText(record.changed, unsaved)}. Run it again from the check view.`
      : state === 'none'
        ? ' No full check has run yet: run one from the check view.'
        : ' The full check runs on the saved files and can add the layers that run the pack.';
  // With packstudio.json in play both scores show, each labelled: the spec's (every finding) and the one after it.
  const both = usesSuppressions({
    findings: check.findings,
    suppressed: check.suppressed ?? [],
    unmatchedSuppressions: check.unmatchedSuppressions ?? [],
  });
  return (
    <div
      className="flex items-center gap-2"
      data-testid="live-score"
      data-state="scored"
      title={`Live score: the static check only, on the text in the editor, updated as you type.${why}`}
    >
      <GradeBadge grade={check.grade} />
      <div className="leading-tight">
        <div className="text-sm font-semibold tabular-nums" data-testid="live-score-value">
          {check.score ?? 0}
          <span className="text-xs font-normal text-faint">/100</span>
        </div>
        <div
          className={`text-[11px] ${state === 'out-of-date' ? 'text-warn-fg' : 'text-muted'}`}
          data-testid="live-score-label"
        >
          {both ? 'Spec score · ' : ''}
          {state ? recordLabel(state, 'header') : both ? 'live' : 'live · static, as you type'}
        </div>
      </div>
      {both && (
        <div
          className="flex items-center gap-2 border-l border-line pl-2"
          data-testid="live-score-after"
          title="The score with packstudio.json's suppressions taken off (its own findings counted). The spec score above counts every finding, as hcpx scores."
        >
          <GradeBadge grade={check.gradeAfterSuppressions ?? null} />
          <div className="leading-tight">
            <div className="text-sm font-semibold tabular-nums" data-testid="live-score-after-value">
              {check.scoreAfterSuppressions ?? 0}
              <span className="text-xs font-normal text-faint">/100</span>
            </div>
            <div className="text-[11px] text-muted">After suppressions</div>
          </div>
        </div>
      )}
      <span className="hidden gap-1 md:flex">
        <CountBadges counts={check.counts} />
      </span>
    </div>
  );
}
