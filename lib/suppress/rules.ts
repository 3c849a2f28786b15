import { docsUrl } from '../core/finding';
import type { RuleMeta } from '../core/rule';

/**
 * packstudio.json's own findings, as catalogue entries (rule pages, SARIF rules, JUnit cases). They are lint-kind ids
 * (structure), found on packstudio.json itself, and never count in the spec score: hcpx does not read that file.
 */
export const INVALID_SUPPRESSIONS_ID = 'L-invalid_suppressions';
export const UNMATCHED_SUPPRESSION_ID = 'L-unmatched_suppression';

const meta = (id: string, severity: RuleMeta['severity'], docs: RuleMeta['docs']): RuleMeta => ({ id, category: 'structure', severity, docs: { file: 'packstudio.json', ...docs }, url: docsUrl(id), defaults: {}, messages: {} });

export const SUPPRESSION_RULE_METAS: readonly RuleMeta[] = [
  meta(INVALID_SUPPRESSIONS_ID, 'error', {
    title: 'packstudio.json parses and each suppression has an id, file, pointer and reason',
    why: 'A suppression that cannot be read suppresses nothing, so every finding it meant counts again; one without a reason cannot be reviewed.',
    incorrect: '{\n  "suppressions": [\n    { "id": "M001", "file": "surface.json", "pointer": "/verbs" }\n  ]\n}',
    correct: '{\n  "suppressions": [\n    { "id": "M001", "file": "surface.json", "pointer": "/verbs", "reason": "Three commands is the whole API." }\n  ]\n}',
    fix: 'Make packstudio.json parse and give every entry "id", "file", "pointer" and a non-empty "reason".',
    printed: ['packstudio.json /suppressions/0/reason: the reason is missing or blank; every suppression needs one a reviewer can read.'],
  }),
  meta(UNMATCHED_SUPPRESSION_ID, 'warn', {
    title: 'Every suppression in packstudio.json matches a finding',
    why: 'A suppression left behind after its finding was fixed (or moved to another pointer) would silently hide the next finding there; ESLint reports unused disable directives for the same reason.',
    incorrect: '{ "id": "M001", "file": "surface.json", "pointer": "/verbs", "reason": "…" }   // M001 no longer fires',
    correct: '{ "suppressions": [] }',
    fix: 'Remove the entry from packstudio.json, or correct its id, file or pointer to the finding it meant.',
    printed: ['suppression of M001 surface.json /verbs matches no finding'],
  }),
];
