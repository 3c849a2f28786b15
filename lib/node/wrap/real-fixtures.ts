import { fileURLToPath } from 'node:url';

/**
 * Help runs of real CLIs captured on a machine that has them (`npm run wrap:capture -- CLI…`), one gzipped JSON
 * per CLI: the wrap tests replay them (lib/node/fixtures/clis/replay-help.mjs) and the bench compares with them.
 */
export const REAL_FIXTURES = fileURLToPath(new URL('../../wrap/fixtures/real/', import.meta.url));

/**
 * Help runs of the held-out CLIs (lib/bench/wrap-corpus.ts HELD_OUT): captured the same way, never taught. The bench
 * reports them apart from the corpus, and no test asserts anything of one CLI there, only what holds for every CLI.
 */
export const HELD_OUT_FIXTURES = fileURLToPath(new URL('../../wrap/fixtures/held-out/', import.meta.url));

/** Help runs of the second held-out set (wrap-corpus.ts HELD_OUT_2), captured and replayed the same way. */
export const HELD_OUT_2_FIXTURES = fileURLToPath(new URL('../../wrap/fixtures/held-out-2/', import.meta.url));

/** Help runs of the third held-out set (wrap-corpus.ts HELD_OUT_3), captured and replayed the same way. */
export const HELD_OUT_3_FIXTURES = fileURLToPath(new URL('../../wrap/fixtures/held-out-3/', import.meta.url));

/** Help runs of the fourth held-out set (wrap-corpus.ts HELD_OUT_4), captured and replayed the same way. */
export const HELD_OUT_4_FIXTURES = fileURLToPath(new URL('../../wrap/fixtures/held-out-4/', import.meta.url));

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
