import { fileURLToPath } from 'node:url';

/**
 * Help runs of real CLIs captured on a machine that has them (`npm run wrap:capture -- CLI…`), one gzipped JSON
 * per CLI: the wrap tests replay them (lib/node/fixtures/clis/replay-help.mjs) and the bench compares with them.
 */
export const REAL_FIXTURES = fileURLToPath(new URL('../../wrap/fixtures/real/', import.meta.url));

/**
 * Help runs of the held-out set `n` (lib/bench/wrap-corpus.ts HELD_OUT_SETS): captured the same way, never taught,
 * into lib/wrap/fixtures/held-out (the first set) or held-out-<n>. The bench reports each apart from the corpus, and
 * the test every CLI there runs asserts only what holds for every CLI.
 */
export const heldOutFixtures = (n: number): string =>
  fileURLToPath(new URL(`../../wrap/fixtures/${n === 1 ? 'held-out' : `held-out-${n}`}/`, import.meta.url));

export const HELD_OUT_FIXTURES = heldOutFixtures(1);
export const HELD_OUT_2_FIXTURES = heldOutFixtures(2);
export const HELD_OUT_3_FIXTURES = heldOutFixtures(3);
export const HELD_OUT_4_FIXTURES = heldOutFixtures(4);
export const HELD_OUT_5_FIXTURES = heldOutFixtures(5);

export interface CapturedRun {
  stdout: string;
  stderr: string;
  exit: number | null;
}

export interface Capture {
  cli: string;
  /** The CLI's version line, for whoever recaptures. */
  version: string;
  captured: string;
  /** By argv after the bin, joined with one space. */
  runs: Record<string, CapturedRun>;
}
