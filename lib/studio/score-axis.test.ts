import { describe, expect, it } from 'vitest';
import { scoreAxis } from './score-axis';

const gaps = (ticks: number[]) => new Set(ticks.slice(1).map((t, i) => t - ticks[i]));

describe('scoreAxis', () => {
  it('starts just under the lowest score, every tick labelled and evenly spaced', () => {
    expect(scoreAxis([86, 92, 100])).toEqual({ min: 80, max: 100, ticks: [80, 85, 90, 95, 100] });
    expect(scoreAxis([64, 71])).toEqual({ min: 60, max: 100, ticks: [60, 70, 80, 90, 100] });
  });

  it('runs down to 0 by 20s when a score is low, with no gap in the gridlines', () => {
    const axis = scoreAxis([12, 100]);
    expect(axis).toEqual({ min: 0, max: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(gaps(axis.ticks)).toEqual(new Set([20]));
  });

  it('keeps room under a run of perfect scores', () => {
    expect(scoreAxis([100, 100])).toEqual({ min: 80, max: 100, ticks: [80, 85, 90, 95, 100] });
  });

  it('starts on a step even when the lowest score is not one', () => {
    expect(scoreAxis([47]).ticks).toEqual([40, 60, 80, 100]);
    expect(scoreAxis([50]).ticks).toEqual([50, 60, 70, 80, 90, 100]);
  });

  it('is evenly spaced and covers every score for any scores', () => {
    for (let low = 0; low <= 100; low++) {
      const axis = scoreAxis([low, 100]);
      expect(gaps(axis.ticks).size).toBe(1);
      expect(axis.min).toBeLessThanOrEqual(low);
      expect(axis.ticks.at(-1)).toBe(100);
    }
  });
});
