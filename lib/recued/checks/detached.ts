import { READINESS_KINDS, isOneOf, quoteList } from '../vocabulary';
import type { Detached } from '../schema';
import { child, get, has, operationName, recAt, show, type At, type OperationNode } from '../walk';
import { listedValueFix, offer, removeAt } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { REMOVED } from '@/lib/core/example';
import { compositionExample, operation } from './example';

function detachedOf(op: OperationNode): At<Detached> | null {
  return op.bind ? recAt(op.bind, 'detached') : null;
}

const NOT_READY = 'a running process does not mean ready: a freshly started service can crash seconds later';

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

export const checkReadinessKind = createRule({
  id: 'C-readiness-kind',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'readiness.kind is on the fixed list',
    checks: 'readiness.kind is http_ok, tcp_open, pid_file, file_exists, exec_ok or binary_in_path.',
    why: 'Readiness kinds are a fixed list, the same the service checkers use. "The pid exists" is a wrong answer, not just a weak one.',
    ...compositionExample('local-llm', {
      incorrect: { [operation(0, 'bind', 'detached', 'supervision', 'readiness')]: { kind: 'process_running' } },
      correct: {},
    }),
    fix: 'Use a listed kind, usually http_ok or tcp_open.',
  },
  // A kind in other letter case has one spelling (a fix); a typo's closest kind is a suggestion.
  fixable: 'both',
  check: (ctx) =>
    ctx.operations.flatMap((op): RawFinding[] => {
      const detached = detachedOf(op);
      const supervision = detached && recAt(detached, 'supervision');
      const readiness = supervision && recAt(supervision, 'readiness');
      if (!readiness || isOneOf(READINESS_KINDS, readiness.value.kind)) return [];
      const actual = has(readiness.value, 'kind') ? `is ${show(readiness.value.kind)}` : 'is missing';
      return [
        {
          file: 'pack.json',
          pointer: child(readiness.ptr, 'kind'),
          message: `readiness.kind ${actual}; readiness kinds are a fixed list, the same the service checkers use (${quoteList(READINESS_KINDS)}). ${NOT_READY[0].toUpperCase()}${NOT_READY.slice(1)}, so "the pid exists" is a wrong answer, not just a weak one.`,
          fix: 'Use "http_ok" with the service\'s health URL, or "tcp_open" with its port.',
          ...listedValueFix(ctx, child(readiness.ptr, 'kind'), readiness.value.kind, READINESS_KINDS),
        },
      ];
    }),
});

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
