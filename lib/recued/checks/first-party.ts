import { FIRST_PARTY_PUBLISHER } from '../vocabulary';
import { has, show, str } from '../walk';
import type { Check } from './types';

function publisherLabel(publisher: string | undefined): string {
  return publisher === undefined ? 'this pack' : `publisher ${show(publisher)}`;
}

export const checkConnectionRequirements: Check = ({ root }) => {
  if (!root || !has(root, 'connection_requirements')) return [];
  const publisher = str(root, 'publisher');
  if (publisher === FIRST_PARTY_PUBLISHER) return [];
  return [
    {
      pointer: '/connection_requirements',
      message:
        `${publisherLabel(publisher)} is third-party, so connection_requirements is refused: it decides which of the user's existing connections your pack is offered for, ` +
        `tags a connection as a vendor, names an OAuth issuer and gives the endpoint used to spot duplicate accounts, each without the user reading a form. ` +
        `Only Recued's own publisher may use it.`,
      fix: 'Remove connection_requirements; pre-fill the connection form with connection_hints instead.',
    },
  ];
};

export const checkTrustSummary: Check = ({ root }) => {
  if (!root || !has(root, 'trust_summary')) return [];
  const publisher = str(root, 'publisher');
  if (publisher === FIRST_PARTY_PUBLISHER) return [];
  return [
    {
      pointer: '/trust_summary',
      message: `${publisherLabel(publisher)} cannot write trust_summary: Recued works out verification itself. A publisher cannot claim it, and a self-published pack cannot mark itself verified.`,
      fix: 'Remove trust_summary.',
    },
  ];
};
