import { hotPathCommands, hotPathTable } from '../../skill-table';
import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

export const s005HotPathTable = createRule({
  id: 'S005',
  category: 'skill',
  severity: 'error',
  docs: {
    title: 'A hot-path table lists the commands',
    why: 'The table is how an agent maps a task to a command; without it the agent guesses from names.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [
        [
          LEDGER_SKILL.hotPath,
          '## Commands\n\nRun `ledger status` for the balance or `ledger list` for recent entries.\n',
        ],
      ],
      correct: {},
    }),
    fix: 'Add a "## Hot path" section after the lead with a table whose first column names the commands of surface.json, one per row, e.g. "| `status` | Balance and link health |".',
  },
  check: ({ skill, model }) => {
    if (!skill) return [];
    const keys = model.commands.map((c) => c.key);
    const rows = keys.map((k) => `| \`${k}\` | … |`).join('\n');
    const table = hotPathTable(skill);
    if (!table)
      return [
        {
          file: 'HARNESS.md',
          pointer: '',
          message: `HARNESS.md has no hot-path table${keys.length ? ` for its ${keys.length} commands` : ''}.`,
          fix: `Add after the lead:\n\n## Hot path\n\n| Command | Use it for |\n|---------|------------|\n${rows || '| `<command>` | … |'}`,
        },
      ];
    const listed = hotPathCommands(skill);
    if (keys.length === 0 || listed.some((name) => keys.includes(name))) return [];
    return [
      {
        file: 'HARNESS.md',
        pointer: table.section?.text ?? '',
        line: table.line,
        message: `The hot-path table at line ${table.line} names none of the commands (first column: ${
          listed
            .slice(0, 5)
            .map((n) => `"${n}"`)
            .join(', ') || 'empty'
        }).`,
        fix: `Put one command name per row in the first column of the table at line ${table.line}:\n${rows}`,
      },
    ];
  },
});
