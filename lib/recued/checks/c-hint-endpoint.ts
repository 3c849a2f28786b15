import { endpointProblem } from '../addresses';
import { HINT_KEYS, HINT_KEY_INFO, isOneOf } from '../vocabulary';
import { show } from '../walk';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample } from './example';
import { hintStrings, endpointFix, publicLinkFix } from './hint-values-shared';

export const checkHintEndpoint = createRule({
  id: 'C-hint-endpoint',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Endpoint hints are public https URLs',
    checks:
      'config.base_url, auth.token_endpoint and auth.authorize_url are https URLs on a public host, with no user:password@, not localhost, 127.x, ::1, 10.x, 172.16–31.x, 192.168.x, 169.254.x or a .local name.',
    why: 'An endpoint value must be a public https URL with no secret in it. These are refused: http, localhost, a private address, and a user:password@ prefix.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/connection_hints/0/values/config.base_url': 'http://localhost:8080' },
      correct: {},
      show: ['/connection_hints/0/values'],
    }),
    fix: "Use the vendor's public https address.",
  },
  fixable: 'both',
  check: (view) =>
    hintStrings(view).flatMap((s): RawFinding[] => {
      if (!isOneOf(HINT_KEYS, s.key) || !HINT_KEY_INFO[s.key].endpoint) return [];
      const problem = endpointProblem(s.value);
      if (!problem) return [];
      return [
        {
          file: 'pack.json',
          pointer: s.ptr,
          message: `hint ${s.label} is ${show(s.value)}: ${problem}; ${ENDPOINT_RULE}.`,
          fix: endpointFix(s.value),
          ...publicLinkFix(view, s),
        },
      ];
    }),
});

const ENDPOINT_RULE =
  'an endpoint value must be a public https URL with no secret in it: http, localhost, a private address and a user:password@ prefix are refused';
