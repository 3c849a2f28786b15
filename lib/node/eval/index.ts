import type { Finding } from '../../core/finding';
import { lintLoadedPack } from '../../hcp/lint/lint';
import type { LoadedPack } from '../../hcp/load';
import { CONFIRM_ARG } from '../../hcp/argv';
import type { EvalCaseView } from '../../hcp/model';
import type { EvalCaseResult, EvalSummary } from '../../hcp/records';
import { evalFindings, expectsOk, type EvalCaseOutcome } from '../../hcp/rules/eval';
import { hcpRunner } from '../../hcp/runner';
import { ALL_GRANTS, Runtime, type RuntimeOptions } from '../runtime/exec';
import { allowHint } from '../runtime/sandbox';
import { judge, percentile, todoArgument } from './judge';

export interface EvalLayerOptions extends Omit<RuntimeOptions, 'runner' | 'packDir' | 'grants'> {
  timeoutMs: number;
  /** Called as each case finishes. */
  onCase?: (result: EvalCaseResult, done: number, total: number) => void;
}

export interface EvalLayerResult {
  summary: EvalSummary;
  outcomes: EvalCaseOutcome[];
  /** E001–E005. */
  findings: Finding[];
}

/** Why the eval layer cannot run (no file, lint errors), or null when it can. */
export function evalPrecondition(pack: LoadedPack): string | null {
  if (pack.texts['hcp.eval.json'] === undefined) return 'the pack has no hcp.eval.json (E001)';
  if (!pack.evalFile?.ok || !pack.model.evalCases) return 'hcp.eval.json does not parse as { "cases": [...] }';
  const issues = lintLoadedPack(pack);
  if (issues.length)
    return `the pack does not pass the structure layer (${issues.length} lint issue${issues.length > 1 ? 's' : ''}: ${issues[0].message}${issues.length > 1 ? ', …' : ''})`;
  return null;
}

/**
 * Why the eval layer cannot run for this pack here: evalPrecondition's reasons, or a CLI the sandbox may not start
 * (then every case would fail for the studio's setting, not for the pack: the layer is "not run", with how to allow it).
 */
export async function evalBlocked(
  pack: LoadedPack,
  packDir: string,
  options: Omit<RuntimeOptions, 'runner' | 'packDir'>,
): Promise<string | null> {
  const precondition = evalPrecondition(pack);
  if (precondition) return precondition;
  if (pack.model.kind !== 'wrap' || !pack.model.wrap?.bin) return null;
  const runtime = new Runtime({ ...options, runner: hcpRunner(pack), packDir });
  try {
    const bin = await runtime.resolveBin();
    return !bin.ok && bin.code === 'not_allowlisted' ? `${bin.error}; ${allowHint(pack.model.wrap.bin)}` : null;
  } finally {
    await runtime.dispose();
  }
}

/**
 * The eval layer: each case through the exec pipeline as an agent Principal with every grant, in sandbox mode,
 * with the confirm gate; one case at a time, in file order (a confirmed write may change what a later case sees).
 */
export async function runEvalLayer(
  pack: LoadedPack,
  packDir: string,
  options: EvalLayerOptions,
): Promise<EvalLayerResult> {
  const cases = pack.model.evalCases ?? [];
  const runtime = new Runtime({ ...options, runner: hcpRunner(pack), packDir, grants: ALL_GRANTS });
  const outcomes: EvalCaseOutcome[] = [];
  try {
    for (const c of cases) {
      options.signal?.throwIfAborted();
      const outcome = await runCase(runtime, c, options.timeoutMs);
      outcomes.push(outcome);
      options.onCase?.(toResult(outcome), outcomes.length, cases.length);
    }
  } finally {
    await runtime.dispose();
  }
  options.signal?.throwIfAborted();
  return { summary: summarizeEval(outcomes), outcomes, findings: evalFindings({ pack, outcomes }) };
}

async function runCase(runtime: Runtime, c: EvalCaseView, timeoutMs: number): Promise<EvalCaseOutcome> {
  const base = { index: c.index, name: c.name ?? `case ${c.index + 1}`, verb: c.verb ?? '', expectsOk: expectsOk(c) };
  const notRun = (error: string): EvalCaseOutcome => ({ ...base, passed: false, ran: false, ms: 0, tokens: 0, error });
  if (!c.verb || !runtime.has(c.verb))
    return notRun(`"${c.verb ?? ''}" is not a command of this pack; the case did not run`);
  const todo = todoArgument(c.args);
  if (todo) return notRun(todo);
  const started = performance.now();
  // The case's `confirm: true` is the spec's gate argument (DECISIONS.md): in hcp.eval.json, the pack author's
  // consent for this case. The runtime reads consent only from here, never from the arguments themselves.
  const result = await runtime.exec(c.verb, c.args, { timeoutMs, consent: c.args[CONFIRM_ARG] === true });
  // max_ms counts from the moment the process started (its own clock), never the wait for a process slot.
  const ms = result.run ? result.run.ms : Math.round(performance.now() - started);
  const verdict = judge(c, result, ms, runtime.secrets);
  return {
    ...base,
    passed: verdict.passed,
    ran: true,
    ok: result.ok,
    ms,
    tokens: verdict.tokens,
    error: verdict.error,
  };
}

export function toResult(o: EvalCaseOutcome): EvalCaseResult {
  return { name: o.name, verb: o.verb, passed: o.passed, ms: o.ms, tokens: o.tokens, error: o.error };
}

/** Pass count and p50/p95 latency over the cases that ran. */
export function summarizeEval(outcomes: EvalCaseOutcome[]): EvalSummary {
  const ms = outcomes.filter((o) => o.ran).map((o) => o.ms);
  const passed = outcomes.filter((o) => o.passed).length;
  return {
    cases: outcomes.map(toResult),
    passed,
    failed: outcomes.length - passed,
    p50_ms: percentile(ms, 50),
    p95_ms: percentile(ms, 95),
  };
}

export { judge, outputOf, percentile, todoArgument } from './judge';
