export { childEnv } from './env';
export {
  ALL_GRANTS,
  failureMessage,
  outcome,
  Runtime,
  withRuntime,
  type ExecErrorCode,
  type ExecOptions,
  type ExecResult,
  type Grant,
  type PackRunner,
  type PreparedCall,
  type RuntimeOptions,
  type WorkspaceMode,
} from './exec';
export {
  approxTokens,
  MAX_OUTPUT_BYTES,
  parseJsonOutput,
  runProcess,
  type RunOptions,
  type RunResult,
} from './process';
export { DEFAULT_TIMEOUT_MS } from './timeout';
export { ALLOWLIST_ENV, allowlistFromEnv, isBareName, launchFor, resolveBin, type BinResolution } from './sandbox';
