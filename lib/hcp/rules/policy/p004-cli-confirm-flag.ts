import { pointer } from '../../../json/pointer';
import { CLI_CONFIRM_FLAGS, cliConfirmFlag } from '../../command-names';
import { knownConfirmFlag } from '../../confirm-flag';
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
    pack.model.commands.flatMap((command) => {
      const { key, cli } = command;
      if (!cli || !isWrite(pack.model, key) || !isConfirmGated(pack.model, key) || cliConfirmFlag(cli)) return []; // confirm on a read is P003.
      const help = cli.slice(0, 2).join(' ');
      const known = knownConfirmFlag(pack, command);
      const base = {
        file: 'surface.json' as const,
        pointer: pointer('verbs', key, 'cli'),
        message: `"${key}" is confirm-gated in policy.json, but its cli ${JSON.stringify(cli)} passes none of ${CLI_CONFIRM_FLAGS.join(', ')}.`,
      };
      if (!known)
        // No flag is offered that nothing vouches for: a flag the CLI does not take makes every call fail.
        return [
          {
            ...base,
            fix: `Append the confirmation flag "${help} --help" names to "${key}".cli (${pack.specFlags ? "neither the pack's files nor the CLI's Fig spec name one; check --probe reads the help" : "the pack's files name none; the full check also reads the CLI's Fig spec and, with --probe, its help"}). If the CLI never prompts, suppress this finding in packstudio.json with that reason.`,
          },
        ];
      const why = {
        help: `"${known.source.command} --help" lists it`,
        spec: `the Fig spec of "${known.source.command}" names it`,
        pack: `"${known.source.command}" passes it to the same CLI`,
      }[known.source.kind];
      return [
        {
          ...base,
          fix: `Append "${known.flag}" to "${key}".cli (${why}): "cli": ${JSON.stringify([...cli, known.flag])}.`,
          ...offer(
            'suggestion',
            `Append "${known.flag}" to "${key}".cli (${why})`,
            setAt(jsonDoc(pack, 'surface.json'), pointer('verbs', key, 'cli', cli.length), known.flag),
          ),
        },
      ];
    }),
});
