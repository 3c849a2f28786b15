import { PROGRESS_CONTRACTS, isOneOf, orList } from '../vocabulary';
import { child, has, show } from '../walk';
import { listedValueFix } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, operation } from './example';
import { progressOf } from './progress-shared';

export const checkProgressContract = createRule({
  id: 'C-progress-contract',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'progress declares real progress',
    checks: 'progress.contract is "heartbeat".',
    why: 'Authors used to write a progress declaration that declared no progress at all, which removed the deadline as a side effect. That spelling is gone: say timeout_ms 0 and mean it.',
    ...compositionExample('opencode', {
      incorrect: { [operation(1, 'bind', 'progress')]: { contract: 'none' } },
      correct: {},
    }),
    fix: 'Use "heartbeat" with an adapter, or remove progress and set a fixed timeout_ms.',
  },
  // "Heartbeat" has one spelling (a fix); another contract may mean the author wants no progress at all (a suggestion).
  fixable: 'both',
  check: (ctx) =>
    ctx.operations.flatMap((op) => {
      const progress = progressOf(op);
      if (!progress || isOneOf(PROGRESS_CONTRACTS, progress.value.contract)) return [];
      const actual = has(progress.value, 'contract') ? `is ${show(progress.value.contract)}` : 'is missing';
      return [
        {
          file: 'pack.json',
          pointer: child(progress.ptr, 'contract'),
          message:
            `progress.contract ${actual}; the contract is ${orList(PROGRESS_CONTRACTS)}. A progress declaration that declares no progress ` +
            `used to remove the deadline as a side effect; that spelling is gone.`,
          fix: `Set "contract": "heartbeat" with an adapter; for work you cannot watch, remove progress and set a fixed timeout_ms.`,
          ...listedValueFix(
            ctx,
            child(progress.ptr, 'contract'),
            progress.value.contract,
            PROGRESS_CONTRACTS,
            'heartbeat',
          ),
        },
      ];
    }),
});
