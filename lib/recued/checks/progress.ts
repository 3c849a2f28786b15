import { PROGRESS_ADAPTERS, PROGRESS_CONTRACTS, isOneOf, orList } from '../vocabulary';
import { child, get, has, num, operationName, recAt, show, str, type At, type OperationNode, type Rec } from '../walk';
import type { Check } from './types';

function progressOf(op: OperationNode): At<Rec> | null {
  return op.bind ? recAt(op.bind, 'progress') : null;
}

export const checkUnboundedNeedsProgress: Check = ({ operations }) =>
  operations.flatMap((op) => {
    if (get(op.value, 'timeout_ms') !== 0 || progressOf(op)) return [];
    const cli = str(op.bind?.value, 'kind') === 'cli_invocation';
    return [
      {
        pointer: child(op.ptr, 'timeout_ms'),
        message: `operation ${operationName(op)} has timeout_ms 0 and no progress declaration, so it has no limit at all: it runs until someone notices. Unbounded requires progress; publishing one is refused.`,
        fix: cli
          ? 'Declare bind.progress, e.g. { "contract": "heartbeat", "adapter": "file-growth", "stall_ms": 90000 }, or set a long but fixed timeout_ms such as 3600000.'
          : 'Set a long but fixed timeout_ms such as 3600000 (only a cli_invocation can declare progress).',
      },
    ];
  });

export const checkProgressContract: Check = ({ operations }) =>
  operations.flatMap((op) => {
    const progress = progressOf(op);
    if (!progress || isOneOf(PROGRESS_CONTRACTS, progress.value.contract)) return [];
    const actual = has(progress.value, 'contract') ? `is ${show(progress.value.contract)}` : 'is missing';
    return [
      {
        pointer: child(progress.ptr, 'contract'),
        message:
          `progress.contract ${actual}; the contract is ${orList(PROGRESS_CONTRACTS)}. A progress declaration that declares no progress ` +
          `used to remove the deadline as a side effect; that spelling is gone.`,
        fix: `Set "contract": "heartbeat" with an adapter; for work you cannot watch, remove progress and set a fixed timeout_ms.`,
      },
    ];
  });

export const checkProgressAdapter: Check = ({ operations }) =>
  operations.flatMap((op) => {
    const progress = progressOf(op);
    if (!progress || isOneOf(PROGRESS_ADAPTERS, progress.value.adapter)) return [];
    const actual = has(progress.value, 'adapter') ? `is ${show(progress.value.adapter)}` : 'is missing';
    return [
      {
        pointer: child(progress.ptr, 'adapter'),
        message:
          `progress.adapter ${actual}; adapter is a fixed list (${orList(PROGRESS_ADAPTERS)}), not any text you like. ` +
          `A heartbeat needs code that understands the tool's output; you cannot turn random output into progress just by naming it.`,
        fix: 'Use "file-growth" if the tool writes its output bit by bit; otherwise remove progress and set a fixed timeout_ms.',
      },
    ];
  });

/** Advice (warn, "⚠" in the document): a stall limit past the deadline is dead, not dangerous. */
export const checkStallBeforeTimeout: Check = ({ operations }) =>
  operations.flatMap((op) => {
    const progress = progressOf(op);
    const stall = num(progress?.value, 'stall_ms');
    const timeout = num(op.value, 'timeout_ms');
    if (!progress || stall === undefined || timeout === undefined || timeout <= 0 || stall < timeout) return [];
    return [
      {
        pointer: child(progress.ptr, 'stall_ms'),
        message: `progress.stall_ms ${stall} is not less than timeout_ms ${timeout} of operation ${operationName(op)}; stall_ms must be less than a positive timeout_ms. A stall limit longer than the deadline can never fire.`,
        fix: `Lower stall_ms below ${timeout}, or set "timeout_ms": 0 if the deadline should go and stall_ms be the only limit.`,
      },
    ];
  });

/** Advice (warn, "⚠" in the document). */
export const checkFirstOutputBeforeStall: Check = ({ operations }) =>
  operations.flatMap((op) => {
    const progress = progressOf(op);
    const first = num(progress?.value, 'first_output_ms');
    const stall = num(progress?.value, 'stall_ms');
    if (!progress || first === undefined || stall === undefined || first < stall) return [];
    return [
      {
        pointer: child(progress.ptr, 'first_output_ms'),
        message: `progress.first_output_ms ${first} is not less than stall_ms ${stall}; first_output_ms must be less than stall_ms. Any output ends this window, so a longer one is never the limit that fires.`,
        fix: `Lower first_output_ms below ${stall}, or remove it.`,
      },
    ];
  });
