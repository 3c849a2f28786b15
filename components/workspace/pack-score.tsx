import type { WorkspacePack } from '@/app/actions/workspace-actions';

/**
 * An HCP row's score: the spec score (every finding counted, as hcpx scores) always, and, only when
 * packstudio.json's suppressions are in force, the score after them beside it, named in words so the kinder
 * number is never read as the spec score.
 */
export function PackScore({ pack }: { pack: Pick<WorkspacePack, 'score' | 'scoreAfterSuppressions'> }) {
  const after = pack.score === null ? null : pack.scoreAfterSuppressions;
  return (
    // One fixed-width column for every row, the after-suppressions score under the spec score, so rows stay aligned.
    <span className="flex w-20 shrink-0 flex-col items-end text-right sm:w-24">
      <span
        className="text-sm font-semibold tabular-nums"
        title="Spec score: every finding counted"
        data-testid="pack-score"
      >
        {pack.score ?? '—'}
        <span className="text-xs font-normal text-faint">/100</span>
      </span>
      {after !== null && (
        <span
          className="text-[11px] leading-tight text-muted tabular-nums"
          title="Score after the suppressions in packstudio.json"
          data-testid="pack-score-after"
        >
          {after} after suppressions
        </span>
      )}
    </span>
  );
}
