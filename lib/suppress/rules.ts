import { exampleDocs, withExcerpts } from '../core/example';
import { docsUrl } from '../core/finding';
import type { RuleMeta } from '../core/rule';
import { HCP_EXAMPLE_BASE } from '../hcp/rules/example';

/**
 * packstudio.json's own findings, as catalogue entries (rule pages, SARIF rules, JUnit cases). They are lint-kind ids
 * (structure), found on packstudio.json itself, and never count in the spec score: hcpx does not read that file.
 */
export const INVALID_SUPPRESSIONS_ID = 'L-invalid_suppressions';
export const UNMATCHED_SUPPRESSION_ID = 'L-unmatched_suppression';

/** A change to ledger's (absent) packstudio.json, run through the HCP format's check by ./examples.test.ts. */
const suppressionsExample = (incorrect: unknown[], correct: unknown[]) =>
  exampleDocs(HCP_EXAMPLE_BASE, 'packstudio.json', {
    incorrect: { '/suppressions': incorrect },
    correct: { '/suppressions': correct },
  });

/** ledger's six commands raise no M001 at /verbs: an entry for it matches nothing. */
const M001_ENTRY = { id: 'M001', file: 'surface.json', pointer: '/verbs' };

const meta = (id: string, severity: RuleMeta['severity'], docs: RuleMeta['docs']): RuleMeta => ({
  id,
  category: 'structure',
  severity,
  docs: withExcerpts({ file: 'packstudio.json', ...docs }),
  url: docsUrl(id),
  defaults: {},
  messages: {},
});

export const SUPPRESSION_RULE_METAS: readonly RuleMeta[] = [
  meta(INVALID_SUPPRESSIONS_ID, 'error', {
    title: 'packstudio.json parses and each suppression has an id, file, pointer and reason',
    why: 'A suppression that cannot be read suppresses nothing, so every finding it meant counts again; one without a reason cannot be reviewed.',
    // Correct: with a reason it parses, and is judged by the unmatched check instead.
    ...suppressionsExample([M001_ENTRY], [{ ...M001_ENTRY, reason: 'Six commands is the whole API.' }]),
    fix: 'Make packstudio.json parse and give every entry "id", "file", "pointer" and a non-empty "reason".',
    printed: [
      'packstudio.json /suppressions/0/reason: the reason is missing or blank; every suppression needs one a reviewer can read.',
    ],
  }),
  meta(UNMATCHED_SUPPRESSION_ID, 'warn', {
    title: 'Every suppression in packstudio.json matches a finding',
    why: 'A suppression left behind after its finding was fixed (or moved to another pointer) would silently hide the next finding there; ESLint reports unused disable directives for the same reason.',
    ...suppressionsExample([{ ...M001_ENTRY, reason: 'Kept while the API grows.' }], []),
    fix: 'Remove the entry from packstudio.json, or correct its id, file or pointer to the finding it meant.',
    printed: ['suppression of M001 surface.json /verbs matches no finding'],
  }),
];
