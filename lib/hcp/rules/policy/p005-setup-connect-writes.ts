import { pointer } from '../../../json/pointer';
import { commandsWithRows } from '../../command-names';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const p005SetupConnectWrites = createRule({
  id: 'P005',
  category: 'policy',
  severity: 'warn',
  docs: {
    title: '`connect` and `setup.*` changes are writes',
    why: 'Linking an account or installing a store changes what every later command can reach. Only `setup.status`, `setup.check` and `setup.doctor` read.',
    ...ledgerExample('policy.json', {
      incorrect: { '/verbs/setup.apply': { risk: 'read' } },
      correct: {},
    }),
    fix: 'Set the policy.json row of `connect` or of a `setup.*` command that changes something to { "risk": "write" }; only `setup.status`, `setup.check` and `setup.doctor` stay "read".',
  },
  check: ({ model }) =>
    commandsWithRows(model).flatMap(({ command: { key }, row, name }) =>
      row.risk !== 'read' || !name.setupChange
        ? []
        : [
            {
              file: 'policy.json' as const,
              pointer: pointer('verbs', key, 'risk'),
              message: `"${key}" changes the setup or a connection but policy.json marks it "read".`,
              fix: `In policy.json set "${key}": { "risk": "write" }.`,
            },
          ],
    ),
});
