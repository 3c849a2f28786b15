import { createHash } from 'node:crypto';
import { relative, resolve, sep } from 'node:path';
import { UsageError } from './args';

/**
 * `check --shard I/N`: the I-th of N disjoint slices of a set of packs, so a CI matrix of N jobs checks the set once.
 * A pack's slice depends on its own path alone (a hash of the folder relative to the workspace), never on the other
 * packs or their order: adding or removing a pack moves no other pack to another job.
 */
export interface Shard {
  /** 1-based, as the command line says it. */
  index: number;
  total: number;
}

const SHARD_FORM = /^(\d+)\/(\d+)$/;

/** `--shard I/N`, with 1 ≤ I ≤ N; anything else is a usage error that says what was given. */
export function parseShard(value: string | undefined): Shard | null {
  if (value === undefined) return null;
  const match = SHARD_FORM.exec(value.trim());
  const index = match ? Number(match[1]) : NaN;
  const total = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(total) || total < 1 || index < 1 || index > total)
    throw new UsageError(`--shard takes I/N, the I-th of N shards with 1 ≤ I ≤ N (for example 2/4), got "${value}"`);
  return { index, total };
}

/** The key a pack is sharded by: its folder relative to `base` (the workspace, else the working directory), `/`-separated. */
export function shardKey(base: string, dir: string): string {
  return relative(base, resolve(base, dir)).split(sep).join('/') || '.';
}

/** The shard (1…total) a key falls in: the first 32 bits of its SHA-1, modulo the number of shards. */
export function shardOf(key: string, total: number): number {
  return (createHash('sha1').update(key).digest().readUInt32BE(0) % total) + 1;
}

/** A shard of a set: its place (index, total), the whole set's DIRs in order, and how many fell in each shard. */
export interface ShardSlice extends Shard {
  /** The DIRs this shard checks, in the set's order. */
  mine: string[];
  /** Every DIR of the set, as the check named them, in order: what a merge puts the shards back into. */
  set: string[];
  /** How many DIRs of the set fell in each shard, in shard order: a merge says what a missing shard held. */
  sizes: number[];
}

/** The DIRs of `set` (named relative to `cwd`) that fall in `shard`, keyed relative to `base`. */
export function sliceSet(set: readonly string[], shard: Shard, base: string, cwd: string): ShardSlice {
  const sizes = new Array<number>(shard.total).fill(0);
  const mine: string[] = [];
  for (const dir of set) {
    const at = shardOf(shardKey(base, resolve(cwd, dir)), shard.total);
    sizes[at - 1]!++;
    if (at === shard.index) mine.push(dir);
  }
  return { ...shard, mine, set: [...set], sizes };
}

/** `2/4`, as the command line and the messages say a shard. */
export const shardName = (shard: Shard) => `${shard.index}/${shard.total}`;
