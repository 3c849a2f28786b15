import { describe, expect, it } from 'vitest';
import { createCheckScheduler } from './check-scheduler';
import { fakeClock } from './test-fakes';

describe('createCheckScheduler', () => {
  it('runs a keystroke after a quiet spell at once (leading edge)', () => {
    const { clock, advance } = fakeClock();
    const runs: number[] = [];
    const s = createCheckScheduler(() => runs.push(clock.now()), 150, clock);
    s.request();
    advance(0);
    expect(runs).toEqual([0]);
    advance(500);
    s.request();
    advance(0);
    expect(runs).toEqual([0, 500]);
  });

  it('folds fast typing into one run at the end of the window (trailing edge)', () => {
    const { clock, advance } = fakeClock();
    const runs: number[] = [];
    const s = createCheckScheduler(() => runs.push(clock.now()), 150, clock);
    s.request();
    advance(0);
    for (let i = 0; i < 5; i++) {
      advance(20);
      s.request();
    }
    advance(200);
    expect(runs).toEqual([0, 150]);
  });

  it('flush runs a pending check now; cancel drops it', () => {
    const { clock, advance } = fakeClock();
    let runs = 0;
    const s = createCheckScheduler(() => runs++, 150, clock);
    s.request();
    s.flush();
    expect(runs).toBe(1);
    s.request();
    s.cancel();
    advance(1000);
    expect(runs).toBe(1);
  });
});
