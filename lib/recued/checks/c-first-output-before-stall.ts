import { child, num } from '../walk';
import { offer, removeAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, operation } from './example';
import { progressOf } from './progress-shared';

/** Advice (warn, "⚠" in the document). */
export const checkFirstOutputBeforeStall = createRule({
  id: 'C-first-output-before-stall',
  category: 'composition',
  severity: 'warn',
  docs: {
    title: 'first_output_ms is less than stall_ms',
    checks: 'progress.first_output_ms is below progress.stall_ms.',
    why: 'Any output ends the first-output window, not only progress. It is for a tool that prints at once when it works and nothing when it is stuck at the start, so it must be shorter than the stall limit.',
    ...compositionExample('opencode', {
      incorrect: { [operation(1, 'bind', 'progress', 'first_output_ms')]: 400000 },
      correct: {},
      show: [operation(1, 'bind', 'progress')],
    }),
    fix: 'Lower first_output_ms below stall_ms.',
  },
  // A suggestion: the window never fires as declared, so removing it changes nothing that runs, but a lower value may be what was meant.
  fixable: 'suggestion',
  check: (ctx) =>
    ctx.operations.flatMap((op) => {
      const progress = progressOf(op);
      const first = num(progress?.value, 'first_output_ms');
      const stall = num(progress?.value, 'stall_ms');
      if (!progress || first === undefined || stall === undefined || first < stall) return [];
      return [
        {
          file: 'pack.json',
          pointer: child(progress.ptr, 'first_output_ms'),
          message: `progress.first_output_ms ${first} is not less than stall_ms ${stall}; first_output_ms must be less than stall_ms. Any output ends this window, so a longer one is never the limit that fires.`,
          fix: `Lower first_output_ms below ${stall}, or remove it.`,
          ...offer('suggestion', 'Remove "first_output_ms"', removeAt(ctx, child(progress.ptr, 'first_output_ms'))),
        },
      ];
    }),
});
