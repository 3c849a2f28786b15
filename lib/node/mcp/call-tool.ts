import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isRecord } from '../../core/guards';
import type { ExecResult } from '../runtime/exec';
import type { ServedPack } from './served-pack';

/** How the person answered a confirm question; `unavailable` when the host cannot ask (no MCP elicitation). */
export type Answer = 'accept' | 'decline' | 'cancel' | 'unavailable' | 'no_answer';

/** `ask`: every confirm-gated write asks; `run`: the spec's access mode run, where only `confirm: "always"` asks. */
export type AccessMode = 'ask' | 'run';

export interface ToolCall {
  /** The format's answers for the call: the arguments only a person sets, whether it may run unasked, the question. */
  served: Pick<ServedPack, 'consentArguments' | 'runsUnasked' | 'confirmMessage'>;
  /** The command the tool calls. */
  verb: string;
  /** The arguments as the agent sent them. */
  args: Record<string, unknown>;
  access: AccessMode;
  /** One call of the runtime's exec pipeline; `consent` is true only once the person said yes (or `run` mode). */
  exec(args: Record<string, unknown>, consent: boolean): Promise<ExecResult>;
  /** Puts the message to the person and resolves how they answered. */
  ask(message: string): Promise<Answer>;
}

export interface CallOutcome {
  result: ExecResult;
  /** How the person answered, when they were asked (or could not be). */
  answer?: Answer;
}

/**
 * One tool call through the exec pipeline. The agent's own consent arguments (a `confirm` it sends) are dropped
 * (they are not consent, and the tool's schema does not list them): only the person consents. The first exec,
 * without consent, refuses a gated write with `confirm required` after the grant and argument checks and before any
 * process, so a call that would be refused anyway never asks. Then the person is asked through the host (MCP
 * elicitation), and only an accept runs the write, with the runtime's consent. In the access mode `run` the person
 * chose when starting the server, a call the format lets run unasked runs; any other still asks.
 */
export async function callTool(call: ToolCall): Promise<CallOutcome> {
  const { served, verb } = call;
  const args = Object.fromEntries(
    Object.entries(call.args).filter(([name]) => !served.consentArguments.includes(name)),
  );
  const first = await call.exec(args, false);
  if (first.code !== 'confirm_required') return { result: first };
  if (call.access === 'run' && served.runsUnasked(verb)) return { result: await call.exec(args, true) };
  const answer = await call.ask(served.confirmMessage(verb, args));
  if (answer !== 'accept') return { result: first, answer };
  return { result: await call.exec(args, true), answer };
}

const NOT_RUN: Record<Exclude<Answer, 'accept'>, string> = {
  decline: 'The person declined, so nothing ran.',
  cancel: 'The person dismissed the question, so nothing ran.',
  unavailable: 'This host cannot ask a person (it offers no MCP elicitation), so nothing ran.',
  no_answer: 'No answer came in time, so nothing ran.',
};

/**
 * An exec result as MCP returns it: the command's JSON as text and, when it is an object, as structured content
 * (MCP's structured content is an object, so another JSON value is `{ "result": value }`); a refusal or failure is a
 * tool error with the runtime's own message, and a second line saying why nothing ran when the person was not asked
 * or said no. Nothing is masked here: the runtime masked the run's output as it captured it and its own refusals as
 * it made them (lib/node/runtime), the same for every face.
 */
export function toCallToolResult(outcome: CallOutcome): CallToolResult {
  const { result, answer } = outcome;
  if (!result.ok) {
    const why = answer && answer !== 'accept' ? [{ type: 'text' as const, text: NOT_RUN[answer] }] : [];
    return { isError: true, content: [{ type: 'text', text: result.error ?? 'failed' }, ...why] };
  }
  const value = result.result;
  if (result.run?.json === undefined) return { content: [{ type: 'text', text: String(value) }] };
  return {
    content: [{ type: 'text', text: JSON.stringify(value) ?? 'null' }],
    structuredContent: isRecord(value) ? value : { result: value },
  };
}
