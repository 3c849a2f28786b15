import type { Finding } from '../../../core/finding';
import { loadPackFromTexts, type PackTexts } from '../../load';
import { caseTable, packTexts, type TableCase } from '../testing';
import { evalFindings } from './index';
import type { EvalRule } from '../create';
import type { EvalCaseOutcome } from './types';

/** Test helpers for the eval rules: the real ledger pack's texts and synthetic case outcomes, no process spawned. */
export const ledger = packTexts('ledger');

export const load = (texts: PackTexts) => loadPackFromTexts(texts, 'ledger');

/** A passing `list` case, with `o` overriding any field. */
export const outcome = (o: Partial<EvalCaseOutcome> = {}): EvalCaseOutcome => ({
  index: 0,
  name: 'list returns JSON',
  verb: 'list',
  passed: true,
  ran: true,
  ok: true,
  expectsOk: true,
  ms: 40,
  tokens: 30,
  error: null,
  ...o,
});

/** The findings one eval rule gives on these texts and outcomes (null: the layer did not run), located as the engine locates them. */
export const findingsOf = (rule: EvalRule, texts: PackTexts, outcomes: EvalCaseOutcome[] | null = null): Finding[] =>
  evalFindings({ pack: load(texts), outcomes }, [rule]);

export interface EvalCase extends TableCase {
  texts: PackTexts;
  /** null: the eval layer did not run (only the file rules speak). */
  outcomes: EvalCaseOutcome[] | null;
}

/** An eval rule's tests as a table, each case run through the engine. */
export function evalCases(rule: EvalRule, cases: readonly EvalCase[]): void {
  caseTable(cases, (c) => findingsOf(rule, c.texts, c.outcomes));
}
