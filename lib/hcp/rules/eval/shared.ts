import { asRecord } from '../../../core/guards';
import { exampleArgs } from '../../argv';
import type { CommandView, EvalCaseView, PackModel } from '../../model';

export const EVAL_FILE = 'hcp.eval.json' as const;

/** What a case expects of ok: `expect.ok`, else false when it names an error, else true. */
export function expectsOk(c: Pick<EvalCaseView, 'expect'>): boolean {
  if (typeof c.expect.ok === 'boolean') return c.expect.ok;
  return typeof c.expect.error !== 'string';
}

export const isRead = (model: PackModel, key: string) => model.policy?.verbs.find((r) => r.key === key)?.risk === 'read';

/** A refusal case: expects ok false and does not pass confirm: true. */
export const isRefusalCase = (c: EvalCaseView) => !expectsOk(c) && asRecord(c.args)?.confirm !== true;

/** Required arguments for a starter case: the first example, else "TODO <name>". */
export function starterArgs(command: CommandView): Record<string, unknown> {
  const examples = exampleArgs(command, true);
  return Object.fromEntries(command.required.map((name) => [name, name in examples ? examples[name] : `TODO ${name}`]));
}

export const READ_EXPECT = { ok: true, json: true, max_ms: 3000, max_tokens: 5000 } as const;
export const REFUSAL_EXPECT = { ok: false, error: 'confirm required' } as const;

export function readCase(command: CommandView) {
  return { name: `${command.key} returns JSON`, verb: command.key, args: starterArgs(command), expect: { ...READ_EXPECT } };
}

export function refusalCase(command: CommandView) {
  return { name: `${command.key} is refused without confirm`, verb: command.key, args: starterArgs(command), expect: { ...REFUSAL_EXPECT } };
}
