import { child, get, operationName, str } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { REMOVED } from '@/lib/core/example';
import { compositionExample, operation } from './example';
import { progressOf } from './progress-shared';

export const checkUnboundedNeedsProgress = createRule({
  id: 'C-unbounded-needs-progress',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'No time limit needs progress',
    checks: 'An operation with timeout_ms 0 declares bind.progress.',
    why: 'Unbounded requires progress. An op with no deadline and no progress declaration has no limit at all; it runs until someone notices. Publishing one is refused. If you cannot watch its progress, declare a long but fixed timeout.',
    ...compositionExample('opencode', {
      incorrect: { [operation(1, 'bind', 'progress')]: REMOVED },
      correct: {},
      show: [operation(1, 'timeout_ms'), operation(1, 'bind')],
      at: { file: 'pack.json', pointer: operation(1, 'timeout_ms') },
    }),
    fix: 'Declare progress, or set a long fixed timeout_ms.',
  },
  // A suggestion: a fixed deadline is the document's fallback, but how long is the author's to say.
  fixable: 'suggestion',
  check: (ctx) =>
    ctx.operations.flatMap((op) => {
      if (get(op.value, 'timeout_ms') !== 0 || progressOf(op)) return [];
      const cli = str(op.bind?.value, 'kind') === 'cli_invocation';
      return [
        {
          file: 'pack.json',
          pointer: child(op.ptr, 'timeout_ms'),
          message: `operation ${operationName(op)} has timeout_ms 0 and no progress declaration, so it has no limit at all: it runs until someone notices. Unbounded requires progress; publishing one is refused.`,
          fix: cli
            ? 'Declare bind.progress, e.g. { "contract": "heartbeat", "adapter": "file-growth", "stall_ms": 90000 }, or set a long but fixed timeout_ms such as 3600000.'
            : 'Set a long but fixed timeout_ms such as 3600000 (only a cli_invocation can declare progress).',
          ...offer(
            'suggestion',
            `Set "timeout_ms": ${LONG_FIXED_TIMEOUT_MS}`,
            setAt(ctx, child(op.ptr, 'timeout_ms'), LONG_FIXED_TIMEOUT_MS),
          ),
        },
      ];
    }),
});

/** The document's "long but fixed timeout" for work that cannot be watched: an hour, as the fix text says. */
const LONG_FIXED_TIMEOUT_MS = 3_600_000;
