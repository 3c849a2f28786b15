import { expectedTitle } from '../../skill-lines';
import { createRule } from '../create';

export const s002Lead = createRule({
  id: 'S002',
  category: 'skill',
  severity: 'error',
  docs: {
    title: 'A lead follows the title',
    why: 'Hosts load only the first paragraph until the Skill is used; without it an agent never learns what the pack is for.',
    incorrect: '# HCP — Ledger\n\n## Hot path',
    correct: '# HCP — Ledger\n\nLedger keeps a local paper ledger: read the balance and pay a saved payee. No login needed.\n\n## Hot path',
    fix: 'Right after the title, add one paragraph of at most 480 characters saying what the pack does and whether login is needed.',
  },
  check: ({ skill, model }) => {
    if (!skill || skill.lead) return [];
    const title = skill.title;
    return [{
      file: 'HARNESS.md',
      pointer: title?.text ?? '',
      line: title?.line ?? 1,
      message: title
        ? `No lead paragraph follows the title "# ${title.text}" (line ${title.line}).`
        : 'HARNESS.md has no title, so no lead paragraph follows one.',
      fix: `Right after ${title ? `"# ${title.text}"` : `"${expectedTitle(model)}"`}, add one paragraph (at most 480 characters) saying what the pack does and whether login is needed.`,
    }];
  },
});
