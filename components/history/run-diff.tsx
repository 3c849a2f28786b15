import type { Finding } from '@/lib/core/finding';
import type { ReportDiff } from '@/lib/diff/diff';
import { layersText } from '@/lib/diff/format-text';
import { SeverityIcon } from '../ui/badges';
import { PolicyChanges } from './policy-changes';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * "What changed" between two runs or reports: the policy changes first, then the score delta, the layers each side
 * ran, and new, first-run and fixed findings. Moved ones are only counted.
 */
export function RunDiff({ diff, before, after }: { diff: ReportDiff; before: string; after: string }) {
  const moved = diff.kept.filter((k) => k.moved).length;
  const { delta } = diff.score;
  const tone = delta === null || delta === 0 ? 'text-fg-soft' : delta > 0 ? 'text-ok' : 'text-error';
  const layers = layersText(diff);
  return (
    <div className="space-y-4" data-testid="run-diff">
      <PolicyChanges changes={diff.policy} />
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2 text-sm">
        <p className="text-muted">
          <span className="font-medium text-fg-soft">{before}</span> →{' '}
          <span className="font-medium text-fg-soft">{after}</span>
        </p>
        {delta !== null ? (
          <p data-testid="score-delta">
            score {diff.score.before} → {diff.score.after} <b className={`tabular-nums ${tone}`}>({signed(delta)})</b>
            <span className="ml-2 text-muted">
              grade {diff.grade.before} → {diff.grade.after}
            </span>
          </p>
        ) : (
          <p className="text-muted" data-testid="score-delta">
            not scored (a Recued composition): compare the findings
          </p>
        )}
        <p className="text-fg-soft" data-testid="diff-counts">
          <b>{diff.added.length}</b> new · <b>{diff.fixed.length}</b> fixed · {diff.kept.length} unchanged
          {moved ? ` (${moved} moved)` : ''}
          {diff.firstRun.length ? (
            <>
              {' · '}
              <b>{diff.firstRun.length}</b> first run
            </>
          ) : null}
        </p>
        {layers && (
          <p className="text-xs text-muted" data-testid="diff-layers">
            {layers}
          </p>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FindingList title="New" empty="Nothing new." findings={diff.added} testId="diff-new" />
        <FindingList title="Fixed" empty="Nothing fixed." findings={diff.fixed} testId="diff-fixed" />
        {diff.firstRun.length > 0 && (
          <FindingList
            title={`First run of ${diff.layers.firstRun.join(', ')}`}
            note="The older run did not run this layer: these are not new."
            empty=""
            findings={diff.firstRun}
            testId="diff-first-run"
          />
        )}
        {diff.notRechecked.length > 0 && (
          <FindingList
            title={`Not rechecked (${diff.layers.notRerun.join(', ')})`}
            note="The newer run did not run this layer: these are not fixed."
            empty=""
            findings={diff.notRechecked}
            testId="diff-not-rechecked"
          />
        )}
      </div>
    </div>
  );
}

function FindingList({
  title,
  note,
  empty,
  findings,
  testId,
}: {
  title: string;
  note?: string;
  empty: string;
  findings: Finding[];
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <h4 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
        {title} <span className="tabular-nums">({findings.length})</span>
      </h4>
      {note && <p className="mb-2 text-xs text-muted">{note}</p>}
      {findings.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line-soft rounded-lg border border-line text-sm">
          {findings.map((f, i) => (
            <li key={i} className="flex gap-2 px-3 py-2" data-testid="diff-finding">
              <SeverityIcon severity={f.severity} />
              <span className="min-w-0">
                <span className="mr-2 font-mono text-xs text-muted">
                  {f.id} · {f.file}:{f.line}
                </span>
                {f.message}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
