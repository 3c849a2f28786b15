import { child, has, show } from '../walk';
import { httpsLinkFix } from '../quick-fix';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, INGREDIENT } from './example';
import { installEntries } from './install-shared';

export const checkInstallDocs = createRule({
  id: 'C-install-docs',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'Install docs is an https link without credentials',
    checks: 'docs parses as an https URL with no user name or password.',
    why: 'docs is an https link, with no user name or password.',
    ...compositionExample('opencode', {
      incorrect: { [`${INGREDIENT}/cli/install/2/docs`]: 'http://user:pw@opencode.ai/docs' },
      correct: {},
      show: [`${INGREDIENT}/cli/install/2`],
    }),
    fix: 'Link the page over https, without credentials.',
  },
  fixable: 'both',
  check: (view) =>
    installEntries(view).flatMap((entry): RawFinding[] => {
      if (!has(entry.value, 'docs')) return [];
      const docs = entry.value.docs;
      const problem = docsProblem(docs);
      if (!problem) return [];
      return [
        {
          file: 'pack.json',
          pointer: child(entry.ptr, 'docs'),
          message: `install docs ${show(docs)}: ${problem}; docs is an https link, with no user name or password.`,
          fix: 'Link the install page over https, for example "https://example.com/docs/install".',
          ...httpsLinkFix(view, child(entry.ptr, 'docs'), docs, (url) => docsProblem(url) === null),
        },
      ];
    }),
});

function docsProblem(docs: unknown): string | null {
  if (typeof docs !== 'string') return 'it is not text';
  let url: URL;
  try {
    url = new URL(docs);
  } catch {
    return 'it is not a URL';
  }
  if (url.protocol !== 'https:') return `it uses ${url.protocol.replace(/:$/, '')}, not https`;
  if (url.username || url.password) return 'it carries a user name or password';
  return null;
}
