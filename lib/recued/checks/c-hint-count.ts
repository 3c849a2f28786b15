import { MAX_HINT_ENTRIES } from '../vocabulary';
import { arr } from '../walk';
import { createRule } from './create';
import { compositionExample } from './example';

export const checkHintCount = createRule({
  id: 'C-hint-count',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'At most eight hint entries',
    checks: 'connection_hints has at most 8 entries.',
    why: 'A pack may have at most eight hint entries.',
    ...compositionExample('acme-tasks', {
      incorrect: {
        '/connection_hints': Array.from({ length: 9 }, () => ({
          connection: 'acme',
          values: { 'config.base_url': 'https://api.acme.example' },
        })),
      },
      correct: {},
      fold: 1,
    }),
    fix: 'Merge entries for the same connection, or remove some.',
  },
  check: ({ root }) => {
    const hints = arr(root, 'connection_hints');
    if (!hints || hints.length <= MAX_HINT_ENTRIES) return [];
    return [
      {
        file: 'pack.json',
        pointer: '/connection_hints',
        message: `connection_hints has ${hints.length} entries; a pack may have at most ${MAX_HINT_ENTRIES} hint entries.`,
        fix: `Merge entries for the same connection, or remove ${hints.length - MAX_HINT_ENTRIES}.`,
      },
    ];
  },
});
