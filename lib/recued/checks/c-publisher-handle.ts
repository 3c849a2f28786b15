import { show, str } from '../walk';
import { offer, setAt } from '../quick-fix';
import { createRule } from './create';
import { compositionExample } from './example';

export const checkPublisherHandle = createRule({
  id: 'C-publisher-handle',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'publisher is your signed-in handle',
    checks: 'publisher equals the studio\'s signed-in handle (a setting, default "local").',
    why: 'publisher must be the handle you are signed in as when you publish.',
    ...compositionExample('acme-tasks', {
      incorrect: { '/publisher': 'your-publisher-handle' },
      correct: {},
    }),
    fix: "Set publisher to your handle, or sign in as the pack's publisher.",
  },
  // A suggestion: signing in as the pack's publisher is the other right answer, and only the author knows which.
  fixable: 'suggestion',
  check: (ctx) => {
    const { root, publisher: signedIn } = ctx;
    const publisher = str(root, 'publisher');
    if (publisher === undefined || publisher === signedIn) return [];
    return [
      {
        file: 'pack.json',
        pointer: '/publisher',
        message: `publisher is ${show(publisher)}, but you are signed in as "${signedIn}"; publisher must be the handle you are signed in as when you publish.`,
        fix: `Set "publisher": "${signedIn}", or sign in as "${publisher}".`,
        ...offer('suggestion', `Set "publisher": "${signedIn}"`, setAt(ctx, '/publisher', signedIn)),
      },
    ];
  },
});
