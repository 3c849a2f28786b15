import { arr, child, itemStrings, operationName, str } from '../walk';
import { appendAt, offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample, operation } from './example';

export const checkPathVariables = createRule({
  id: 'C-path-variable',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Path variables are declared args',
    checks: "Every {{name}} in a rest path_template is the key of one of the operation's args.",
    why: "The name of a path variable is yours to choose, not the vendor's: it is the {{task_id}} in your own path_template, so the operation must declare it as an arg or it can never be filled.",
    ...compositionExample('acme-tasks', {
      incorrect: { [operation(1, 'bind', 'path_template')]: '/v1/tasks/{{id}}/complete' },
      correct: {},
      show: [operation(1, 'args'), operation(1, 'bind')],
    }),
    fix: 'Declare the arg, or rename the variable to a declared arg.',
  },
  // A suggestion: declaring the arg is one answer, renaming the variable to a declared arg the other.
  fixable: 'suggestion',
  check: (ctx) =>
    ctx.operations.flatMap((op) => {
      if (!op.bind || str(op.bind.value, 'kind') !== 'rest') return [];
      const template = str(op.bind.value, 'path_template');
      if (template === undefined) return [];
      const keys = itemStrings(op.value, 'args', 'key');
      const missing = [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1].trim()))].filter(
        (name) => !keys.includes(name),
      );
      const args = arr(op.value, 'args');
      return missing.map((name) => ({
        file: 'pack.json',
        pointer: child(op.bind!.ptr, 'path_template'),
        message:
          `operation ${operationName(op)} uses {{${name}}} in path_template "${template}", but declares no arg with key "${name}"; ` +
          `a path variable is the name in your own path_template, so it must be one of the operation's args.`,
        fix: keys.length
          ? `Add { "key": "${name}", "type": "string", "required": true } to args, or rename {{${name}}} to one of ${keys.map((k) => `"${k}"`).join(', ')}.`
          : `Add { "key": "${name}", "type": "string", "required": true } to args.`,
        ...offer(
          'suggestion',
          `Declare the arg "${name}"`,
          args
            ? appendAt(ctx, child(op.ptr, 'args'), pathArg(name))
            : setAt(ctx, child(op.ptr, 'args'), [pathArg(name)]),
        ),
      }));
    }),
});

const VARIABLE = /\{\{([^{}]*)\}\}/g;

/** A path variable's arg: a string the call must give (a path with a hole in it cannot be requested). */
function pathArg(key: string) {
  return { key, type: 'string', required: true };
}
