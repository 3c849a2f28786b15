import { createRule } from './create';
import { compositionExample, operation } from './example';

/** Reported by the engine from the zod schema, for what no check below says in the document's words. */
export const schemaShape = createRule({
  id: 'C-schema',
  category: 'structure',
  severity: 'error',
  docs: {
    title: 'pack.json has the documented shape',
    checks:
      'Required fields, value types, enumerations and closed objects, from the zod schema (the same one the editor uses).',
    why: 'Everything in the composition document is exactly what publish and install check.',
    ...compositionExample('acme-tasks', {
      incorrect: { [operation(0, 'risk')]: 'reed' },
      correct: {},
      show: [operation(0)],
      fold: 1,
    }),
    fix: 'Give the field the type or value the message names.',
  },
  // check.ts attaches them (schemaFinding): the one allowed spelling of an enum value, or a documented constant.
  fixable: 'fix',
  check: () => [],
});
