import { isSecretName, secretProblem } from '../secrets';
import { arr, child, operationName, recAt, type OperationNode } from '../walk';
import type { Check, Hit } from './types';

const REASON =
  'the secret key lives in the user\'s connection, encrypted on their own server; it is never in your pack and never in the manifest you publish';

/** static_headers, static_query and argv_template are published as written, so a key there is a leak. The value is never echoed. */
export const checkSecretInBinding: Check = ({ operations }) => operations.flatMap((op) => [...staticMapHits(op, 'static_headers', 'header'), ...staticMapHits(op, 'static_query', 'query parameter'), ...argvHits(op)]);

function staticMapHits(op: OperationNode, key: 'static_headers' | 'static_query', what: string): Hit[] {
  const map = op.bind && recAt(op.bind, key);
  if (!map) return [];
  return Object.entries(map.value).flatMap(([name, value]): Hit[] => {
    if (typeof value !== 'string' || value === '') return [];
    const problem = isSecretName(name) ? `the ${what} "${name}" carries a credential` : secretProblem(value);
    if (!problem) return [];
    return [
      {
        pointer: child(map.ptr, name),
        message: `${key} of operation ${operationName(op)}: ${problem.replace(/^it /, `the ${what} "${name}" `)}; ${REASON}.`,
        fix: `Remove "${name}"; the connection supplies the credential at run time.`,
      },
    ];
  });
}

function argvHits(op: OperationNode): Hit[] {
  const argv = arr(op.bind?.value, 'argv_template');
  if (!op.bind || !argv) return [];
  return argv.flatMap((arg, i): Hit[] => {
    const problem = typeof arg === 'string' ? secretProblem(arg) : null;
    if (!problem) return [];
    return [
      {
        pointer: child(op.bind!.ptr, 'argv_template', i),
        message: `argv_template[${i}] of operation ${operationName(op)}: ${problem}; ${REASON}.`,
        fix: 'Remove the secret from argv_template; pass it from the connection or an argument instead.',
      },
    ];
  });
}
