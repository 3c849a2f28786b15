import { exampleDocs } from '../../../core/example';
import { offer } from '../../../core/offer';
import { ruleCreator } from '../../../core/rule';
import { setAt, type JsonDoc } from '../../../json/edit-at';

/** What the tiny format's one category of rules reads: tiny.json as the edit layer reads it. */
export type TinyDoc = JsonDoc & { root: { name?: unknown } | null };

const createRule = ruleCreator<{ tiny: TinyDoc }>();

export const t001NameLowerCase = createRule({
  id: 'T001',
  category: 'tiny',
  severity: 'warn',
  docs: {
    title: 'The name is lower case',
    why: 'Tools find a tiny pack by its name, in lower case.',
    ...exampleDocs({ name: 'widget', files: ['tiny.json'], json: { 'tiny.json': { name: 'widget' } } }, 'tiny.json', {
      incorrect: { '/name': 'Widget' },
      correct: { '/name': 'widget' },
    }),
    fix: 'Write the name in lower case.',
  },
  fixable: 'fix',
  check: (doc) => {
    const name = doc.root?.name;
    if (typeof name !== 'string' || name === name.toLowerCase()) return [];
    return [
      {
        file: 'tiny.json',
        pointer: '/name',
        message: `name "${name}" has capitals; a tiny pack's name is lower case.`,
        fix: `Write "${name.toLowerCase()}".`,
        ...offer('fix', `Write "${name.toLowerCase()}"`, setAt(doc, '/name', name.toLowerCase())),
      },
    ];
  },
});
