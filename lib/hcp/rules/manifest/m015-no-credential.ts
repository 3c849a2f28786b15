import { findSecrets } from '../../secrets';
import { createRule } from '../create';

export const m015NoCredential = createRule({
  id: 'M015',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'No credential in the manifest',
    why: 'surface.json is shared, installed and shown to agents. A token, key or password in it is leaked to everyone who sees the pack; credentials come from the Binding at run time.',
    incorrect: '"wrap": { "bin": "gh", "agent_env": { "GH_TOKEN": "ghp_…" } }',
    correct: '"binding": { "mode": "user", "hub": "keyring" }, "wrap": { "bin": "gh" }',
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
