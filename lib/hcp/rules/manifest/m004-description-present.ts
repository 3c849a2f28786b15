import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import { descriptionAdvice, inputsOf } from '../../command-text';
import type { CommandView } from '../../model';
import { createRule } from '../create';
import { REMOVED } from '../../../core/example';
import { ledgerExample } from '../example';

function problem(c: CommandView): string | undefined {
  if (!('description' in c.raw)) return 'has no description';
  const d = c.raw.description;
  if (typeof d !== 'string') return `has a description that is not a string (${quote(d)})`;
  return d.trim() === '' ? 'has an empty description' : undefined;
}

export const m004DescriptionPresent = createRule({
  id: 'M004',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'Every command has a description',
    why: 'Hosts show the description in their tool catalogue; it is all an agent reads when it picks a command. A command without one is picked by its name alone.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/list/description': REMOVED },
      correct: {},
    }),
    fix: 'Give the command a "description": one sentence saying what it takes and what it returns, e.g. "Return the recent ledger entries (amount, payee id, memo) with the newest first."',
  },
  check: ({ model }) =>
    model.commands.flatMap((c) => {
      const what = problem(c);
      if (!what) return [];
      return [
        {
          file: 'surface.json',
          pointer: 'description' in c.raw ? pointer('verbs', c.key, 'description') : c.pointer,
          message: `Command ${quote(c.key)} ${what}.`,
          fix: `Set "description" in verbs[${quote(c.key)}] to ${descriptionAdvice(inputsOf(c))}`,
        },
      ];
    }),
});
