import { child, operationName, recAt } from '../walk';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { REMOVED } from '@/lib/core/example';
import { compositionExample, operation } from './example';
import { detachedOf, NOT_READY } from './detached-shared';

export const checkDetachedSupervision = createRule({
  id: 'C-detached-supervision',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'A detached op declares supervision with readiness',
    checks: 'bind.detached has supervision, and supervision has readiness.',
    why: 'A running process does not mean ready: a freshly started service can crash seconds later. Every detached op must declare supervision, and supervision must declare readiness; publishing supervision without one is refused.',
    ...compositionExample('local-llm', {
      incorrect: { [operation(0, 'bind', 'detached', 'supervision')]: REMOVED },
      correct: {},
    }),
    fix: 'Add supervision with a readiness check.',
  },
  check: ({ operations }) =>
    operations.flatMap((op): RawFinding[] => {
      const detached = detachedOf(op);
      if (!detached) return [];
      const supervision = recAt(detached, 'supervision');
      if (!supervision)
        return [
          {
            file: 'pack.json',
            pointer: child(detached.ptr, 'supervision'),
            message: `detached operation ${operationName(op)} declares no supervision; every detached op must declare supervision, and supervision must declare readiness, because ${NOT_READY}.`,
            fix: 'Add "supervision": { "restart_policy": "on-crash", "readiness": { "kind": "http_ok", "url": "http://127.0.0.1:PORT/ready" }, "ready_timeout_ms": 30000 }.',
          },
        ];
      if (recAt(supervision, 'readiness')) return [];
      return [
        {
          file: 'pack.json',
          pointer: child(supervision.ptr, 'readiness'),
          message: `supervision of ${operationName(op)} declares no readiness; ${NOT_READY}, so publishing supervision without readiness is refused.`,
          fix: 'Add "readiness": { "kind": "http_ok", "url": "http://127.0.0.1:PORT/ready" } (or tcp_open, pid_file, file_exists, exec_ok, binary_in_path).',
        },
      ];
    }),
});
