/** Median wall time of `fn` in microseconds, after warm-up, over enough runs to fill `budgetMs`. */
export function medianMicros(fn: () => unknown, budgetMs = 400, minRuns = 15): number {
  const [median] = medianMicrosEach([fn], budgetMs, minRuns);
  return median!;
}

/**
 * Median wall times of several functions measured in turn, one run of each per round, so a load that comes and goes
 * on a shared machine stretches all of them alike and their ratio holds (measured one after the other, a ratio
 * moved with whatever else ran in each one's stretch of time).
 */
export function medianMicrosEach(fns: readonly (() => unknown)[], budgetMs = 400, minRuns = 15): number[] {
  for (let i = 0; i < 5; i++) for (const fn of fns) fn();
  const times: number[][] = fns.map(() => []);
  const deadline = performance.now() + budgetMs;
  for (let round = 0; round < minRuns || (performance.now() < deadline && round < 100000); round++)
    fns.forEach((fn, i) => {
      const t0 = performance.now();
      fn();
      times[i]!.push((performance.now() - t0) * 1000);
    });
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return t[Math.floor(t.length / 2)]!;
  });
}

/** `--name N` on a bench's command line, else `fallback`. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
