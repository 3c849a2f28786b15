import { arr, child, isRec, operationName, str } from '../walk';
import type { Check } from './types';

const VARIABLE = /\{\{([^{}]*)\}\}/g;

export const checkPathVariables: Check = ({ operations }) =>
  operations.flatMap((op) => {
    if (!op.bind || str(op.bind.value, 'kind') !== 'rest') return [];
    const template = str(op.bind.value, 'path_template');
    if (template === undefined) return [];
    const keys = (arr(op.value, 'args') ?? []).flatMap((a) => (isRec(a) && typeof a.key === 'string' ? [a.key] : []));
    const missing = [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1].trim()))].filter((name) => !keys.includes(name));
    return missing.map((name) => ({
      pointer: child(op.bind!.ptr, 'path_template'),
      message:
        `operation ${operationName(op)} uses {{${name}}} in path_template "${template}", but declares no arg with key "${name}"; ` +
        `a path variable is the name in your own path_template, so it must be one of the operation's args.`,
      fix: keys.length
        ? `Add { "key": "${name}", "type": "string", "required": true } to args, or rename {{${name}}} to one of ${keys.map((k) => `"${k}"`).join(', ')}.`
        : `Add { "key": "${name}", "type": "string", "required": true } to args.`,
    }));
  });
