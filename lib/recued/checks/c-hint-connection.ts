import { closest } from '../closest';
import { child, ingredientConnections, show, str } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';

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
