import { MAX_HINT_VALUE_LENGTH } from '../vocabulary';

import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample } from './example';
import { hintStrings } from './hint-values-shared';

export const checkHintLength = createRule({
  id: 'C-hint-length',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Hint values are at most 500 characters',
    checks: 'Each hint value and setup_url is at most 500 characters.',
    why: 'A value over 500 characters is refused.',
    ...compositionExample('acme-tasks', {
      incorrect: {
        '/connection_hints/0/values/auth.scope': Array.from({ length: 55 }, (_, i) => `tasks.read.${i}`).join(' '),
      },
      correct: {},
      show: ['/connection_hints/0/values'],
    }),
    fix: 'Shorten the value.',
  },
  check: (view) =>
    hintStrings(view).flatMap((s): RawFinding[] =>
      s.value.length > MAX_HINT_VALUE_LENGTH
        ? [
            {
              file: 'pack.json',
              pointer: s.ptr,
              message: `hint ${s.label} is ${s.value.length} characters long; a value over ${MAX_HINT_VALUE_LENGTH} characters is refused.`,
              fix: `Shorten it to at most ${MAX_HINT_VALUE_LENGTH} characters.`,
            },
          ]
        : [],
    ),
});
