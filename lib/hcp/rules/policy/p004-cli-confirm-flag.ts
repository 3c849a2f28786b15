import { pointer } from '../../../json/pointer';
import { CLI_CONFIRM_FLAGS, cliConfirmFlag } from '../../command-names';
import { isConfirmGated, isWrite } from '../../model';
import { createRule } from '../create';
import { jsonDoc, offer, setAt } from '../../quick-fix';
import { ledgerExample } from '../example';

export const p004CliConfirmFlag = createRule({
  id: 'P004',
  category: 'policy',
  severity: 'warn',
  docs: {
    title: "A confirm-gated command also passes the CLI's own confirmation flag",
    why: "The person already confirmed through the runtime. Without the CLI's own flag the CLI asks again on a closed stdin, and the write hangs or fails.",
    ...ledgerExample('policy.json', {
      incorrect: {
        'surface.json': {
          '/verbs/transfer/cli': ['ledger', 'transfer', '{{amount}}', '--to', '{{payee}}', '--memo', '{{memo}}'],
        },
        'policy.json': { '/verbs/transfer': { risk: 'write', confirm: 'always' } },
      },
      correct: { 'policy.json': { '/verbs/transfer': { risk: 'write', confirm: 'always' } } },
    }),
    fix: "Append the CLI's own confirmation flag (the one its `--help` names, such as `--yes`, `--force` or `--confirm`) to the confirm-gated command's `cli[]` in surface.json.",
  },
  fixable: 'suggestion',
  check: (pack) =>
    pack.model.commands.flatMap(({ key, cli }) => {
      if (!cli || !isWrite(pack.model, key) || !isConfirmGated(pack.model, key) || cliConfirmFlag(cli)) return []; // confirm on a read is P003.
      const bin = cli.slice(0, 2).join(' ');
      return [
        {
          file: 'surface.json' as const,
          pointer: pointer('verbs', key, 'cli'),
          message: `"${key}" is confirm-gated in policy.json, but its cli ${JSON.stringify(cli)} passes none of ${CLI_CONFIRM_FLAGS.join(', ')}.`,
          fix: `Append the confirmation flag "${bin} --help" names to "${key}".cli, e.g. "cli": ${JSON.stringify([...cli, '--yes'])}.`,
          // A suggestion: which flag the CLI takes only its --help can say.
          ...offer(
            'suggestion',
            `Append "--yes" to "${key}".cli`,
            setAt(jsonDoc(pack, 'surface.json'), pointer('verbs', key, 'cli', cli.length), '--yes'),
          ),
        },
      ];
    }),
});
