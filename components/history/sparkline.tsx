/** A score trend small enough for a list row: 0–100 on the vertical, one point per run, the last one marked. */
export function Sparkline({
  scores,
  width = 72,
  height = 22,
  label,
}: {
  scores: readonly number[];
  width?: number;
  height?: number;
  label?: string;
}) {
  if (scores.length === 0) return null;
  const pad = 2;
  const x = (i: number) => (scores.length === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (scores.length - 1));
  const y = (s: number) => pad + ((100 - Math.max(0, Math.min(100, s))) * (height - 2 * pad)) / 100;
  const points = scores.map((s, i) => `${x(i).toFixed(1)},${y(s).toFixed(1)}`).join(' ');
  const last = scores.at(-1)!;
  const first = scores[0];
  const tone = last > first ? 'text-ok' : last < first ? 'text-error' : 'text-faint';
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={`shrink-0 ${tone}`}
      role="img"
      aria-label={label ?? `Score over the last ${scores.length} checks: ${scores.join(', ')}`}
      data-testid="sparkline"
      data-scores={scores.join(',')}
    >
      <line
        x1={pad}
        x2={width - pad}
        y1={y(90)}
        y2={y(90)}
        className="stroke-line"
        strokeDasharray="2 2"
        strokeWidth="1"
      />
      {scores.length > 1 && (
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
      <circle cx={x(scores.length - 1)} cy={y(last)} r="2.2" fill="currentColor" />
    </svg>
  );
}
