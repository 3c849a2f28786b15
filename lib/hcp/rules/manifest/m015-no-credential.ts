import { findSecrets } from '../../../secrets';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const m015NoCredential = createRule({
  id: 'M015',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'No credential in the manifest',
    why: 'surface.json is shared, installed and shown to agents. A token, key or password in it is leaked to everyone who sees the pack; credentials come from the Binding at run time.',
    ...ledgerExample('surface.json', {
      incorrect: { '/wrap/agent_env': { LEDGER_TOKEN: 'ghp_4f9c2a7e1b8d3f6a0c5e9b2d7f1a4c8e3b6d' } },
      correct: {},
      show: ['/binding', '/wrap'],
    }),
    fix: 'Delete the token, key or password from surface.json and revoke it where it was issued. Let the Binding supply the credential at run time (e.g. "binding": { "mode": "user", "hub": "keyring" }) or let the CLI use its own login.',
  },
  check: ({ surface }) =>
    findSecrets(surface?.value).map((hit) => ({
      file: 'surface.json',
      pointer: hit.pointer,
      message: `${hit.pointer} holds what looks like ${hit.kind} (${hit.redacted}).`,
      fix: `Remove the value at ${hit.pointer} and revoke it where it was issued; let the Binding supply the credential at run time (e.g. "binding": { "mode": "user", "hub": "keyring" }), or let the CLI read it from its own login or from an environment variable the person sets outside the pack.`,
    })),
});
