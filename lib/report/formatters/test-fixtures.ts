import type { Finding } from '@/lib/core/finding';
import { createReport, ran } from '@/lib/core/report';
import { catalogue, catalogueEntry } from '@/lib/rules-catalogue';
import { applySuppressions } from '@/lib/suppress/apply';
import type { FormatterContext } from './types';
import { HCP_CATEGORIES } from '../../formats/hcp/categories';
import { HCP_SUPPRESSION_SCOPE } from '../../hcp/report';
import { reportSectionsOf } from '../../formats';

/** Shared by the formatters' tests: a finding with defaults, an HCP report with an error and a warning, a clean Recued one. */
export const finding = (over: Partial<Finding>): Finding => ({
  docs: `/rules/${over.id ?? 'M001'}`,
  id: 'M001',
  severity: 'warn',
  category: 'manifest',
  file: 'surface.json',
  pointer: '/verbs',
  line: 3,
  column: 5,
  message: 'Too few commands.',
  fix: 'Add one.',
  ...over,
});

export const hcpReport = createReport({
  pack_id: 'ledger',
  format: 'hcp',
  scoredCategories: HCP_CATEGORIES,
  findings: [
    finding({}),
    finding({
      id: 'L-extra_verb',
      severity: 'error',
      category: 'structure',
      file: 'policy.json',
      pointer: '/verbs/refund',
      line: 9,
      column: 2,
      message: 'policy verb "refund" not in pack manifest',
      fix: 'Remove the "refund" row.',
    }),
    finding({
      id: 'S002',
      severity: 'info',
      category: 'skill',
      file: 'HARNESS.md',
      pointer: '',
      line: 1,
      column: 1,
      message: 'A note <b>& more</b>',
      fix: 'Nothing | much',
    }),
  ],
  layers: [
    ran('structure'),
    ran('static'),
    { layer: 'probe', status: 'not_run', reason: 'bin "ledger" not allow-listed' },
    ran('eval'),
  ],
  sections: {
    probes: [{ argv: ['ledger', '--help'], exit_code: 0, ms: 12, tokens: 40, json: false, timed_out: false }],
    eval: {
      cases: [
        { name: 'lists', verb: 'list', passed: true, ms: 5, tokens: 9, error: null },
        { name: 'shows', verb: 'show', passed: false, ms: 7, tokens: 3, error: 'exit 2' },
      ],
      passed: 1,
      failed: 1,
      p50_ms: 5,
      p95_ms: 7,
    },
  },
});

export const recuedReport = createReport({
  pack_id: 'acme-tasks',
  format: 'recued',
  scoredCategories: null,
  findings: [],
  layers: [ran('static')],
});

/** The context the CLI gives: the real catalogue, and the pack under packs/. */
export const cliContext: FormatterContext = {
  docsBase: 'https://studio.example',
  sectionsOf: reportSectionsOf,
  rule: catalogueEntry,
  rules: catalogue,
  packDirs: ['packs/ledger', 'packs/acme-tasks'],
};

/** hcpReport with packstudio.json applied: the error suppressed with its reason, and one entry that matches nothing. */
export const suppressedReport = applySuppressions(
  hcpReport,
  JSON.stringify(
    {
      suppressions: [
        {
          id: 'L-extra_verb',
          file: 'policy.json',
          pointer: '/verbs/refund',
          reason: 'Kept for the v1 clients until June.',
        },
        { id: 'M002', file: 'surface.json', pointer: '/id', reason: 'Gone since the rename.' },
      ],
    },
    null,
    2,
  ),
  HCP_SUPPRESSION_SCOPE,
);
