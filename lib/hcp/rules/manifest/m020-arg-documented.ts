import type { ArgView } from '../../model';
import { createRule } from '../create';
import { ledgerExample } from '../example';

const NEEDS = [
  {
    what: 'description',
    present: (a: ArgView) => !!a.description?.trim(),
    json: '"description": "<where the agent gets the value>"',
  },
  {
    what: 'example',
    present: (a: ArgView) => a.examples.length > 0,
    json: '"examples": ["<a real value the CLI accepts>"]',
  },
];

export const m020ArgDocumented = createRule({
  id: 'M020',
  category: 'manifest',
  severity: 'info',
  docs: {
    title: 'Every argument has a description and an example',
    why: 'An agent fills an argument from its description and copies the shape of its example; hcpx commands and the probes fill each argument from its first example.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/transfer/args/properties/payee': { type: 'string' } },
      correct: {},
    }),
    fix: 'Give each argument in args.properties a "description" saying where the agent gets the value and an "examples" list with a real value the CLI accepts, e.g. "examples": ["demo-transit"].',
  },
  check: ({ model }) =>
    model.commands.flatMap((command) =>
      command.args.flatMap((arg) => {
        const missing = NEEDS.filter((n) => !n.present(arg));
        if (missing.length === 0) return [];
        return [
          {
            file: 'surface.json' as const,
            pointer: arg.pointer,
            message: `Argument ${JSON.stringify(arg.name)} of ${JSON.stringify(command.key)} has no ${missing.map((n) => n.what).join(' and no ')}.`,
            fix: `Add ${missing.map((n) => n.json).join(' and ')} to "${command.key}".args.properties.${arg.name}.`,
          },
        ];
      }),
    ),
});
