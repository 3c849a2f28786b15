import type { Finding } from '../../../core/finding';
import type { RuleMeta } from '../../../core/rule';
import type { EvalRule } from '../create';
import { runHcpRules } from '../run';
import { e001EvalFileExists } from './e001-eval-file-exists';
import { e002CasesNameCommands } from './e002-cases-name-commands';
import { e003RefusalCase } from './e003-refusal-case';
import { e004AReadSucceeds } from './e004-a-read-succeeds';
import { e005CasesPass } from './e005-cases-pass';
import type { EvalContext } from './types';

/** E001–E005. E001–E003 read only the files (outcomes null); E004 and E005 need the layer's results. */
export const EVAL_RULES: readonly EvalRule[] = [
  e001EvalFileExists,
  e002CasesNameCommands,
  e003RefusalCase,
  e004AReadSucceeds,
  e005CasesPass,
];

export const EVAL_RULE_METAS: readonly RuleMeta[] = EVAL_RULES.map((r) => r.meta);

/** Every eval rule, located like static findings. */
export function evalFindings(ctx: EvalContext, rules: readonly EvalRule[] = EVAL_RULES): Finding[] {
  return runHcpRules(rules, ctx, ctx.pack);
}

export type { EvalRule } from '../create';
export type { EvalCaseOutcome, EvalContext } from './types';
export {
  expectsOk,
  isRead,
  isRefusalCase,
  readCase,
  refusalCase,
  starterArgs,
  READ_EXPECT,
  REFUSAL_EXPECT,
} from './shared';
export { starterEvalFile, starterEvalText } from './starter';
