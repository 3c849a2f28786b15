import { CHANGING_METHODS } from '../vocabulary';
import { child, has, operationName, str } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, operation } from './example';

/** Advice (warn): the method is a hint, not proof; what the operation really does decides. */
export const checkReadMethod = createRule({
  id: 'C-read-method',
  category: 'composition',
  severity: 'warn',
  docs: {
    title: 'A read does not POST, PUT, PATCH or DELETE',
    checks: 'An operation with risk "read" does not bind a POST, PUT, PATCH or DELETE request.',
    why: "risk and approval are the real safety controls. Declare what the operation really does: an operation that changes someone else's data is not read, even if it happens to be a GET. Some vendors use POST for searches, so this is advice.",
    ...compositionExample('acme-tasks', {
      incorrect: { [operation(1, 'risk')]: 'read' },
      correct: {},
      show: [operation(1)],
      fold: 1,
    }),
    fix: 'Declare risk "write" (with approval "ask") unless the request truly changes nothing.',
  },
  // A suggestion: what the operation really does is the author's to declare.
  fixable: 'suggestion',
  check: (ctx) =>
    ctx.operations.flatMap((op) => {
      const method = str(op.bind?.value, 'method');
      if (
        str(op.value, 'risk') !== 'read' ||
        str(op.bind?.value, 'kind') !== 'rest' ||
        !method ||
        !CHANGING_METHODS.includes(method)
      )
        return [];
      // A write that never asks is the next finding (C-write-without-approval), so the suggestion asks too.
      const askToo = str(op.value, 'approval') === 'never' || !has(op.value, 'approval');
      return [
        {
          file: 'pack.json',
          pointer: child(op.ptr, 'risk'),
          message:
            `operation ${operationName(op)} is risk "read" but binds ${method} ${str(op.bind?.value, 'path_template') ?? ''}`.trimEnd() +
            `; an operation that changes someone else's data is not read. risk and approval are the real safety controls, so declare what the operation really does.`,
          fix: `Set "risk": "write" (and "approval": "ask"), unless this ${method} truly changes nothing.`,
          ...offer('suggestion', askToo ? 'Set "risk": "write" and "approval": "ask"' : 'Set "risk": "write"', [
            ...setAt(ctx, child(op.ptr, 'risk'), 'write'),
            ...(askToo ? setAt(ctx, child(op.ptr, 'approval'), 'ask') : []),
          ]),
        },
      ];
    }),
});
