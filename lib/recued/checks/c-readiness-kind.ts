import { READINESS_KINDS, isOneOf, quoteList } from '../vocabulary';
import { child, has, recAt, show } from '../walk';
import { listedValueFix } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, operation } from './example';
import { detachedOf, NOT_READY } from './detached-shared';

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
