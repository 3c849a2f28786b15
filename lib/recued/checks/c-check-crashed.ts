import { createRule } from './create';

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
