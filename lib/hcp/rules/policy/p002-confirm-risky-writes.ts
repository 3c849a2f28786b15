import { pointer } from '../../../json/pointer';
import { commandsWithRows, suggestedWriteRow } from '../../command-names';
import { isConfirmGated } from '../../model';
import { createRule } from '../create';
import { offer, writeRowEdits } from '../../quick-fix';
import { ledgerExample } from '../example';

export const p002ConfirmRiskyWrites = createRule({
  id: 'P002',
  category: 'policy',
  severity: 'error',
  docs: {
    title: 'Commands that delete, send, pay, publish, or deploy carry `confirm: true`',
    why: 'These writes cannot be taken back. `confirm` makes the runtime stop and ask a person before the adapter runs, whatever the agent decided.',
    checks:
      "The words of the command's name: deletes (delete, remove, rm, destroy, drop, purge, prune, wipe, erase, force-unlock), sends (send, email, notify, broadcast), payments (pay, transfer, refund, charge, withdraw, payout), publishes (publish, unpublish, push, upload) and deploys (deploy, redeploy, apply, rollout, release, promote: `terraform apply`, `kubectl rollout`). A name whose last word reads (`release.list`) is a read; `apply` after `setup` or `config` (`setup.apply`) changes the pack's own setup, which P005 judges.",
    ...ledgerExample('policy.json', {
      incorrect: { '/verbs/transfer': { risk: 'write' } },
      correct: {},
    }),
    fix: 'Set "confirm": true on the command\'s policy.json row ("confirm": "always" for payments and transfers), e.g. "item.delete": { "risk": "write", "confirm": true }.',
  },
  fixable: 'fix',
  check: (pack) =>
    commandsWithRows(pack.model).flatMap(({ command: { key }, name }) => {
      const does = name.family;
      if (!does || isConfirmGated(pack.model, key)) return [];
      return [
        {
          file: 'policy.json' as const,
          pointer: pointer('verbs', key),
          message: `"${key}" is named like a ${does.family} ("${does.word}") but its policy.json row has no "confirm".`,
          fix: `In policy.json set "${key}": ${suggestedWriteRow(key)}.`,
          // Safe unread: a write risk and a confirm gate only add a person's approval in front of what the name already says it does.
          ...offer('fix', `Set "${key}": ${suggestedWriteRow(key)}`, writeRowEdits(pack, key, true)),
        },
      ];
    }),
});
