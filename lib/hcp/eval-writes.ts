import { describeWorkdir } from '../core/workdir';
import type { WorkdirRecord } from '../core/report';
import { CONFIRM_ARG } from './argv';
import { isConfirmGated, policyRow, type PackModel } from './model';
import { todoArgument } from './rules/eval/shared';

/** An eval case that will run a write when the eval layer runs: said before it runs, in the CLI and the studio. */
export interface EvalWrite {
  /** 0-based, as in hcp.eval.json's `/cases/N`. */
  index: number;
  name: string;
  verb: string;
  /** True when the write is confirm-gated and the case passes `confirm: true` (so the gate lets it through). */
  confirmed: boolean;
}

/**
 * The cases that run a write: a command policy.json does not call a read, not stopped by the confirm gate (not
 * gated, or gated with `confirm: true` in the case), and not held back by a TODO argument (such a case never runs).
 */
export function evalWrites(model: PackModel): EvalWrite[] {
  return (model.evalCases ?? []).flatMap((c) => {
    const verb = c.verb;
    if (!verb || !model.commands.some((cmd) => cmd.key === verb)) return [];
    if (policyRow(model, verb)?.risk === 'read' || todoArgument(c.args)) return [];
    const gated = isConfirmGated(model, verb);
    if (gated && c.args[CONFIRM_ARG] !== true) return [];
    return [{ index: c.index, name: c.name ?? `case ${c.index + 1}`, verb, confirmed: gated }];
  });
}

/** One line per such case: `eval case 3 "apply the plan" runs the write "apply" (confirmed in its args) in DIR`. */
export function evalWriteLine(write: EvalWrite, where: string): string {
  return `eval case ${write.index + 1} ${JSON.stringify(write.name)} runs the write ${JSON.stringify(write.verb)}${write.confirmed ? ' (confirm: true in its args)' : ''} in ${where}`;
}

/** Says, before any case runs, each eval case that will run a write and the folder it runs in. */
export function announceEvalWrites(
  model: PackModel,
  folders: { record(mode: string | undefined): WorkdirRecord },
  say: (line: string) => void,
): void {
  const where = describeWorkdir(folders.record(model.wrap?.workspaceMode));
  for (const write of evalWrites(model)) say(evalWriteLine(write, where));
}
