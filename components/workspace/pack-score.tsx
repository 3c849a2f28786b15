import type { WorkspacePack } from '@/app/actions/workspace-actions';

/**
 * An HCP row's score: the spec score (every finding counted, as hcpx scores) always, and, only when
 * packstudio.json's suppressions are in force, the score after them beside it, named in words so the kinder
 * number is never read as the spec score.
 */
export function PackScore({ pack }: { pack: Pick<WorkspacePack, 'score' | 'scoreAfterSuppressions'> }) {
  const after = pack.score === null ? null : pack.scoreAfterSuppressions;
  return (
    <span className="flex shrink-0 items-baseline justify-end gap-2">
      {after !== null && (
        <span className="whitespace-nowrap text-xs text-muted tabular-nums" title="Score after the suppressions in packstudio.json" data-testid="pack-score-after">
          {after} after suppressions ·
        </span>
      )}
      <span className="w-16 text-right text-sm font-semibold tabular-nums" title="Spec score: every finding counted" data-testid="pack-score">
        {pack.score ?? '—'}
        <span className="text-xs font-normal text-faint">/100</span>
      </span>
    </span>
  );
}
