import { closest } from '../closest';
import { CONNECTION_REQUIREMENT_FIELDS, HINT_KEYS, isOneOf, quoteList } from '../vocabulary';
import { child, has, recAt } from '../walk';
import { offer, removeAt, renameKeyAt, type EditSource } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample } from './example';

export const checkHintKey = createRule({
  id: 'C-hint-key',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Hint keys are on the list',
    checks:
      'Each key in values is config.base_url, auth.scope, auth.scopes, auth.token_endpoint or auth.authorize_url.',
    why: 'A key that is not on that list fails your publish; it is not quietly dropped. (A listed key can still do nothing: the OAuth keys only appear after the user picks an OAuth auth type.)',
    ...compositionExample('acme-tasks', {
      incorrect: {
        '/connection_hints/0/values': { base_url: 'https://api.acme.example', 'auth.scope': 'tasks.read tasks.write' },
      },
      correct: {},
    }),
    fix: 'Use a listed key.',
  },
  // A fix where the key has one listed spelling (other letter case, or the listed key without its "config." or
  // "auth." part); a typo's closest key, or removing the key, is a suggestion.
  fixable: 'both',
  check: (ctx) =>
    ctx.hints.flatMap((hint) => {
      const values = recAt(hint, 'values');
      if (!values) return [];
      return Object.keys(values.value)
        .filter((key) => !isOneOf(HINT_KEYS, key) && !isOneOf(CONNECTION_REQUIREMENT_FIELDS, key))
        .map((key): RawFinding => {
          const guess = closest(key, HINT_KEYS);
          return {
            file: 'pack.json',
            pointer: child(values.ptr, key),
            message: `"${key}" is not a key a hint can set (${quoteList(HINT_KEYS)}); a key that is not on that list fails your publish. It is not quietly dropped.`,
            fix: guess && !has(values.value, guess) ? `Rename "${key}" to "${guess}".` : `Remove "${key}".`,
            ...hintKeyFix(ctx, child(values.ptr, key), key, guess, values.value),
          };
        });
    }),
});

/** The listed key a hint key spells: in other letter case, or without its "config." / "auth." part, it has one spelling. */
function hintKeyFix(
  src: EditSource,
  ptr: string,
  key: string,
  guess: string | undefined,
  values: Record<string, unknown>,
) {
  if (guess && !has(values, guess)) {
    const one = guess.toLowerCase() === key.toLowerCase() || guess.toLowerCase().endsWith('.' + key.toLowerCase());
    return offer(one ? 'fix' : 'suggestion', `Rename "${key}" to "${guess}"`, renameKeyAt(src, ptr, guess));
  }
  return offer('suggestion', `Remove "${key}"`, removeAt(src, ptr));
}
