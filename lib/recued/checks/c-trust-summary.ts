import { FIRST_PARTY_PUBLISHER } from '../vocabulary';
import { has, str } from '../walk';
import { offer, removeAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample } from './example';
import { publisherLabel } from './first-party-shared';

export const checkTrustSummary = createRule({
  id: 'C-trust-summary',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Only Recued writes trust_summary',
    checks: 'trust_summary appears only when publisher is "recued".',
    why: 'Recued works out verification itself. A publisher cannot claim it; a self-published pack cannot mark itself verified. That is the whole point.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/trust_summary': { verified: true } },
      correct: {},
      show: ['/publisher', '/trust_summary'],
    }),
    fix: 'Remove trust_summary.',
  },
  // A fix: Recued works verification out itself, so a publisher's trust_summary is never the right value.
  fixable: 'fix',
  check: (ctx) => {
    const { root } = ctx;
    if (!root || !has(root, 'trust_summary')) return [];
    const publisher = str(root, 'publisher');
    if (publisher === FIRST_PARTY_PUBLISHER) return [];
    return [
      {
        file: 'pack.json',
        pointer: '/trust_summary',
        message: `${publisherLabel(publisher)} cannot write trust_summary: Recued works out verification itself. A publisher cannot claim it, and a self-published pack cannot mark itself verified.`,
        fix: 'Remove trust_summary.',
        ...offer('fix', 'Remove "trust_summary"', removeAt(ctx, '/trust_summary')),
      },
    ];
  },
});
