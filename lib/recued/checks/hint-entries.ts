import { closest } from '../closest';
import { CONNECTION_REQUIREMENT_FIELDS, HINT_ENTRY_KEYS, MAX_HINT_ENTRIES, isOneOf, quoteList } from '../vocabulary';
import { arr, child, ingredientConnections, recAt, show, str } from '../walk';
import { offer, removeAt, renameKeyAt, setAt, unknownKeyFix } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';

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

export const checkHintConnection = createRule({
  id: 'C-hint-connection',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'A hint names a connection your ingredient uses',
    checks: "Each hint's connection is named by an ingredient (http.connection).",
    why: 'connection names a connection that one of your ingredients uses; a hint for any other connection pre-fills no form.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/connection_hints/0/connection': 'acme-tasks' },
      correct: {},
      show: [`${INGREDIENT}/http`, '/connection_hints/0'],
    }),
    fix: 'Use the connection name from your ingredient.',
  },
  // A fix when the ingredients name one connection (the only one a hint can pre-fill); with several, the closest is a suggestion.
  fixable: 'both',
  check: (view) => {
    const used = ingredientConnections(view);
    return view.hints.flatMap((hint): RawFinding[] => {
      const connection = str(hint.value, 'connection');
      if (connection === undefined || used.includes(connection)) return [];
      const named = closest(connection, used) ?? used[0];
      return [
        {
          file: 'pack.json',
          pointer: child(hint.ptr, 'connection'),
          message: `hint names connection ${show(connection)}, but ${used.length ? `your ingredients use ${used.map((c) => show(c)).join(', ')}` : 'no ingredient names a connection'}; connection names a connection that one of your ingredients uses.`,
          fix:
            named !== undefined
              ? `Set "connection": ${show(named)}.`
              : 'Name the connection in the ingredient (http.connection), then use that name here.',
          ...(named !== undefined
            ? offer(
                used.length === 1 ? 'fix' : 'suggestion',
                `Set "connection": ${show(named)}`,
                setAt(view, child(hint.ptr, 'connection'), named),
              )
            : {}),
        },
      ];
    });
  },
});
