/** Median wall time of `fn` in microseconds, after warm-up, over enough runs to fill `budgetMs`. */
export function medianMicros(fn: () => unknown, budgetMs = 400, minRuns = 15): number {
  for (let i = 0; i < 5; i++) fn();
  const times: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (times.length < minRuns || (performance.now() < deadline && times.length < 100000)) {
    const t0 = performance.now();
    fn();
    times.push((performance.now() - t0) * 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
