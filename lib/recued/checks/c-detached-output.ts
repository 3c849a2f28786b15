import { child, get, has, operationName } from '../walk';
import { offer, removeAt } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, operation } from './example';
import { detachedOf } from './detached-shared';

/**
 * Error, though the document marks it "⚠": it says a detached op *cannot* declare these,
 * and a service never returns a file, so a declared capture could only silently do nothing.
 */
export const checkDetachedOutput = createRule({
  id: 'C-detached-output',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'A detached op returns no file',
    checks: 'An operation whose bind is detached declares neither output_capture nor input_materialize.',
    why: 'A detached op cannot declare output_capture or input_materialize: a service reports that it is ready, it does not return a file. (The document marks this ⚠; the studio refuses it because the declaration could only silently do nothing.)',
    ...compositionExample('local-llm', {
      incorrect: { [operation(0, 'output_capture')]: { path: '{dir}/ollama.log', media_type: 'text/plain' } },
      correct: {},
      show: [operation(0)],
      fold: 1,
    }),
    fix: 'Remove output_capture and input_materialize, or make it a normal (awaited) command.',
  },
  // A suggestion: dropping "detached" instead may be what the author meant.
  fixable: 'suggestion',
  check: (ctx) =>
    ctx.operations.flatMap((op): RawFinding[] => {
      if (!detachedOf(op)) return [];
      return (['output_capture', 'input_materialize'] as const)
        .filter((key) => has(op.value, key) && get(op.value, key) !== null && get(op.value, key) !== false)
        .map((key) => ({
          file: 'pack.json',
          pointer: child(op.ptr, key),
          message: `detached operation ${operationName(op)} declares ${key}; a detached op cannot declare output_capture or input_materialize. A service reports that it is ready; it does not return a file.`,
          fix: `Remove "${key}", or drop "detached" if this is a command that makes a file and finishes.`,
          ...offer('suggestion', `Remove "${key}"`, removeAt(ctx, child(op.ptr, key))),
        }));
    }),
});
