/**
 * When to re-run the in-browser check while the author types.
 * Leading edge: a keystroke after a quiet spell is checked at once (the check takes a few ms, so the
 * findings follow the keystroke within a frame). Trailing edge: keystrokes that arrive within `windowMs`
 * of the last run are folded into one run at the end of the window, so fast typing costs at most one
 * check per window.
 */
export interface CheckScheduler {
  /** Ask for a check; `run` is called now or at the end of the current window. */
  request(): void;
  /** Run a pending check now (before save, before leaving). */
  flush(): void;
  cancel(): void;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createCheckScheduler(run: () => void, windowMs = 150, clock: Clock = realClock): CheckScheduler {
  let lastRun = -Infinity;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    lastRun = clock.now();
    run();
  };
  return {
    request() {
      if (timer !== null) return;
      const since = clock.now() - lastRun;
      if (since >= windowMs) {
        // Yield once so the keystroke paints first; a microtask-free timeout of 0 keeps the order of events.
        timer = clock.setTimeout(fire, 0);
      } else {
        timer = clock.setTimeout(fire, windowMs - since);
      }
    },
    flush() {
      if (timer === null) return;
      clock.clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
