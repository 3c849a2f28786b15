import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageError } from './args';
import { parseShard, shardKey, shardOf, sliceSet } from './shard';

const base = '/repo/packs';
const cwd = '/repo';

/** Folder names as a registry holds them: nested, with dots and dashes. */
const packPath = fc.stringMatching(/^[a-z][a-z0-9.-]{0,12}(\/[a-z][a-z0-9.-]{0,12}){0,2}$/);
const packSet = fc
  .uniqueArray(packPath, { minLength: 1, maxLength: 60 })
  .map((names) => names.map((n) => `packs/${n}`));

describe('parseShard', () => {
  it('reads I/N with 1 ≤ I ≤ N, and nothing when --shard is not given', () => {
    expect(parseShard('1/1')).toEqual({ index: 1, total: 1 });
    expect(parseShard('3/4')).toEqual({ index: 3, total: 4 });
    expect(parseShard('12/40')).toEqual({ index: 12, total: 40 });
    expect(parseShard(undefined)).toBeNull();
  });

  it('refuses every other value as a usage error that repeats it', () => {
    for (const bad of [
      '0/4',
      '5/4',
      '1/0',
      '0/0',
      '2',
      '1/2/3',
      '-1/4',
      '1.5/4',
      'a/b',
      '1/',
      '/4',
      '',
      '1 / 4',
      '1/1e3',
    ])
      expect(() => parseShard(bad), bad).toThrow(
        new UsageError(`--shard takes I/N, the I-th of N shards with 1 ≤ I ≤ N (for example 2/4), got "${bad}"`),
      );
  });
});

describe('sliceSet', () => {
  it('the N shards of a set are disjoint and together are the whole set, each in the set order', () => {
    fc.assert(
      fc.property(packSet, fc.integer({ min: 1, max: 9 }), (set, total) => {
        const slices = Array.from({ length: total }, (_, i) => sliceSet(set, { index: i + 1, total }, base, cwd));
        const all = slices.flatMap((s) => s.mine);
        expect(all.length).toBe(set.length);
        expect(new Set(all)).toEqual(new Set(set));
        for (const s of slices) {
          expect(s.mine).toEqual(set.filter((d) => s.mine.includes(d)));
          expect(s.set).toEqual(set);
          expect(s.sizes).toEqual(slices.map((x) => x.mine.length));
        }
      }),
    );
  });

  it('a pack stays in its shard when packs are added to the set or taken from it, whatever their order', () => {
    fc.assert(
      fc.property(packSet, packSet, fc.integer({ min: 2, max: 8 }), (set, more, total) => {
        const grown = [...new Set([...more, ...set])].sort();
        const shrunk = set.slice(0, Math.ceil(set.length / 2));
        for (let index = 1; index <= total; index++) {
          const before = sliceSet(set, { index, total }, base, cwd).mine;
          const after = new Set(sliceSet(grown, { index, total }, base, cwd).mine);
          expect(before.every((d) => after.has(d))).toBe(true);
          const fewer = sliceSet(shrunk, { index, total }, base, cwd).mine;
          expect(fewer).toEqual(before.filter((d) => shrunk.includes(d)));
        }
      }),
    );
  });

  it('keys a pack by its folder under the workspace, so the working directory does not move it', () => {
    expect(shardKey(base, '/repo/packs/ledger')).toBe('ledger');
    expect(shardKey(base, '/repo/packs/group/transit/')).toBe('group/transit');
    expect(shardKey(base, '/repo/packs')).toBe('.');
    const fromRoot = sliceSet(['packs/a', 'packs/b/c'], { index: 1, total: 3 }, base, '/repo');
    const fromInside = sliceSet(['a', 'b/c'], { index: 1, total: 3 }, base, '/repo/packs');
    expect(fromInside.sizes).toEqual(fromRoot.sizes);
    expect(fromInside.mine.map((d) => `packs/${d}`)).toEqual(fromRoot.mine);
  });

  it('spreads a large set evenly: 10,000 packs over 4 shards, each within 5% of a quarter', () => {
    const set = Array.from({ length: 10_000 }, (_, i) => `packs/vendor-${i % 97}/pack-${i}`);
    const { sizes } = sliceSet(set, { index: 1, total: 4 }, base, cwd);
    for (const size of sizes) expect(Math.abs(size - 2500)).toBeLessThan(125);
    expect(shardOf('ledger', 1)).toBe(1);
  });
});
