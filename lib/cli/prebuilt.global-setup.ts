// @ts-expect-error plain JavaScript (it runs before any TypeScript can): no declarations
import { buildBundle, cliBuild, freshBundle } from './prebuilt.mjs';

/**
 * Vitest's global setup: brings the prebuilt CLI up to date once, before the test files that spawn `packstudio`
 * start side by side (each would otherwise find the same changed source and build it again).
 */
export default async function buildCliOnce(): Promise<void> {
  const build = cliBuild();
  if (!freshBundle(build).bundle) await buildBundle(build);
}
