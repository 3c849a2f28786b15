import { READY_SCORE } from '../core/score';
import { scoreAxis, type ScoreAxis } from './score-axis';

/** The drawing's height and margins (the width is the chart box's, in pixels). */
export const CHART_H = 200;
export const CHART_MARGIN = { top: 12, right: 16, bottom: 28, left: 34 };

/** Where a score chart draws things: run `i` across, a score up, the axis, the line through the runs. */
export interface ChartFrame {
  width: number;
  axis: ScoreAxis;
  x(i: number): number;
  y(score: number): number;
  /** Whether the ready score falls strictly inside the axis (the dashed line is drawn only then). */
  showReady: boolean;
  /** The SVG path through every run, in order. */
  path: string;
}

/** One point per run, evenly spaced across (a single run in the middle); scores on the axis scoreAxis gives. */
export function chartFrame(scores: readonly number[], width: number): ChartFrame {
  const M = CHART_MARGIN;
  const innerW = width - M.left - M.right;
  const innerH = CHART_H - M.top - M.bottom;
  const x = (i: number) => M.left + (scores.length === 1 ? innerW / 2 : (i * innerW) / (scores.length - 1));
  const axis = scoreAxis(scores);
  const y = (s: number) => M.top + ((axis.max - s) * innerH) / (axis.max - axis.min);
  const path = scores.map((s, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(s).toFixed(1)}`).join(' ');
  return { width, axis, x, y, showReady: READY_SCORE > axis.min && READY_SCORE < axis.max, path };
}
