'use client';
import { Sparkline } from './sparkline';
import { useSparklines } from './use-sparklines';

/** A workspace row's score trend from the history; nothing until the pack has been checked twice. */
export function WorkspaceSparkline({ packId }: { packId: string }) {
  const { data } = useSparklines();
  const scores = data?.ok ? data.scores[packId] : undefined;
  if (!scores || scores.length < 2) return <SparklineSlot />;
  return (
    <a
      href={`/packs/${encodeURIComponent(packId)}?view=check#history`}
      className="hidden sm:block"
      title="Score history"
    >
      <Sparkline
        scores={scores}
        label={`${packId}: score over the last ${scores.length} checks, ${scores.join(', ')}`}
      />
    </a>
  );
}

/** The room a sparkline takes, kept empty, so the columns after it line up on every workspace row. */
export function SparklineSlot() {
  return <span className="hidden w-[72px] sm:block" aria-hidden />;
}
