import { expectedTitle } from '../../skill-lines';
import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

export const s002Lead = createRule({
  id: 'S002',
  category: 'skill',
  severity: 'error',
  docs: {
    title: 'A lead follows the title',
    why: 'Hosts load only the first paragraph until the Skill is used; without it an agent never learns what the pack is for.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [
        [`${LEDGER_SKILL.title}\n\n${LEDGER_SKILL.lead}\n\n## Hot path`, `${LEDGER_SKILL.title}\n\n## Hot path`],
      ],
      correct: {},
    }),
    fix: 'Right after the title, add one paragraph of at most 480 characters saying what the pack does and whether login is needed.',
  },
  check: ({ skill, model }) => {
    if (!skill || skill.lead) return [];
    const title = skill.title;
    return [
      {
        file: 'HARNESS.md',
        pointer: title?.text ?? '',
        line: title?.line ?? 1,
        message: title
          ? `No lead paragraph follows the title "# ${title.text}" (line ${title.line}).`
          : 'HARNESS.md has no title, so no lead paragraph follows one.',
        fix: `Right after ${title ? `"# ${title.text}"` : `"${expectedTitle(model)}"`}, add one paragraph (at most 480 characters) saying what the pack does and whether login is needed.`,
      },
    ];
  },
});
