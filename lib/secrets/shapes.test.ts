import { describe, expect, it } from 'vitest';
import samples from './samples.json' with { type: 'json' };
import { SECRET_SHAPES, secretShape } from './shapes';

describe('the credential shapes', () => {
  it('has a sample of every shape', () => {
    const sampled = new Set(samples.shapes.map((s) => s.kind));
    expect(SECRET_SHAPES.map((s) => s.kind).filter((kind) => !sampled.has(kind))).toEqual([]);
  });

  it.each(samples.shapes.map((s) => [s.kind, s.match, s.nearMiss]))('knows %s: %j, not %j', (kind, match, nearMiss) => {
    expect(secretShape(match)?.kind).toBe(kind);
    expect(secretShape(`text before ${match} and after`)?.kind).toBe(kind);
    expect(secretShape(nearMiss)).toBeUndefined();
  });

  it('stays linear on long hostile text', () => {
    const hostile = `Bearer ${'a'.repeat(200_000)}! eyJ${'a'.repeat(200_000)}. ${'gh'.repeat(100_000)}`;
    const started = performance.now();
    secretShape(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
