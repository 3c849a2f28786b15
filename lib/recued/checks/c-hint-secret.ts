import { secretProblem } from '../../secrets';

import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample } from './example';
import { hintStrings } from './hint-values-shared';

/** The message never echoes the value: a report must not spread the secret further. */
export const checkHintSecret = createRule({
  id: 'C-hint-secret',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'No secret in a hint',
    checks:
      'No hint value or setup_url looks like a token or key (known token prefixes, JWTs, private keys, long random strings, or a secret-named query parameter).',
    why: 'There is no secret key in a hint, and there cannot be one. A hint fills in the boxes around a secret; the secret itself always comes from the user.',
    ...compositionExample('acme-tasks', {
      incorrect: {
        '/connection_hints/0/values/auth.token_endpoint': 'https://acme.example/oauth/token?client_secret=s3cr3t',
      },
      correct: { '/connection_hints/0/values/auth.token_endpoint': 'https://acme.example/oauth/token' },
      show: ['/connection_hints/0/values'],
    }),
    fix: 'Remove the secret; the user types it into the form.',
  },
  check: (view) =>
    hintStrings(view).flatMap((s): RawFinding[] => {
      const problem = secretProblem(s.value);
      if (!problem) return [];
      return [
        {
          file: 'pack.json',
          pointer: s.ptr,
          message: `hint ${s.label}: ${problem}. There is no secret key in a hint, and there cannot be one: a hint fills in the boxes around a secret, and the secret itself always comes from the user.`,
          fix: 'Remove the secret from the value; the user types it into the form.',
        },
      ];
    }),
});
