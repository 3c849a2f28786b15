import type { EscapesFound } from '../../../terminal/escapes';
import type { LoadedPack } from '../../load';

/** Which probe a run was: `<bin> --help`, an unknown subcommand, `<bin> <subcommand> --help`, or a read. */
export type ProbePurpose = 'help' | 'unknown' | 'subcommand-help' | 'read';

/** One probe as the rules see it: the run plus what it was for. Plain data, so the rules stay pure. */
export interface ProbeObservation {
  purpose: ProbePurpose;
  /** read: the command; subcommand-help: every command whose cli[] starts with these words. */
  verbs: string[];
  /** subcommand-help: the subcommand words (`["setup", "status"]`). */
  words?: string[];
  argv: string[];
  exit_code: number | null;
  timed_out: boolean;
  ms: number;
  tokens: number;
  json: boolean;
  stdout: string;
  stderr: string;
  truncated: boolean;
  /** The escape sequences the runtime stripped from this run's output; absent when there were none. */
  escapes?: EscapesFound;
  spawn_error?: string;
}

export interface ProbeContext {
  pack: LoadedPack;
  /** The sandbox's answer for wrap.bin; when it failed no process ran. */
  bin: { ok: true } | { ok: false; error: string };
  observations: ProbeObservation[];
  /** Reads the layer could not call, and why. */
  skipped: { verb: string; reason: string }[];
  timeoutMs: number;
}
