import { isScaffoldCommand } from '../../scaffold';
import { createRule } from '../create';
import { ledgerExample, ledgerVerbs } from '../example';

export const m018ScaffoldTemplate = createRule({
  id: 'M018',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'No commands left over from the `hcpx init` / `hcpx wrap` template',
    why: 'The scaffold only gives a pack its shape. Its example commands call subcommands the CLI does not have, and their TODO descriptions tell an agent nothing.',
    ...ledgerExample('surface.json', {
      incorrect: {
        '/verbs/example.list': {
          description: 'TODO: say what "list" takes and what it returns',
          cli: ['ledger', 'example', 'list'],
        },
      },
      correct: { '/verbs/list': ledgerVerbs('list').list },
    }),
    fix: "Replace the template commands with 5 to 12 real ones from the CLI's `--help`, each with a real subcommand in `cli[]` and a description naming its input and result, and rename their policy.json and hot-path table rows to match.",
  },
  check: ({ model }) => {
    const left = model.commands.filter(isScaffoldCommand).map((c) => c.key);
    if (left.length === 0) return [];
    const bin = model.cliBin ?? model.wrap?.bin ?? model.id ?? 'the CLI';
    return [
      {
        file: 'surface.json',
        pointer: '/verbs',
        message: `${left.length} command(s) still carry the scaffold template: ${left.map((k) => JSON.stringify(k)).join(', ')}.`,
        fix: `Replace the template commands with 5 to 12 real commands from "${bin} --help", each with a description naming its input and result, and rename their rows in policy.json and the HARNESS.md hot-path table to match.`,
      },
    ];
  },
});
