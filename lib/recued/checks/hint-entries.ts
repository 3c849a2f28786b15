import { closest } from '../closest';
import { CONNECTION_REQUIREMENT_FIELDS, HINT_ENTRY_KEYS, MAX_HINT_ENTRIES, isOneOf, quoteList } from '../vocabulary';
import { arr, child, ingredientConnections, recAt, show, str } from '../walk';
import type { Check, Hit } from './types';

export const checkHintCount: Check = ({ root }) => {
  const hints = arr(root, 'connection_hints');
  if (!hints || hints.length <= MAX_HINT_ENTRIES) return [];
  return [
    {
      pointer: '/connection_hints',
      message: `connection_hints has ${hints.length} entries; a pack may have at most ${MAX_HINT_ENTRIES} hint entries.`,
      fix: `Merge entries for the same connection, or remove ${hints.length - MAX_HINT_ENTRIES}.`,
    },
  ];
};

export const checkHintEntryKeys: Check = ({ hints }) =>
  hints.flatMap((hint) =>
    Object.keys(hint.value)
      .filter((key) => !isOneOf(HINT_ENTRY_KEYS, key) && !isOneOf(CONNECTION_REQUIREMENT_FIELDS, key))
      .map((key) => {
        const guess = closest(key, HINT_ENTRY_KEYS);
        return {
          pointer: child(hint.ptr, key),
          message: `hint entry has the unknown key "${key}"; an entry has ${quoteList(HINT_ENTRY_KEYS)}, and nothing else. A hint can only set a field the user can see and edit.`,
          fix: guess && !(guess in hint.value) ? `Rename "${key}" to "${guess}".` : `Remove "${key}".`,
        };
      }),
  );

/** Refused, not ignored, so a line you thought was accepted never quietly does nothing. */
export const checkHintRequirementsField: Check = ({ hints }) =>
  hints.flatMap((hint) => {
    const values = recAt(hint, 'values');
    const places = [hint, ...(values ? [values] : [])];
    return places.flatMap((place): Hit[] =>
      Object.keys(place.value)
        .filter((key) => isOneOf(CONNECTION_REQUIREMENT_FIELDS, key))
        .map((key) => ({
          pointer: child(place.ptr, key),
          message:
            `"${key}" is a connection_requirements field, and those (${quoteList(CONNECTION_REQUIREMENT_FIELDS)}) are refused inside a hint. ` +
            `They are not ignored, so a line you thought was accepted never quietly does nothing.`,
          fix: key === 'api_base' ? `Remove "${key}"; pre-fill the base URL with "values": { "config.base_url": … }.` : `Remove "${key}".`,
        })),
    );
  });

export const checkHintConnection: Check = (view) => {
  const used = ingredientConnections(view);
  return view.hints.flatMap((hint): Hit[] => {
    const connection = str(hint.value, 'connection');
    if (connection === undefined || used.includes(connection)) return [];
    return [
      {
        pointer: child(hint.ptr, 'connection'),
        message: `hint names connection ${show(connection)}, but ${used.length ? `your ingredients use ${used.map((c) => show(c)).join(', ')}` : 'no ingredient names a connection'}; connection names a connection that one of your ingredients uses.`,
        fix: used.length ? `Set "connection": ${show(closest(connection, used) ?? used[0])}.` : 'Name the connection in the ingredient (http.connection), then use that name here.',
      },
    ];
  });
};
