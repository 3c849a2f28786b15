import { child, num, operationName } from '../walk';
import { createRule } from './create';
import { compositionExample, operation } from './example';
import { progressOf } from './progress-shared';

/** Advice (warn, "⚠" in the document): a stall limit past the deadline is dead, not dangerous. */
export const checkStallBeforeTimeout = createRule({
  id: 'C-stall-before-timeout',
  category: 'composition',
  severity: 'warn',
  docs: {
    title: 'stall_ms is less than a positive timeout_ms',
    checks: 'When timeout_ms is positive, progress.stall_ms is below it.',
    why: 'A stall limit longer than the deadline can never fire. With timeout_ms 0 there is no deadline, and stall_ms is the only limit.',
    ...compositionExample('opencode', {
      incorrect: { [operation(1, 'timeout_ms')]: 60000 },
      correct: { [operation(1, 'timeout_ms')]: 600000 },
      show: [operation(1, 'timeout_ms'), operation(1, 'bind', 'progress')],
      at: { file: 'pack.json', pointer: operation(1, 'bind', 'progress', 'stall_ms') },
    }),
    fix: 'Lower stall_ms, raise timeout_ms, or use timeout_ms 0.',
  },
  check: ({ operations }) =>
    operations.flatMap((op) => {
      const progress = progressOf(op);
      const stall = num(progress?.value, 'stall_ms');
      const timeout = num(op.value, 'timeout_ms');
      if (!progress || stall === undefined || timeout === undefined || timeout <= 0 || stall < timeout) return [];
      return [
        {
          file: 'pack.json',
          pointer: child(progress.ptr, 'stall_ms'),
          message: `progress.stall_ms ${stall} is not less than timeout_ms ${timeout} of operation ${operationName(op)}; stall_ms must be less than a positive timeout_ms. A stall limit longer than the deadline can never fire.`,
          fix: `Lower stall_ms below ${timeout}, or set "timeout_ms": 0 if the deadline should go and stall_ms be the only limit.`,
        },
      ];
    }),
});
