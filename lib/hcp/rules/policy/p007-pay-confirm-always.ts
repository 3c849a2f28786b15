import { pointer } from '../../../json/pointer';
import { commandsWithRows } from '../../command-names';
import { createRule } from '../create';
import { jsonDoc, offer, setAt } from '../../quick-fix';
import { ledgerExample } from '../example';

export const p007PayConfirmAlways = createRule({
  id: 'P007',
  category: 'policy',
  severity: 'info',
  docs: {
    title: 'Commands that pay or transfer use `confirm: "always"`, so access mode `run` still asks',
    why: '`confirm: true` is skipped in access mode `run`; money should move only after a person says so, in every mode.',
    ...ledgerExample('policy.json', {
      incorrect: { '/verbs/transfer': { risk: 'write', confirm: true } },
      correct: {},
    }),
    fix: 'Set "confirm": "always" on the policy.json row of every command that pays or transfers, e.g. "transfer": { "risk": "write", "confirm": "always" }.',
  },
  fixable: 'fix',
  check: (pack) =>
    commandsWithRows(pack.model).flatMap(({ command: { key }, row, name }) => {
      const does = name.family;
      if (does?.family !== 'pay' || row.confirm === 'always') return [];
      const has = row.confirm === undefined ? 'no "confirm"' : `"confirm": ${JSON.stringify(row.confirm)}`;
      return [
        {
          file: 'policy.json' as const,
          pointer: row.confirm === undefined ? pointer('verbs', key) : pointer('verbs', key, 'confirm'),
          message: `"${key}" moves money ("${does.word}") but has ${has}; access mode run would not ask.`,
          fix: `In policy.json set "${key}": { "risk": "write", "confirm": "always" }.`,
          ...offer(
            'fix',
            `Set "confirm": "always" on "${key}"`,
            setAt(jsonDoc(pack, 'policy.json'), pointer('verbs', key, 'confirm'), 'always'),
          ),
        },
      ];
    }),
});
