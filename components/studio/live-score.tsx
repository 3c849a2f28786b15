'use client';
import { usesSuppressions, type Report } from '@/lib/core/report';
import { listFiles, unparsedFiles } from '@/lib/core/unparsed';
import { CountBadges, GradeBadge } from '../ui/badges';

/**
 * The header's score: the static check of the text in the editor, as you type. Labelled as such, so it is not
 * read as the dashboard's full check. While a JSON file does not parse, the rules that need it are skipped and the
 * number would flatter the pack: it shows no number then, and says why.
 */
export function LiveScore({
  check,
}: {
  check: Pick<Report, 'score' | 'grade' | 'counts' | 'findings'> &
    Partial<Pick<Report, 'suppressed' | 'unmatchedSuppressions' | 'scoreAfterSuppressions' | 'gradeAfterSuppressions'>>;
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
      title="Live score: the static check only, on the text in the editor, updated as you type. The full check runs on the saved files and can add the layers that run the pack."
    >
      <GradeBadge grade={check.grade} />
      <div className="leading-tight">
        <div className="text-sm font-semibold tabular-nums" data-testid="live-score-value">
          {check.score ?? 0}
          <span className="text-xs font-normal text-faint">/100</span>
        </div>
        <div className="text-[11px] text-muted">{both ? 'Spec score · live' : 'live · static, as you type'}</div>
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
