import { pointer } from '../../../json/pointer';
import { commandsWithRows, riskyWordOf, suggestedWriteRow } from '../../command-names';
import { createRule } from '../create';
import { offer, writeRowEdits } from '../../quick-fix';
import { ledgerExample } from '../example';

export const p001WriteNamesNotRead = createRule({
  id: 'P001',
  category: 'policy',
  severity: 'warn',
  escalation: { to: 'error', when: 'for risky names' },
  docs: {
    title: 'A command named like a write is not `read`',
    why: 'A `read` row runs without a write grant and without confirm, so a command that deletes, pays or publishes under a read row changes things with no one asked. Names like `delete`, `send` or `transfer` make it an error.',
    ...ledgerExample('policy.json', {
      incorrect: { '/verbs/transfer': { risk: 'read' } },
      correct: {},
    }),
    fix: 'If the command changes something, set its policy.json row to { "risk": "write" }, adding "confirm": true when it deletes, sends, pays, publishes or deploys. If it only reads, rename it so its name does not sound like a write.',
  },
  fixable: 'suggestion',
  check: (pack) =>
    commandsWithRows(pack.model).flatMap(({ command: { key }, row, name }) => {
      const words = name.writeWords;
      if (row.risk !== 'read' || words.length === 0 || name.setupChange) return []; // P005 owns setup/connect.
      const risky = riskyWordOf(key);
      return [
        {
          file: 'policy.json' as const,
          pointer: pointer('verbs', key, 'risk'),
          ...(risky ? { severity: 'error' as const } : {}),
          message: `"${key}" is named like a write ("${risky ?? words[0]}") but policy.json marks it "read".`,
          fix: `In policy.json set "${key}": ${suggestedWriteRow(key)}, or rename the command if it only reads.`,
          // A suggestion: the command may really only read, and then the name is what should change.
          ...offer(
            'suggestion',
            `Set "${key}": ${suggestedWriteRow(key)}`,
            writeRowEdits(pack, key, row.confirm === undefined),
          ),
        },
      ];
    }),
});
