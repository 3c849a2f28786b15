import { closest } from '../closest';
import { CONNECTION_REQUIREMENT_FIELDS, HINT_ENTRY_KEYS, isOneOf, quoteList } from '../vocabulary';
import { child } from '../walk';
import { unknownKeyFix } from '../quick-fix';
import { createRule } from './create';
import { compositionExample } from './example';

export const checkHintEntryKeys = createRule({
  id: 'C-hint-entry-keys',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'A hint entry has connection, values and setup_url only',
    checks: 'Each connection_hints entry has no key beyond connection, values and setup_url.',
    why: 'An entry has connection, values and setup_url, and nothing else. A hint sets a value; it cannot hide, lock or show a field — those powers belong to the connection form, not to your pack.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/connection_hints/0/locked': ['config.base_url'] },
      correct: {},
      show: ['/connection_hints/0'],
    }),
    fix: 'Remove the unknown key.',
  },
  fixable: 'both',
  check: (ctx) =>
    ctx.hints.flatMap((hint) =>
      Object.keys(hint.value)
        .filter((key) => !isOneOf(HINT_ENTRY_KEYS, key) && !isOneOf(CONNECTION_REQUIREMENT_FIELDS, key))
        .map((key) => {
          const guess = closest(key, HINT_ENTRY_KEYS);
          return {
            file: 'pack.json',
            pointer: child(hint.ptr, key),
            message: `hint entry has the unknown key "${key}"; an entry has ${quoteList(HINT_ENTRY_KEYS)}, and nothing else. A hint can only set a field the user can see and edit.`,
            fix: guess && !(guess in hint.value) ? `Rename "${key}" to "${guess}".` : `Remove "${key}".`,
            ...unknownKeyFix(ctx, child(hint.ptr, key), key, HINT_ENTRY_KEYS, hint.value),
          };
        }),
    ),
});
