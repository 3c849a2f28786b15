import type { LoadedPack } from '../../load';

/** One eval case after it ran (or was refused without running), as the rules see it. */
export interface EvalCaseOutcome {
  index: number;
  name: string;
  verb: string;
  passed: boolean;
  /** False when the case failed without running (a TODO argument, an unknown command). */
  ran: boolean;
  /** The runtime result's ok, when it ran. */
  ok?: boolean;
  /** What the case expected of ok (a case without expect expects true). */
  expectsOk: boolean;
  ms: number;
  tokens: number;
  error: string | null;
}

export interface EvalContext {
  pack: LoadedPack;
  /** null when the layer did not run (the rules that need results stay silent). */
  outcomes: EvalCaseOutcome[] | null;
}
