import type { Progress } from '../schema';
import { recAt, type At, type OperationNode } from '../walk';

export function progressOf(op: OperationNode): At<Progress> | null {
  return op.bind ? recAt(op.bind, 'progress') : null;
}
