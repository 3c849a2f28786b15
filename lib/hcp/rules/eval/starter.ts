import { jsonFileText } from '../../../json/edit';
import { isConfirmGated, type PackModel } from '../../model';
import { isRead, readCase, refusalCase } from './shared';

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

export function starterEvalFile(model: PackModel): { cases: StarterCase[] } {
  const cases = model.commands.flatMap((c): StarterCase[] =>
    isRead(model, c.key) ? [readCase(model, c)] : isConfirmGated(model, c.key) ? [refusalCase(c)] : [],
  );
  return { cases };
}

export function starterEvalText(model: PackModel): string {
  return jsonFileText(starterEvalFile(model));
}
