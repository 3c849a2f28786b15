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

  it.each(samples.shapes.map((s) => [s.kind, s.match]))('finds %s glued after "key_" and a digit', (kind, match) => {
    expect(secretShape(`key_${match}`)?.kind).toBe(kind);
    expect(secretShape(`{"1${match}": 1}`)?.kind).toBe(kind);
  });

  it('finds a token with a distinctive prefix glued after any word character', () => {
    for (const match of [
      'AKIAIOSFODNN7EXAMPLE',
      'AIzaSyA1234567890abcdefghijklmnopqrstu',
      'glpat-xxxxxxxxxxxxxxxxxxxx1234',
    ])
      expect(secretShape(`tokenvalue${match}`), match).toBeDefined();
  });

  it('leaves ordinary words and identifiers alone', () => {
    for (const word of [
      'task_a1B2c3D4e5F6g7H8i9',
      'disk-partition-information-table',
      'risk_assessment_for_everyone',
      'desk_test_environment1234',
      'weighs_averagevaluesforallofthem',
      'bookmark_collection_manager_v2',
      'pnpm_install_dependencies_now',
      'EURASIAN_PLATE_BOUNDARY_MAP',
      'ASIAPACIFIC',
      'MALAKIAS',
      'the key_id field',
    ])
      expect(secretShape(word), word).toBeUndefined();
  });

  it('stays linear on long hostile text', () => {
    const hostile = `Bearer ${'a'.repeat(200_000)}! eyJ${'a'.repeat(200_000)}. ${'gh'.repeat(100_000)}`;
    const started = performance.now();
    secretShape(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
