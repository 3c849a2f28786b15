import { lineCount } from '../../skill-lines';
import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

/** The example's Skill: a section listing every flag of the CLI, 60 lines the agent never needs. */
const EVERY_FLAG = [
  '## Every flag',
  '',
  '| Flag | Meaning |',
  '|---|---|',
  ...Array.from({ length: 56 }, (_, i) => `| \`--page-${i + 1}\` | Show page ${i + 1} of the entries |`),
  '',
].join('\n');

export const MAX_SKILL_LINES = 80;

export const s009OneScreen = createRule({
  id: 'S009',
  category: 'skill',
  severity: 'warn',
  docs: {
    title: 'The Skill fits on one screen',
    why: 'The Skill is loaded into every conversation that uses the pack; past one screen (80 lines) it costs tokens on every call and the hot path gets lost.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [[LEDGER_SKILL.antiPatterns, `${EVERY_FLAG}\n${LEDGER_SKILL.antiPatterns}`]],
      correct: {},
    }),
    fix: "Cut HARNESS.md to at most 80 lines: keep the title, lead, hot-path table, a few `--json` examples, Setup and Anti-patterns, and drop flag listings the CLI's `--help` already gives.",
  },
  check: ({ skill }) => {
    if (!skill) return [];
    const n = lineCount(skill);
    if (n <= MAX_SKILL_LINES) return [];
    return [
      {
        file: 'HARNESS.md',
        pointer: '',
        line: MAX_SKILL_LINES + 1,
        message: `HARNESS.md is ${n} lines; one screen is ${MAX_SKILL_LINES}.`,
        fix: `Cut ${n - MAX_SKILL_LINES} line${n - MAX_SKILL_LINES === 1 ? '' : 's'}: keep the title, lead, hot-path table, --json examples, Setup and Anti-patterns, and drop flag listings the CLI's --help already gives.`,
      },
    ];
  },
});
