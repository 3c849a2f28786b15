import { antiPatternsSection, topLevelBullets } from '../../skill-lines';
import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

export const MIN_ANTI_PATTERNS = 3;
export const MAX_ANTI_PATTERNS = 6;

export const s008AntiPatternCount = createRule({
  id: 'S008',
  category: 'skill',
  severity: 'info',
  docs: {
    title: '3 to 6 anti-patterns',
    why: 'Fewer than 3 misses the common mistakes; more than 6 buries them, and an agent reads none.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [
        [LEDGER_SKILL.antiPatterns, '## Anti-patterns\n\n- Do not guess a payee id; read it from the status output.\n'],
      ],
      correct: {},
    }),
    fix: 'Keep 3 to 6 top-level bullets under "## Anti-patterns": add "- Do not …" bullets for mistakes agents make with this CLI, or keep only the six most costly.',
  },
  check: ({ skill }) => {
    const section = skill && antiPatternsSection(skill);
    if (!section) return [];
    const n = topLevelBullets(skill, section).length;
    if (n >= MIN_ANTI_PATTERNS && n <= MAX_ANTI_PATTERNS) return [];
    return [
      {
        file: 'HARNESS.md',
        pointer: section.heading.text,
        message: `"${section.heading.text}" has ${n} bullet${n === 1 ? '' : 's'}; keep 3 to 6.`,
        fix:
          n < MIN_ANTI_PATTERNS
            ? `Add ${MIN_ANTI_PATTERNS - n} more "- Do not …" bullet${MIN_ANTI_PATTERNS - n === 1 ? '' : 's'} under "## ${section.heading.text}", each a mistake agents make with this CLI.`
            : `Keep the ${MAX_ANTI_PATTERNS} most costly bullets under "## ${section.heading.text}" and delete the other ${n - MAX_ANTI_PATTERNS}.`,
      },
    ];
  },
});
