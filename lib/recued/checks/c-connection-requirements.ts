import { FIRST_PARTY_PUBLISHER } from '../vocabulary';
import { has, str } from '../walk';
import { offer, removeAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample } from './example';
import { publisherLabel } from './first-party-shared';

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
