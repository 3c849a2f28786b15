import { CHANGING_METHODS } from '../vocabulary';
import { child, operationName, str } from '../walk';
import type { Check } from './types';

/** Advice (warn): the method is a hint, not proof; what the operation really does decides. */
export const checkReadMethod: Check = ({ operations }) =>
  operations.flatMap((op) => {
    const method = str(op.bind?.value, 'method');
    if (str(op.value, 'risk') !== 'read' || str(op.bind?.value, 'kind') !== 'rest' || !method || !CHANGING_METHODS.includes(method)) return [];
    return [
      {
        pointer: child(op.ptr, 'risk'),
        message:
          `operation ${operationName(op)} is risk "read" but binds ${method} ${str(op.bind?.value, 'path_template') ?? ''}`.trimEnd() +
          `; an operation that changes someone else's data is not read. risk and approval are the real safety controls, so declare what the operation really does.`,
        fix: `Set "risk": "write" (and "approval": "ask"), unless this ${method} truly changes nothing.`,
      },
    ];
  });

/** Advice (warn): allowed, but then only the grant stands between a recipe and a change. */
export const checkWriteWithoutApproval: Check = ({ operations }) =>
  operations.flatMap((op) => {
    if (str(op.value, 'risk') !== 'write' || str(op.value, 'approval') !== 'never') return [];
    return [
      {
        pointer: child(op.ptr, 'approval'),
        message: `operation ${operationName(op)} is a write with approval "never", so it changes data without anyone being asked; risk and approval are the real safety controls, and only the grant would stand in its way.`,
        fix: 'Set "approval": "ask" (or "always").',
      },
    ];
  });
