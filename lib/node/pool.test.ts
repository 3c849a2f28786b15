import { describe, expect, it } from 'vitest';
import { mapConcurrent } from './pool';

describe('mapConcurrent', () => {
  it('never runs more than the limit at once and keeps the order of results', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await mapConcurrent([30, 10, 20, 5, 15], 2, async (ms, i) => {
      started.push(i);
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return ms * 2;
    }, [2, 0, 1, 3, 4]);
    expect(peak).toBe(2);
    expect(results).toEqual([60, 20, 40, 10, 30]);
    expect(started.slice(0, 2)).toEqual([2, 0]);
  });

  it('handles no items', async () => {
    expect(await mapConcurrent([], 4, async () => 1)).toEqual([]);
  });
});
