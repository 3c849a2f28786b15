// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreChart, type ChartRun } from './score-chart';

afterEach(cleanup);

const runs = (...scores: number[]): ChartRun[] =>
  scores.map((score, i) => ({ id: i + 1, at: Date.UTC(2026, 11, 1, 9, i), score, grade: null, source: 'studio' }));

/** Each labelled gridline: its number and the height it is drawn at (the label's baseline). */
function gridlines() {
  return screen.getAllByTestId('chart-tick').map((g) => ({
    label: Number(g.querySelector('text')!.textContent),
    y: Number(g.querySelector('text')!.getAttribute('y')),
  }));
}

/** A point's height, from its visible circle. */
const pointY = (run: number) =>
  Number(document.querySelector(`[data-run="${run}"] circle:last-of-type`)!.getAttribute('cy'));

describe('ScoreChart', () => {
  it('labels every gridline, evenly spaced, from just under the lowest score to 100: no bare 0 under a gap', () => {
    render(<ScoreChart runs={runs(88, 94, 100)} from={null} to={null} />);
    const lines = gridlines();
    expect(lines.map((l) => l.label)).toEqual([80, 85, 90, 95, 100]);
    const gaps = lines.slice(1).map((l, i) => Math.round((lines[i].y - l.y) * 100) / 100);
    expect(new Set(gaps).size).toBe(1);
  });

  it('draws each score where the axis says: the lowest tick at the bottom, 100 at the top', () => {
    render(<ScoreChart runs={runs(80, 100, 90)} from={null} to={null} />);
    const at = Object.fromEntries(gridlines().map((l) => [l.label, l.y - 3.5]));
    expect(pointY(1)).toBeCloseTo(at[80], 5);
    expect(pointY(2)).toBeCloseTo(at[100], 5);
    expect(pointY(3)).toBeCloseTo(at[90], 5);
  });

  it('runs down to 0 by 20s when a score is low', () => {
    render(<ScoreChart runs={runs(12, 97)} from={null} to={null} />);
    expect(gridlines().map((l) => l.label)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(screen.getByTestId('chart-ready').textContent).toBe('ready (90)');
  });
});
