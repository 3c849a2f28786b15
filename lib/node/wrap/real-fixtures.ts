import { fileURLToPath } from 'node:url';

/**
 * Help runs of real CLIs captured on a machine that has them (`npm run wrap:capture -- CLI…`), one gzipped JSON
 * per CLI: the wrap tests replay them (lib/node/fixtures/clis/replay-help.mjs) and the bench compares with them.
 */
export const REAL_FIXTURES = fileURLToPath(new URL('../../wrap/fixtures/real/', import.meta.url));

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
