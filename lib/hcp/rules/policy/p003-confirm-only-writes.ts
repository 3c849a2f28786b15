import { pointer } from '../../../json/pointer';
import { createRule } from '../create';
import { jsonDoc, offer, removeAt } from '../../quick-fix';
import { ledgerExample } from '../example';

export const p003ConfirmOnlyWrites = createRule({
  id: 'P003',
  category: 'policy',
  severity: 'error',
  docs: {
    title: '`confirm` only on writes',
    why: 'A read that asks a person every time trains people to approve without reading, and a row that both reads and asks is wrong about one of the two.',
    ...ledgerExample('policy.json', {
      incorrect: { '/verbs/list': { risk: 'read', confirm: true } },
      correct: {},
    }),
    fix: 'Remove "confirm" from the read row; if the command actually changes something, mark it { "risk": "write", "confirm": true } instead.',
  },
  fixable: 'suggestion',
  check: (pack) =>
    (pack.model.policy?.verbs ?? []).flatMap((row) =>
      row.confirm === undefined || row.risk !== 'read'
        ? []
        : [
            {
              file: 'policy.json' as const,
              pointer: pointer('verbs', row.key, 'confirm'),
              message: `"${row.key}" is "read" but carries "confirm": ${JSON.stringify(row.confirm)}.`,
              ...offer(
                'suggestion',
                `Remove "confirm" from the "${row.key}" row`,
                removeAt(jsonDoc(pack, 'policy.json'), pointer('verbs', row.key, 'confirm')),
              ),
              fix: `In policy.json set "${row.key}": { "risk": "read" }; if "${row.key}" changes something, set "${row.key}": { "risk": "write", "confirm": true } instead.`,
            },
          ],
    ),
});
