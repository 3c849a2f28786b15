import { availableParallelism } from 'node:os';

/** How many processes the probe layer runs at once: the machine's cores. */
export const defaultConcurrency = () => Math.max(1, availableParallelism());

/**
 * Runs `work` over every item, at most `limit` at a time; results keep the items' order. `startOrder` (indexes)
 * says which to start first: the longest first keeps the workers busy to the end.
 */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>, startOrder?: readonly number[]): Promise<R[]> {
  const results = new Array<R>(items.length);
  const order = startOrder ?? items.map((_, i) => i);
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const index = order[next++];
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
