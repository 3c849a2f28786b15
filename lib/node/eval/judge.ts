import { quote } from '../../core/guards';
import { maskText } from '../../secrets';
import type { EvalCaseView } from '../../hcp/model';
import { expectsOk } from '../../hcp/rules/eval/shared';
import type { ExecResult } from '../runtime/exec';
import { approxTokens } from '../runtime/process';

/** The case's output: the command's stdout, or its JSON result when stdout is empty. */
export function outputOf(result: ExecResult): string {
  const stdout = result.run?.stdout ?? '';
  if (stdout.trim()) return stdout;
  if (result.result === undefined || result.result === '') return '';
  return typeof result.result === 'string' ? result.result : JSON.stringify(result.result);
}

export interface Verdict {
  passed: boolean;
  /** Every unmet expectation, joined; null when the case passed. */
  error: string | null;
  tokens: number;
}

/**
 * Every `expect` field against one runtime result. A timeout always fails. The output was masked where it entered
 * the engine, so an expected text is masked the same way (`secrets`: the runtime's known values) before it is
 * looked for: a case expecting an agent_env value in the output still passes, and no message repeats the value.
 */
export function judge(
  c: Pick<EvalCaseView, 'expect'>,
  result: ExecResult,
  ms: number,
  secrets: readonly string[] = [],
): Verdict {
  const expect = c.expect;
  const strings = (value: unknown) => textsOf(value).map((s) => maskText(s, secrets));
  const output = outputOf(result);
  const tokens = approxTokens(output);
  const problems: string[] = [];
  if (result.code === 'timeout') problems.push(result.error ?? 'timed out');
  else {
    const wantOk = expectsOk(c);
    if (result.ok !== wantOk)
      problems.push(`expected ok ${wantOk}, got ok ${result.ok}${result.error ? ` (${result.error})` : ''}`);
    const error = typeof expect.error === 'string' ? maskText(expect.error, secrets) : undefined;
    if (error !== undefined && !(result.error ?? '').includes(error))
      problems.push(
        `error ${result.error === undefined ? 'is empty' : quote(result.error, 120)}, expected it to contain ${quote(error)}`,
      );
    for (const s of strings(expect.contains)) if (!output.includes(s)) problems.push(`output lacks ${quote(s)}`);
    for (const s of strings(expect.not_contains)) if (output.includes(s)) problems.push(`output contains ${quote(s)}`);
    if (expect.json === true && result.ok && result.run?.json === undefined) problems.push('output is not JSON');
    if (expect.json === true && !result.ok && result.ok === wantOk) problems.push('no JSON output (the call failed)');
    if (expect.json === false && result.run?.json !== undefined) problems.push('output is JSON, expected text');
  }
  if (typeof expect.max_ms === 'number' && ms > expect.max_ms)
    problems.push(`took ${ms} ms, over max_ms ${expect.max_ms}`);
  if (typeof expect.max_tokens === 'number' && tokens > expect.max_tokens)
    problems.push(`output is ${tokens} tokens, over max_tokens ${expect.max_tokens}`);
  return { passed: problems.length === 0, error: problems.length ? problems.join('; ') : null, tokens };
}

export { todoArgument } from '../../hcp/rules/eval/shared';

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Nearest-rank percentile of a list of milliseconds; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}
