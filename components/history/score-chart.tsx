'use client';
import { useEffect, useRef, useState } from 'react';
import { READY_SCORE, type Grade } from '@/lib/core/score';
import { CHART_H as H, CHART_MARGIN as M, chartFrame, type ChartFrame } from '@/lib/studio/score-chart-frame';

export interface ChartRun {
  id: number;
  at: number;
  score: number;
  grade: Grade | null;
  source: 'studio' | 'cli';
}

/** The drawing's width until the chart has measured its box; then one unit is one pixel, so labels stay 10 px. */
const DEFAULT_W = 640;
const MIN_W = 280;

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * A pack's score over its recorded checks, one point per run in the order they ran (evenly spaced: a burst of
 * checks stays readable). The axis runs from just under the lowest score to 100, every gridline labelled and
 * evenly spaced (lib/studio/score-axis.ts); the ready line is dashed where it falls inside. The two runs being
 * compared are ringed; clicking a point picks it.
 */
export function ScoreChart({
  runs,
  from,
  to,
  onPick,
}: {
  runs: readonly ChartRun[];
  from: number | null;
  to: number | null;
  onPick?(id: number): void;
}) {
  const [box, W] = useBoxWidth();
  const frame = chartFrame(
    runs.map((r) => r.score),
    W,
  );
  return (
    <div ref={box}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Score over ${runs.length} checks, from ${runs[0]?.score} to ${runs.at(-1)?.score}`}
        data-testid="score-chart"
      >
        <Gridlines frame={frame} />
        {frame.showReady && <ReadyLine frame={frame} />}
        {runs.length > 1 && (
          <path d={frame.path} fill="none" strokeWidth="2" strokeLinejoin="round" className="stroke-accent" />
        )}
        {runs.map((r, i) => (
          <ChartPoint
            key={r.id}
            run={r}
            cx={frame.x(i)}
            cy={frame.y(r.score)}
            picked={r.id === from || r.id === to}
            onPick={onPick}
          />
        ))}
        {runs.length > 0 && <TimeLabels frame={frame} runs={runs} />}
      </svg>
    </div>
  );
}

/** A labelled gridline at every tick of the axis (the ready score's line is the dashed one instead). */
function Gridlines({ frame: { axis, y, width: W } }: { frame: ChartFrame }) {
  return axis.ticks.map((g) => (
    <g key={g} data-testid="chart-tick" data-score={g}>
      {g !== READY_SCORE && (
        <line x1={M.left} x2={W - M.right} y1={y(g)} y2={y(g)} strokeWidth="1" className="stroke-line" />
      )}
      <text x={M.left - 6} y={y(g) + 3.5} textAnchor="end" className="fill-faint text-[10px] tabular-nums">
        {g}
      </text>
    </g>
  ));
}

/** The ready score as a dashed line, labelled at its right end. */
function ReadyLine({ frame: { y, width: W } }: { frame: ChartFrame }) {
  return (
    <g data-testid="chart-ready">
      <line
        x1={M.left}
        x2={W - M.right}
        y1={y(READY_SCORE)}
        y2={y(READY_SCORE)}
        strokeWidth="1"
        strokeDasharray="4 3"
        className="stroke-ok/50"
      />
      <text x={W - M.right} y={y(READY_SCORE) - 4} textAnchor="end" className="fill-ok text-[9px]">
        ready ({READY_SCORE})
      </text>
    </g>
  );
}

/** One run: a dot (ringed when picked) with a wider invisible target; a button (Enter, Space) when it can be picked. */
function ChartPoint({
  run: r,
  cx,
  cy,
  picked,
  onPick,
}: {
  run: ChartRun;
  cx: number;
  cy: number;
  picked: boolean;
  onPick?(id: number): void;
}) {
  return (
    <g
      role={onPick ? 'button' : undefined}
      tabIndex={onPick ? 0 : undefined}
      aria-label={`Run ${r.id}, ${when(r.at)}: score ${r.score}${r.grade ? `, grade ${r.grade}` : ''} (${r.source})`}
      onClick={onPick ? () => onPick(r.id) : undefined}
      onKeyDown={onPick ? (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onPick(r.id)) : undefined}
      className={onPick ? 'cursor-pointer outline-none [&:focus-visible>circle]:stroke-accent-strong' : undefined}
      data-testid="chart-point"
      data-run={r.id}
    >
      <title>{`${when(r.at)} · ${r.score}${r.grade ? ` (${r.grade})` : ''} · ${r.source}`}</title>
      <circle cx={cx} cy={cy} r="9" fill="transparent" />
      <circle
        cx={cx}
        cy={cy}
        r={picked ? 5 : 3.5}
        strokeWidth={picked ? 2.5 : 1.5}
        className={picked ? 'fill-surface stroke-accent' : 'fill-accent stroke-surface'}
      />
    </g>
  );
}

/** When the first and the last run ran, under their points (one label, centred, for a single run). */
function TimeLabels({ frame: { x }, runs }: { frame: ChartFrame; runs: readonly ChartRun[] }) {
  return (
    <>
      <text x={x(0)} y={H - 8} textAnchor={runs.length === 1 ? 'middle' : 'start'} className="fill-faint text-[10px]">
        {when(runs[0]!.at)}
      </text>
      {runs.length > 1 && (
        <text x={x(runs.length - 1)} y={H - 8} textAnchor="end" className="fill-faint text-[10px]">
          {when(runs.at(-1)!.at)}
        </text>
      )}
    </>
  );
}

/** The width of the chart's box, followed as it changes (a phone, a resized window). */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_W);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry.contentRect.width);
      if (measured > 0) setWidth(Math.max(MIN_W, measured));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [box, width] as const;
}
