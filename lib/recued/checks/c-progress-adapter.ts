import { PROGRESS_ADAPTERS, isOneOf, orList } from '../vocabulary';
import { child, has, show } from '../walk';
import { listedValueFix } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, operation } from './example';
import { progressOf } from './progress-shared';

export const checkProgressAdapter = createRule({
  id: 'C-progress-adapter',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'progress.adapter is on the fixed list',
    checks: 'progress.adapter is yt-dlp-progress or file-growth.',
    why: "adapter is a fixed list, not any text you like. A heartbeat needs code that understands the tool's output; you cannot turn random output into progress just by naming it. Without an adapter, use file-growth if the tool writes its output bit by bit, or a fixed timeout_ms.",
    ...compositionExample('opencode', {
      incorrect: { [operation(1, 'bind', 'progress', 'adapter')]: 'ffmpeg-progress' },
      correct: {},
      show: [operation(1, 'bind', 'progress')],
    }),
    fix: 'Use file-growth, or drop progress for a fixed timeout_ms.',
  },
  // An adapter in other letter case has one spelling (a fix); otherwise which adapter fits the tool is the author's call.
  fixable: 'both',
  check: (ctx) =>
    ctx.operations.flatMap((op) => {
      const progress = progressOf(op);
      if (!progress || isOneOf(PROGRESS_ADAPTERS, progress.value.adapter)) return [];
      const actual = has(progress.value, 'adapter') ? `is ${show(progress.value.adapter)}` : 'is missing';
      return [
        {
          file: 'pack.json',
          pointer: child(progress.ptr, 'adapter'),
          message:
            `progress.adapter ${actual}; adapter is a fixed list (${orList(PROGRESS_ADAPTERS)}), not any text you like. ` +
            `A heartbeat needs code that understands the tool's output; you cannot turn random output into progress just by naming it.`,
          fix: 'Use "file-growth" if the tool writes its output bit by bit; otherwise remove progress and set a fixed timeout_ms.',
          ...listedValueFix(
            ctx,
            child(progress.ptr, 'adapter'),
            progress.value.adapter,
            PROGRESS_ADAPTERS,
            'file-growth',
          ),
        },
      ];
    }),
});
