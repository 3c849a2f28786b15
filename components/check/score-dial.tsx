import { READY_SCORE, type Grade } from '@/lib/core/score';

const STROKE: Record<Grade, string> = {
  A: 'stroke-emerald-500',
  B: 'stroke-emerald-500',
  C: 'stroke-amber-500',
  D: 'stroke-orange-500',
  F: 'stroke-red-500',
};

/** The score as a ring, the grade in the middle. */
export function ScoreDial({
  score,
  grade,
  size = 132,
  testId = 'score-dial',
}: {
  score: number;
  grade: Grade;
  size?: number;
  testId?: string;
}) {
  const r = 52;
  const circumference = 2 * Math.PI * r;
  const clamped = Math.max(0, Math.min(100, score));
  return (
    <div
      className="relative shrink-0"
      style={{ width: size, height: size }}
      data-testid={testId}
      role="img"
      aria-label={`Score ${score} of 100, grade ${grade}`}
    >
      <svg viewBox="0 0 120 120" className="size-full -rotate-90">
        <circle cx="60" cy="60" r={r} fill="none" strokeWidth="10" className="stroke-line" />
        {clamped > 0 && (
          <circle
            cx="60"
            cy="60"
            r={r}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
            className={`${STROKE[grade]} transition-[stroke-dasharray] duration-500`}
          />
        )}
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-semibold tracking-tight tabular-nums">{score}</span>
        <span className="text-xs text-muted">grade {grade}</span>
      </div>
    </div>
  );
}

const BAR: (value: number) => string = (v) =>
  v >= READY_SCORE ? 'bg-emerald-500' : v >= 70 ? 'bg-amber-500' : v >= 60 ? 'bg-orange-500' : 'bg-red-500';

/** Per-category scores; a layer that did not run says so instead of showing a full bar. */
export function CategoryBars({ categories, notRun = [] }: { categories: Record<string, number>; notRun?: string[] }) {
  return (
    <dl className="grid gap-2.5" data-testid="category-scores">
      {Object.entries(categories).map(([name, value]) => (
        <div key={name} className="grid grid-cols-[6rem_1fr_2.5rem] items-center gap-3 text-sm">
          <dt className="text-muted capitalize">{name}</dt>
          {notRun.includes(name) ? (
            <>
              <dd className="text-xs text-faint">not run</dd>
              <dd className="text-right text-faint">—</dd>
            </>
          ) : (
            <>
              <dd className="h-2 overflow-hidden rounded-full bg-surface-muted">
                <div className={`h-full rounded-full ${BAR(value)}`} style={{ width: `${Math.max(2, value)}%` }} />
              </dd>
              <dd className="text-right font-medium tabular-nums">{value}</dd>
            </>
          )}
        </div>
      ))}
    </dl>
  );
}
