import type { Detached } from '../schema';
import { recAt, type At, type OperationNode } from '../walk';

export function detachedOf(op: OperationNode): At<Detached> | null {
  return op.bind ? recAt(op.bind, 'detached') : null;
}

export const NOT_READY = 'a running process does not mean ready: a freshly started service can crash seconds later';
