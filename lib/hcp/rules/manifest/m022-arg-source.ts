import { quote } from '../../../core/guards';
import { nameParts } from '../../command-text';
import type { ArgView, PackModel } from '../../model';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const MIN_DESCRIPTION_WORDS = 3;
const FILLER = new Set(['a', 'an', 'the', 'of', 'to', 'for', 'this', 'that', 'its', 'is', 'value', 'given']);

export const m022ArgSource = createRule({
  id: 'M022',
  category: 'manifest',
  severity: 'info',
  docs: {
    title: 'Argument descriptions say where the value comes from, not just its name',
    why: "An agent guesses when a description only repeats the argument name. Naming the source (a read command's output, the person's request, a fixed list) lets it fetch the value instead of inventing one.",
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/transfer/args/properties/payee/description': 'The payee' },
      correct: {},
      show: ['/verbs/transfer/args/properties/payee'],
    }),
    fix: "Say in the argument's description where the agent gets the value (a read command's output, the person's request, a fixed list), e.g. \"Saved payee id, one of the payees listed by the status command\".",
  },
  check: ({ model }) =>
    model.commands.flatMap((command) =>
      command.args.flatMap((arg) => {
        const problem = arg.description?.trim() ? weakness(arg) : undefined;
        if (!problem) return [];
        return [
          {
            file: 'surface.json' as const,
            pointer: `${arg.pointer}/description`,
            message: `The description of argument ${JSON.stringify(arg.name)} of ${JSON.stringify(command.key)}, ${quote(arg.description)}, ${problem}; it does not say where the value comes from.`,
            fix: `Set "description" to where the agent gets it, e.g. ${JSON.stringify(example(model, command.key, arg))}.`,
          },
        ];
      }),
    ),
});

function weakness(arg: ArgView): string | undefined {
  const said = nameParts(arg.description ?? '');
  const name = new Set(nameParts(arg.name));
  if (said.every((w) => FILLER.has(w) || name.has(w))) return 'only restates the name';
  if (said.length < MIN_DESCRIPTION_WORDS) return `has only ${said.length} word${said.length === 1 ? '' : 's'}`;
  return undefined;
}

function example(model: PackModel, commandKey: string, arg: ArgView): string {
  const what = arg.description?.trim().replace(/[.\s]+$/, '') || arg.name.replace(/[_-]+/g, ' ');
  const read = likelySource(model, commandKey, arg.name);
  return read
    ? `${what}, as listed by the ${read} command or named in the person's request`
    : `${what}, as named in the person's request`;
}

/** The read an agent most likely gets the value from: one sharing a word with the argument, else a list or status (not setup's). */
function likelySource(model: PackModel, commandKey: string, argName: string): string | undefined {
  const name = new Set(nameParts(argName));
  const rank = (key: string) =>
    nameParts(key).some((w) => name.has(w))
      ? 2
      : !key.startsWith('setup.') && /(^|\.)(list|search|show|get|view|status)$/.test(key)
        ? 1
        : 0;
  const reads = model.policy?.verbs.filter((r) => r.risk === 'read' && r.key !== commandKey).map((r) => r.key) ?? [];
  return reads.reduce<string | undefined>(
    (best, key) => (best === undefined || rank(key) > rank(best) ? key : best),
    undefined,
  );
}
