import { describe, expect, it } from 'vitest';
import { READY_SCORE } from '../core/score';
import { CHART_H, CHART_MARGIN, chartFrame } from './score-chart-frame';

describe('chartFrame', () => {
  it('spreads the runs evenly from the left margin to the right one', () => {
    const f = chartFrame([70, 80, 90], 400);
    expect(f.x(0)).toBe(CHART_MARGIN.left);
    expect(f.x(2)).toBe(400 - CHART_MARGIN.right);
    expect(f.x(1)).toBeCloseTo((f.x(0) + f.x(2)) / 2, 9);
  });

  it('puts a single run in the middle', () => {
    const f = chartFrame([90], 400);
    expect(f.x(0)).toBeCloseTo((CHART_MARGIN.left + 400 - CHART_MARGIN.right) / 2, 9);
  });

  it('draws 100 at the top and the axis minimum at the bottom', () => {
    const f = chartFrame([40, 100], 400);
    expect(f.y(100)).toBe(CHART_MARGIN.top);
    expect(f.y(f.axis.min)).toBe(CHART_H - CHART_MARGIN.bottom);
  });

  it('traces one path through every run, moving to the first', () => {
    const f = chartFrame([80, 90], 400);
    expect(f.path).toBe(`M${f.x(0).toFixed(1)},${f.y(80).toFixed(1)} L${f.x(1).toFixed(1)},${f.y(90).toFixed(1)}`);
  });

  it('shows the ready line when the ready score falls inside the axis, as it does from 0 up to a row of 100s', () => {
    for (const scores of [[0], [READY_SCORE - 30], [100, 100]]) {
      const f = chartFrame(scores, 400);
      expect(f.axis.min < READY_SCORE && READY_SCORE < f.axis.max).toBe(true);
      expect(f.showReady).toBe(true);
    }
  });
});
