import { createRule } from './create';
import { compositionExample } from './example';

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
