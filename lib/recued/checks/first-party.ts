import { FIRST_PARTY_PUBLISHER } from '../vocabulary';
import { has, show, str } from '../walk';
import { offer, removeAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample } from './example';

function publisherLabel(publisher: string | undefined): string {
  return publisher === undefined ? 'this pack' : `publisher ${show(publisher)}`;
}

export const checkConnectionRequirements = createRule({
  id: 'C-connection-requirements',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Only Recued declares connection_requirements',
    checks: 'connection_requirements appears only when publisher is "recued".',
    why: "It decides which of the user's existing connections your pack is offered for, tags a connection as a vendor, names an OAuth issuer and gives the endpoint used to spot duplicate accounts, each without the user reading a form. That is why only Recued's own publisher may use it.",
    ...compositionExample('acme-tasks', {
      incorrect: { '/connection_requirements': { vendor: 'acme' } },
      correct: {},
      show: ['/publisher', '/connection_requirements', '/connection_hints'],
    }),
    fix: 'Remove connection_requirements and pre-fill the form with connection_hints.',
  },
  // A suggestion: what it said (the vendor, the base) should move into connection_hints by hand first.
  fixable: 'suggestion',
  check: (ctx) => {
    const { root } = ctx;
    if (!root || !has(root, 'connection_requirements')) return [];
    const publisher = str(root, 'publisher');
    if (publisher === FIRST_PARTY_PUBLISHER) return [];
    return [
      {
        file: 'pack.json',
        pointer: '/connection_requirements',
        message:
          `${publisherLabel(publisher)} is third-party, so connection_requirements is refused: it decides which of the user's existing connections your pack is offered for, ` +
          `tags a connection as a vendor, names an OAuth issuer and gives the endpoint used to spot duplicate accounts, each without the user reading a form. ` +
          `Only Recued's own publisher may use it.`,
        fix: 'Remove connection_requirements; pre-fill the connection form with connection_hints instead.',
        ...offer('suggestion', 'Remove "connection_requirements"', removeAt(ctx, '/connection_requirements')),
      },
    ];
  },
});

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
