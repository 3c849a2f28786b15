import { child, operationName, str } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, operation } from './example';

/** Advice (warn): allowed, but then only the grant stands between a recipe and a change. */
export const checkWriteWithoutApproval = createRule({
  id: 'C-write-without-approval',
  category: 'composition',
  severity: 'warn',
  docs: {
    title: 'A write asks for approval',
    checks: 'An operation with risk "write" does not have approval "never".',
    why: 'What an operation may do is decided by the grant it runs under and the approval gate; risk and approval are the real safety controls. A write that never asks leaves only the grant.',
    ...compositionExample('acme-tasks', {
      incorrect: { [operation(1, 'approval')]: 'never' },
      correct: {},
      show: [operation(1)],
      fold: 1,
    }),
    fix: 'Set approval to "ask" or "always".',
  },
  // A suggestion: "ask" or "always" is the author's choice.
  fixable: 'suggestion',
  check: (ctx) =>
    ctx.operations.flatMap((op) => {
      if (str(op.value, 'risk') !== 'write' || str(op.value, 'approval') !== 'never') return [];
      return [
        {
          file: 'pack.json',
          pointer: child(op.ptr, 'approval'),
          message: `operation ${operationName(op)} is a write with approval "never", so it changes data without anyone being asked; risk and approval are the real safety controls, and only the grant would stand in its way.`,
          fix: 'Set "approval": "ask" (or "always").',
          ...offer('suggestion', 'Set "approval": "ask"', setAt(ctx, child(op.ptr, 'approval'), 'ask')),
        },
      ];
    }),
});
