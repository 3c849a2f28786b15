import type { WorkspacePack } from '@/app/actions/workspace-actions';
import { recordLabel, recordState } from '@/lib/studio/score-of-record';

/**
 * An HCP row's score: the score of record while the last full check saw these files, else the static check's,
 * with words under it that say which (the header and the dashboard say the same); and, only when packstudio.json's
 * suppressions are in force on a static score, the score after them, named in words so the kinder number is never
 * read as the spec score.
 */
export function PackScore({ pack }: { pack: Pick<WorkspacePack, 'score' | 'scoreAfterSuppressions' | 'record'> }) {
  const after = pack.score === null ? null : pack.scoreAfterSuppressions;
  const state = recordState(pack.record);
  // On a phone the row has room for the check's name only; the reason follows from sm up (and in the title).
  const [source, ...why] = recordLabel(state, 'row').split(' · ');
  return (
    // One fixed-width column for every row, the words under the score, so rows stay aligned.
    <span className="flex w-20 shrink-0 flex-col items-end text-right sm:w-32">
      <span
        className="text-sm font-semibold tabular-nums"
        title={
          state === 'current'
            ? 'Score of record: the last full check (probe and eval asked for) of these files'
            : 'Spec score: every finding counted'
        }
        data-testid="pack-score"
        data-source={state === 'current' ? 'full' : 'static'}
      >
        {pack.score ?? '—'}
        <span className="text-xs font-normal text-faint">/100</span>
      </span>
      {pack.score !== null && (
        <span
          className={`text-[11px] leading-tight ${state === 'current' ? 'text-muted' : 'text-faint'}`}
          data-testid="pack-score-source"
          title={recordLabel(state, 'row')}
        >
          {source}
          {why.length > 0 && <span className="hidden sm:inline"> · {why.join(' · ')}</span>}
        </span>
      )}
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
