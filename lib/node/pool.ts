import { availableParallelism } from 'node:os';

/** How many processes the probe layer runs at once: the machine's cores. */
export const defaultConcurrency = () => Math.max(1, availableParallelism());

/** Runs `work` over every item, at most `limit` at a time; results keep the items' order. */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
