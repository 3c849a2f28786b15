import { CONNECTION_REQUIREMENT_FIELDS, isOneOf, quoteList } from '../vocabulary';
import { child, recAt } from '../walk';
import { offer, removeAt, renameKeyAt } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample } from './example';

/** Refused, not ignored, so a line you thought was accepted never quietly does nothing. */
export const checkHintRequirementsField = createRule({
  id: 'C-hint-requirements-field',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'No connection_requirements fields inside a hint',
    checks: 'No hint entry or hint values object uses api_base, vendor, authority, identity_endpoint, auth or per_org.',
    why: 'The connection_requirements fields are refused inside a hint. They are not ignored, so a line you thought was accepted never quietly does nothing.',
    ...compositionExample('acme-tasks', {
      incorrect: {
        '/connection_hints/0/values': { api_base: 'https://api.acme.example', 'auth.scope': 'tasks.read tasks.write' },
      },
      correct: {},
    }),
    fix: 'Remove the field; use a hint key such as config.base_url.',
  },
  // Suggestions: the field's value may belong in another hint key, which the author knows.
  fixable: 'suggestion',
  check: (ctx) =>
    ctx.hints.flatMap((hint) => {
      const values = recAt(hint, 'values');
      const places = [hint, ...(values ? [values] : [])];
      return places.flatMap((place): RawFinding[] =>
        Object.keys(place.value)
          .filter((key) => isOneOf(CONNECTION_REQUIREMENT_FIELDS, key))
          .map((key) => ({
            file: 'pack.json',
            pointer: child(place.ptr, key),
            message:
              `"${key}" is a connection_requirements field, and those (${quoteList(CONNECTION_REQUIREMENT_FIELDS)}) are refused inside a hint. ` +
              `They are not ignored, so a line you thought was accepted never quietly does nothing.`,
            fix:
              key === 'api_base'
                ? `Remove "${key}"; pre-fill the base URL with "values": { "config.base_url": … }.`
                : `Remove "${key}".`,
            ...(key === 'api_base' && place === values && !('config.base_url' in values.value)
              ? offer(
                  'suggestion',
                  'Rename "api_base" to "config.base_url"',
                  renameKeyAt(ctx, child(place.ptr, key), 'config.base_url'),
                )
              : offer('suggestion', `Remove "${key}"`, removeAt(ctx, child(place.ptr, key)))),
          })),
      );
    }),
});
