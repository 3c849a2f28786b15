import { isSecretName, secretProblem } from '../../secrets';
import { arr, child, operationName, recAt, type OperationNode } from '../walk';
import { offer, removeAt, type EditSource } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, operation } from './example';

const REASON =
  "the secret key lives in the user's connection, encrypted on their own server; it is never in your pack and never in the manifest you publish";

/** static_headers, static_query and argv_template are published as written, so a key there is a leak. The value is never echoed. */
export const checkSecretInBinding = createRule({
  id: 'C-secret-in-binding',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'No secret in a binding',
    checks:
      'static_headers and static_query carry no credential (an Authorization or Cookie header, a secret-named parameter, or a token-shaped value), and argv_template holds no token-shaped value.',
    why: "A connection holds the secret key, locked with strong (AEAD) encryption on the user's own server. The key is never in your pack, never in Recued's cloud, never in the manifest you publish.",
    ...compositionExample('acme-tasks', {
      incorrect: {
        [operation(0, 'bind', 'static_headers')]: {
          Accept: 'application/json',
          Authorization: 'Bearer 9f8e7d6c5b4a3f2e1d0c',
        },
      },
      correct: {},
      show: [operation(0, 'bind')],
    }),
    fix: "Remove the credential; the user's connection supplies it at run time.",
  },
  // A suggestion (a value that only looks like a token may be a plain parameter); argv items are not removed, since the command would change.
  fixable: 'suggestion',
  check: (ctx) =>
    ctx.operations.flatMap((op) => [
      ...staticMapHits(ctx, op, 'static_headers', 'header'),
      ...staticMapHits(ctx, op, 'static_query', 'query parameter'),
      ...argvHits(op),
    ]),
});

function staticMapHits(
  src: EditSource,
  op: OperationNode,
  key: 'static_headers' | 'static_query',
  what: string,
): RawFinding[] {
  const map = op.bind && recAt(op.bind, key);
  if (!map) return [];
  return Object.entries(map.value).flatMap(([name, value]): RawFinding[] => {
    if (typeof value !== 'string' || value === '') return [];
    const problem = isSecretName(name) ? `the ${what} "${name}" carries a credential` : secretProblem(value);
    if (!problem) return [];
    return [
      {
        file: 'pack.json',
        pointer: child(map.ptr, name),
        message: `${key} of operation ${operationName(op)}: ${problem.replace(/^it /, `the ${what} "${name}" `)}; ${REASON}.`,
        fix: `Remove "${name}"; the connection supplies the credential at run time.`,
        ...offer('suggestion', `Remove the ${what} "${name}"`, removeAt(src, child(map.ptr, name))),
      },
    ];
  });
}

function argvHits(op: OperationNode): RawFinding[] {
  const argv = arr(op.bind?.value, 'argv_template');
  if (!op.bind || !argv) return [];
  return argv.flatMap((arg, i): RawFinding[] => {
    const problem = typeof arg === 'string' ? secretProblem(arg) : null;
    if (!problem) return [];
    return [
      {
        file: 'pack.json',
        pointer: child(op.bind!.ptr, 'argv_template', i),
        message: `argv_template[${i}] of operation ${operationName(op)}: ${problem}; ${REASON}.`,
        fix: 'Remove the secret from argv_template; pass it from the connection or an argument instead.',
      },
    ];
  });
}
