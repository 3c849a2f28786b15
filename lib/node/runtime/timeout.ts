/**
 * How long one run of a pack's CLI may take unless `--timeout` says otherwise. A module of its own: a static check
 * (`check --no-eval`) reads it without loading the process runner and Node's child_process behind it.
 */
export const DEFAULT_TIMEOUT_MS = 10000;
