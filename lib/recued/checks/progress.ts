import { PROGRESS_ADAPTERS, PROGRESS_CONTRACTS, isOneOf, orList } from '../vocabulary';
import type { Progress } from '../schema';
import { child, get, has, num, operationName, recAt, show, str, type At, type OperationNode } from '../walk';
import { listedValueFix, offer, removeAt, setAt } from '../quick-fix';
import { createRule } from './create';
import { REMOVED } from '@/lib/core/example';
import { compositionExample, operation } from './example';

/** The document's "long but fixed timeout" for work that cannot be watched: an hour, as the fix text says. */
const LONG_FIXED_TIMEOUT_MS = 3_600_000;

function progressOf(op: OperationNode): At<Progress> | null {
  return op.bind ? recAt(op.bind, 'progress') : null;
}

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
