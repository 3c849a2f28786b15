import { quote } from '../../../core/guards';
import { saysTodo, words } from '../../command-text';
import type { ArgView, CommandView } from '../../model';
import { createRule } from '../create';
import { ledgerExample } from '../example';

/** Names that say nothing about the value: placeholders from examples and generated code. `arg1`, `value_2` count too. */
export const GENERIC_ARG_NAMES: ReadonlySet<string> = new Set([
  'arg',
  'args',
  'argument',
  'value',
  'val',
  'param',
  'params',
  'input',
  'data',
  'thing',
  'item',
  'obj',
  'object',
  'str',
  'string',
  'num',
  'var',
  'tmp',
  'temp',
  'foo',
  'bar',
  'baz',
]);

/** Two-letter names that are words or settled abbreviations: `from`/`to` ranges, `at` times, `ip` and `os`. */
export const SHORT_NAMES_OK: ReadonlySet<string> = new Set(['to', 'at', 'by', 'ip', 'os']);

/** Why an argument name is ambiguous, or undefined when it says what the value is. */
export function ambiguity(name: string): string | undefined {
  const bare = name.toLowerCase();
  if (bare.length <= 2 && !SHORT_NAMES_OK.has(bare))
    return `${bare.length === 1 ? 'a one-letter' : 'a two-letter'} name`;
  const base = bare.replace(/[-_\s]*[0-9]+$/, '');
  return GENERIC_ARG_NAMES.has(base) ? 'a generic name' : undefined;
}

const STOP = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'to',
  'for',
  'from',
  'as',
  'by',
  'on',
  'with',
  'that',
  'which',
  'this',
  'is',
  'one',
]);

/**
 * A better name: the first words of the description up to a linking word (`Issue number to view` → `issue_number`),
 * else `<family>_id` for a bare `id`.
 */
export function suggestArgName(arg: ArgView, c: CommandView): string | undefined {
  const taken = new Set(c.args.map((a) => a.name));
  const ok = (n: string) => n !== '' && !taken.has(n) && ambiguity(n) === undefined && /^[a-z][a-z0-9_]*$/.test(n);
  // A placeholder description ("TODO: where the agent gets the id") names nothing: never build a name from it.
  const lead = saysTodo(arg.description) ? [] : words(arg.description ?? '');
  const start = lead.findIndex((w) => !STOP.has(w));
  const end = lead.findIndex((w, i) => i > start && STOP.has(w));
  const fromDescription = start < 0 ? '' : lead.slice(start, end < 0 ? start + 3 : Math.min(end, start + 3)).join('_');
  if (ok(fromDescription)) return fromDescription;
  if (arg.name.toLowerCase() !== 'id') return undefined;
  const fromFamily = `${c.key
    .split('.')[0]
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')}_id`;
  return ok(fromFamily) ? fromFamily : undefined;
}

export const m011ArgumentNames = createRule({
  id: 'M011',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: 'Argument names are unambiguous (`issue_number`, not `x`)',
    why: 'An agent fills arguments by name. `issue_number` or `payee` says which value goes where; `x`, `id` or `value` leaves it to guess, and a wrong guess is a wrong call.',
    ...ledgerExample('surface.json', {
      incorrect: {
        '/verbs/connect/args/properties': {
          x: {
            type: 'string',
            description: 'Provider id the person names when asked which bank to link, in lower case',
            examples: ['demo-bank'],
          },
        },
      },
      correct: {},
    }),
    fix: "Rename the argument to what the value is (`x` becomes `issue_number`, a bare `id` becomes `payee_id`) in args.properties and args.required, in every `{{placeholder}}` of the command's cli, title and preview, and in its hcp.eval.json cases.",
  },
  check: ({ model }) =>
    model.commands.flatMap((c) =>
      c.args.flatMap((a) => {
        const why = ambiguity(a.name);
        if (!why) return [];
        const better = suggestArgName(a, c);
        const to = better
          ? `to ${quote(better)}`
          : 'to a name that says what the value is (e.g. "issue_number", not "x") and give it a description';
        return [
          {
            file: 'surface.json',
            pointer: a.pointer,
            message: `Argument ${quote(a.name)} of ${quote(c.key)} is ${why}; it does not say which value goes there.`,
            fix: `Rename ${quote(a.name)} ${to} in verbs[${quote(c.key)}].args.properties and args.required, in every "{{${a.name}}}" of its cli, title and preview, and in hcp.eval.json cases of ${quote(c.key)}.`,
          },
        ];
      }),
    ),
});
