import { antiPatternsSection, lineCount } from '../../skill-lines';
import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

export const s007AntiPatterns = createRule({
  id: 'S007',
  category: 'skill',
  severity: 'warn',
  docs: {
    title: 'An anti-patterns section exists',
    why: 'Agents repeat the same few mistakes with a CLI (guessing ids, retrying refused writes, parsing text); naming them is the cheapest fix.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [[LEDGER_SKILL.antiPatterns, LEDGER_SKILL.antiPatterns.replace('## Anti-patterns', '## Notes')]],
      correct: {},
    }),
    fix: 'Add a "## Anti-patterns" section with 3 to 6 bullets, each a mistake agents make with this CLI and what to do instead, e.g. "- Do not guess a payee id; read it from status."',
  },
  check: ({ skill }) =>
    !skill || antiPatternsSection(skill)
      ? []
      : [
          {
            file: 'HARNESS.md',
            pointer: '',
            line: lineCount(skill),
            message: 'HARNESS.md has no section headed "Anti-patterns".',
            fix: 'Append "## Anti-patterns" with 3 to 6 bullets, each a mistake an agent makes with this CLI: "- Do not … ; … instead."',
          },
        ],
});
