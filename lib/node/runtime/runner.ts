/**
 * What a format hands the shared runtime for one pack (its server part's `runner` hook): the program, where it runs,
 * and how one call becomes an argv, or the reason it may not run. The runtime itself knows no format: it resolves
 * the program through the sandbox, picks the working directory, builds the child's environment, runs the process
 * and masks its output; everything a format decides about a call (its grants, its arguments, its consent gate, its
 * argv template) happens in `prepare`, before any process starts.
 */

export type Grant = 'verb.exec.read' | 'verb.exec.write';
export const ALL_GRANTS: readonly Grant[] = ['verb.exec.read', 'verb.exec.write'];
export type WorkspaceMode = 'none' | 'project' | 'workspace' | 'ephemeral';

/**
 * Which calls need a person's consent: the confirm-gated ones (`policy`, eval and an agent's host), or every write as
 * well (`every-write`, a face where a person runs commands by hand).
 */
export type ApprovalRule = 'policy' | 'every-write';

export type ExecErrorCode =
  | 'unknown_verb'
  | 'denied'
  | 'invalid_args'
  | 'confirm_required'
  | 'approval_required'
  | 'adapter'
  | 'sandbox'
  | 'spawn'
  | 'timeout'
  | 'cancelled'
  | 'failed';

/** What the caller of one call holds: its grants, whether a person consented to this very call, and the approval rule. */
export interface CallGate {
  grants: readonly string[];
  consent: boolean;
  approval: ApprovalRule;
}

/** One call prepared: the argv to run (`[program, ...arguments]`, the program as a person reads it), or why not. */
export type PreparedCall = { ok: true; argv: string[] } | { ok: false; code: ExecErrorCode; error: string };

export interface PackRunner {
  /** The id the pack runs as: labels, refusals, a `workspace`-mode folder's name. */
  id: string;
  /** The program the pack runs (resolved through the sandbox); absent for a pack that runs none here. */
  bin?: string;
  /** argv[0] as a run shows it (the CLI's own name rather than a path). */
  displayBin: string;
  /** Where the program runs (lib/node/project/workdir.ts); `none` when absent. */
  workspaceMode?: WorkspaceMode;
  /** Defaults the program understands, in its environment; their values are masked in every run. */
  agentEnv?: Readonly<Record<string, string>>;
  /** The format's names for the runtime's private store in the child's environment, set after `agentEnv`. */
  homeVariables: readonly string[];
  /** Whether the pack has a command of this name. */
  has(verb: string): boolean;
  /** Everything the format checks of one call before any process starts, then its argv. Never throws. */
  prepare(verb: string, args: Record<string, unknown>, gate: CallGate): PreparedCall;
}
