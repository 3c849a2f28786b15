/** A chart's score axis: from `min` to 100, labelled at every tick, ticks evenly spaced. */
export interface ScoreAxis {
  min: number;
  max: 100;
  ticks: number[];
}

/** The axis never spans fewer points than this, so a run of 100s still draws as a line with room under it. */
const MIN_SPAN = 20;

/**
 * The axis for a set of scores: it starts at the step at or below the lowest score (0 when a score is that low),
 * so the runs fill the chart, and every gridline is labelled and as far from the next as every other. A chart of
 * scores between 86 and 100 reads 80–100 by 5s, never gridlines at 60–100 and then a bare 0.
 */
export function scoreAxis(scores: readonly number[]): ScoreAxis {
  const lowest = scores.length ? Math.max(0, Math.min(100, Math.min(...scores))) : 0;
  const span = Math.max(MIN_SPAN, 100 - lowest);
  const step = span <= 20 ? 5 : span <= 50 ? 10 : 20;
  const min = Math.max(0, Math.min(100 - MIN_SPAN, Math.floor(lowest / step) * step));
  const ticks: number[] = [];
  for (let t = min; t <= 100; t += step) ticks.push(t);
  return { min, max: 100, ticks };
}
