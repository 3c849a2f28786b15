import { quote } from '../../../core/guards';
import { checkArgs } from '../../call-args';
import { argvSource, CONFIRM_ARG, effectiveJsonFlag, exampleArgs, selectsJson } from '../../argv';
import type { CommandView, EvalCaseView, PackModel } from '../../model';

export const EVAL_FILE = 'hcp.eval.json' as const;

/** What a case expects of ok: `expect.ok`, else false when it names an error, else true. */
export function expectsOk(c: Pick<EvalCaseView, 'expect'>): boolean {
  if (typeof c.expect.ok === 'boolean') return c.expect.ok;
  return typeof c.expect.error !== 'string';
}

export const isRead = (model: PackModel, key: string) =>
  model.policy?.verbs.find((r) => r.key === key)?.risk === 'read';

/** A refusal case: expects ok false and does not pass confirm: true. */
export const isRefusalCase = (c: EvalCaseView) => !expectsOk(c) && c.args[CONFIRM_ARG] !== true;

/** Required arguments for a starter case: the first example, else "TODO <name>". */
export function starterArgs(command: CommandView): Record<string, unknown> {
  const examples = exampleArgs(command, true);
  return Object.fromEntries(command.required.map((name) => [name, name in examples ? examples[name] : `TODO ${name}`]));
}

export const READ_EXPECT = { ok: true, json: true, max_ms: 3000, max_tokens: 5000 } as const;
/** A read of a CLI that prints text: its exit code and its budgets, never a JSON it cannot print. */
export const TEXT_READ_EXPECT = { ok: true, max_ms: 3000, max_tokens: 5000 } as const;
export const REFUSAL_EXPECT = { ok: false, error: 'confirm required' } as const;

/**
 * True when the command is called with a JSON flag (its own `json_flag`, else wrap's, else `--json`) or its cli[]
 * selects JSON itself; false for `json_flag: []`, a CLI that prints text.
 */
export function printsJson(model: PackModel, command: CommandView): boolean {
  const source = argvSource(model, command);
  return effectiveJsonFlag(source).length > 0 || selectsJson(command.cli?.slice(1) ?? []);
}

/** A starter read case: success, JSON when the command prints JSON, else its exit code, within the budgets. */
export function readCase(model: PackModel, command: CommandView) {
  const json = printsJson(model, command);
  return {
    name: json ? `${command.key} returns JSON` : `${command.key} succeeds`,
    verb: command.key,
    args: starterArgs(command),
    expect: json ? { ...READ_EXPECT } : { ...TEXT_READ_EXPECT },
  };
}

export function refusalCase(command: CommandView) {
  return {
    name: `${command.key} is refused without confirm`,
    verb: command.key,
    args: starterArgs(command),
    expect: { ...REFUSAL_EXPECT },
  };
}

/** A case that cannot run: an argument still starting with TODO. */
export function todoArgument(args: Record<string, unknown>): string | null {
  const todo = Object.entries(args).find(([, v]) => typeof v === 'string' && v.trimStart().startsWith('TODO'));
  return todo
    ? `argument ${quote(todo[0])} is still ${quote(todo[1])}: replace it with a real value; the case did not run`
    : null;
}

/**
 * Why a case is certain to fail before anything runs, read from the files alone: a TODO argument (the layer never
 * runs it), or, for a case that expects success, arguments the runtime refuses (unknown, missing, of the wrong type).
 * null when only a run can tell. The live check reports these; the eval layer reports the same cases as they ran.
 */
export function certainFailure(model: PackModel, c: EvalCaseView): string | null {
  const command = model.commands.find((k) => k.key === c.verb);
  if (!command) return null;
  const todo = todoArgument(c.args);
  if (todo) return todo;
  if (!expectsOk(c)) return null;
  const refused = checkArgs(command, c.args, `${model.id ?? 'pack'}.${command.key}`);
  return refused ? `the runtime refuses its arguments before running: ${refused}` : null;
}
