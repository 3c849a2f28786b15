import { createRule } from './create';
import { compositionExample, operation } from './example';

/** The engine's own findings: their pages and severities; check.ts reports them, so their checks find nothing themselves. */

/** Reported by the engine when pack.json does not parse; no other rule runs then. */
export const jsonSyntax = createRule({
  id: 'C-json-syntax',
  category: 'structure',
  severity: 'error',
  docs: {
    title: 'pack.json is valid JSON',
    checks: 'The file parses as one JSON object: no comments, no trailing commas, not empty.',
    why: 'Publish and install read pack.json as strict JSON; nothing else is checked until it parses.',
    ...compositionExample('acme-tasks', {
      incorrect: [
        [
          '{\n  "manifest_version": 2,\n  "artifact_type": "pack",',
          '{\n  "manifest_version": 2,,\n  "artifact_type": "pack",',
        ],
      ],
      correct: {},
    }),
    fix: 'Correct the syntax at the reported line and column; remove a byte order mark before the first value.',
  },
  // The one certain fix: removing a byte order mark (lib/json/source.ts).
  fixable: 'fix',
  check: () => [],
});

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

/** Reported by the engine when it fails outside any one rule (a rule that throws is reported under its own id). */
export const checkCrashed = createRule({
  id: 'C-check-crashed',
  category: 'structure',
  severity: 'error',
  docs: {
    title: 'A check stopped unexpectedly',
    checks: 'A check threw on this document instead of reporting a finding.',
    why: 'The engine never throws for any input; a crash is reported so the file is not passed unchecked.',
    incorrect: '(any document that trips a bug in the studio)',
    correct: '(the same document once the studio is fixed)',
    fix: 'Report the document to the Pack Studio maintainers.',
  },
  check: () => [],
});
