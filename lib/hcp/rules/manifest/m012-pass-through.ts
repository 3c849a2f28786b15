import { asStringArray, quote } from '../../../core/guards';
import { fieldsOf } from '../../../core/tolerant';
import type { PassThrough } from '../../schemas/surface';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const m012PassThrough = createRule({
  id: 'M012',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'No `pass_through` left in a finished pack',
    why: 'pass_through is the HCP/1.1 bootstrap that forwards allowed subcommands unnamed; a pack relying on it is not conforming until its hot path is promoted to named commands with their own Policy rows.',
    ...ledgerExample('surface.json', {
      incorrect: { '/pass_through': { allowedSubcommands: ['status', 'list', 'transfer'], maxArgv: 16 } },
      correct: {},
      show: ['/pass_through', '/verbs'],
      fold: 1,
    }),
    fix: 'Promote each hot-path subcommand that pass_through allows to a named command in "verbs", with its own `cli[]` and policy.json row, then delete "pass_through" from surface.json.',
  },
  check: ({ model }) => {
    if (model.passThrough === undefined) return [];
    const subcommands = asStringArray(fieldsOf<PassThrough>(model.passThrough)?.allowedSubcommands) ?? [];
    const listed =
      subcommands.length > 0 ? ` (allowedSubcommands: ${subcommands.map((s) => quote(s)).join(', ')})` : '';
    const promote =
      subcommands.length > 0 ? `the hot path of ${subcommands.map((s) => quote(s)).join(', ')}` : 'the hot path';
    return [
      {
        file: 'surface.json',
        pointer: '/pass_through',
        message: `surface.json still declares pass_through${listed}; a finished pack names every command instead.`,
        fix: `Promote ${promote} to named commands in "verbs", each with its own cli[] and policy.json row, then delete "pass_through" from surface.json.`,
      },
    ];
  },
});
