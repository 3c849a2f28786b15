import { endpointProblem } from '../addresses';
import { show } from '../walk';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample } from './example';
import { hintStrings, endpointFix, publicLinkFix } from './hint-values-shared';

export const checkHintSetupUrl = createRule({
  id: 'C-hint-setup-url',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'setup_url is a public https URL',
    checks: 'setup_url follows the endpoint rules.',
    why: 'setup_url follows the same rules as an endpoint value. It is a link you are asking someone to click.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/connection_hints/0/setup_url': 'http://192.168.1.10/tokens' },
      correct: {},
      show: ['/connection_hints/0'],
    }),
    fix: "Link the vendor's public https page.",
  },
  fixable: 'both',
  check: (view) =>
    hintStrings(view).flatMap((s): RawFinding[] => {
      if (s.key !== 'setup_url') return [];
      const problem = endpointProblem(s.value);
      if (!problem) return [];
      return [
        {
          file: 'pack.json',
          pointer: s.ptr,
          message: `hint setup_url is ${show(s.value)}: ${problem}; setup_url follows the same rules as an endpoint value, because it is a link you are asking someone to click.`,
          fix: endpointFix(s.value),
          ...publicLinkFix(view, s),
        },
      ];
    }),
});
