import { jsonFileText } from '../../../json/edit';
import { isConfirmGated, type PackModel } from '../../model';
import { isRead, readCase, refusalCase, todoArgument } from './shared';

/**
 * The starter hcp.eval.json `--init-evals` and wrap write: one case per read expecting
 * `{ "ok": true, "json": true, "max_ms": 3000, "max_tokens": 5000 }` (without `json` when the command prints text:
 * `json_flag: []`), one refusal case per confirm-gated write expecting `{ "ok": false, "error": "confirm required" }`;
 * writes without confirm get no case. Required arguments come from the manifest's first example or stay "TODO <name>".
 */
export interface StarterCase {
  name: string;
  verb: string;
  args: Record<string, unknown>;
  expect: Record<string, unknown>;
}

export interface StarterOptions {
  /**
   * At most this many refusal cases whose arguments still hold a TODO (wrap: a draft gates most writes, and each such
   * case is an E005 error until filled; the gate is one and the same for every write, so a few show it holds). A
   * refusal case with every argument known is always written. Unlimited when absent (`--init-evals`).
   */
  maxTodoRefusals?: number;
}

export function starterEvalFile(model: PackModel, options: StarterOptions = {}): { cases: StarterCase[] } {
  let todoRefusals = 0;
  const cases = model.commands.flatMap((c): StarterCase[] => {
    if (isRead(model, c.key)) return [readCase(model, c)];
    if (!isConfirmGated(model, c.key)) return [];
    const refusal = refusalCase(c);
    if (todoArgument(refusal.args) && ++todoRefusals > (options.maxTodoRefusals ?? Infinity)) return [];
    return [refusal];
  });
  return { cases };
}

export function starterEvalText(model: PackModel, options?: StarterOptions): string {
  return jsonFileText(starterEvalFile(model, options));
}
