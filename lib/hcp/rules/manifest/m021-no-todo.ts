import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import { saysTodo } from '../../command-text';
import type { ArgView, CommandView } from '../../model';
import { createRule } from '../create';
import { ledgerExample } from '../example';

interface Spot {
  pointer: string;
  where: string;
  text: string;
  fix: string;
}

export const m021NoTodo = createRule({
  id: 'M021',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: 'No `TODO` left in a description or argument example',
    why: 'Descriptions and examples are what an agent reads to choose and fill a command. A TODO there is read literally, and an eval case filled from a TODO example fails without running.',
    ...ledgerExample('surface.json', {
      incorrect: {
        '/verbs/connect/args/properties/provider': {
          type: 'string',
          description: 'TODO: where the agent gets the provider',
          examples: ['TODO provider'],
        },
      },
      correct: {},
    }),
    fix: 'Replace each TODO with the real text: a command description naming what it takes and returns, an argument description saying where the value comes from, and an example value the CLI accepts.',
  },
  check: ({ model }) =>
    model.commands.flatMap(todoSpots).map((s) => ({
      file: 'surface.json' as const,
      pointer: s.pointer,
      message: `${s.where} still says TODO: ${quote(s.text)}.`,
      fix: s.fix,
    })),
});

/** The texts of a command that still say TODO; each spot's wording is built only for a hit, as nearly every text has none. */
function todoSpots(command: CommandView): Spot[] {
  const key = JSON.stringify(command.key);
  const own: Spot[] = [];
  if (command.description !== undefined && saysTodo(command.description))
    own.push({
      pointer: pointer('verbs', command.key, 'description'),
      where: `The description of ${key}`,
      text: command.description,
      fix: `Replace the description of ${key} with one sentence naming what it takes and what it returns.`,
    });
  return own.concat(command.args.flatMap((arg) => argTodoSpots(key, arg)));
}

function argTodoSpots(key: string, arg: ArgView): Spot[] {
  const out: Spot[] = [];
  if (arg.description !== undefined && saysTodo(arg.description))
    out.push({
      pointer: `${arg.pointer}/description`,
      where: `The description of ${argLabel(key, arg)}`,
      text: arg.description,
      fix: `Replace the description of ${argLabel(key, arg)} with where the agent gets the value.`,
    });
  arg.examples.forEach((example, i) => {
    if (typeof example === 'string' && saysTodo(example))
      out.push({
        pointer: `${arg.pointer}${pointer('examples', i)}`,
        where: `Example ${i + 1} of ${argLabel(key, arg)}`,
        text: example,
        fix: `Replace ${quote(example)} with a real value the CLI accepts for ${JSON.stringify(arg.name)}.`,
      });
  });
  return out;
}

function argLabel(key: string, arg: ArgView): string {
  return `argument ${JSON.stringify(arg.name)} of ${key}`;
}
