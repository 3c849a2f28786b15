import type { OptionalLayer } from '../types';

/**
 * HCP's full check beyond lint and the static rules: the probe of the wrapped CLI (off unless `--probe`) and the
 * eval cases (on unless `--no-eval`). Both start the CLI; eval cases may run a confirmed write.
 */
export const HCP_OPTIONAL_LAYERS = [
  { id: 'probe', label: 'With probe', defaultOn: false, flag: 'probe', runsProcesses: true, writes: false },
  { id: 'eval', label: 'With eval', defaultOn: true, flag: 'no-eval', runsProcesses: true, writes: true },
] as const satisfies readonly OptionalLayer[];
