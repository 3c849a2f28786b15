import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import {
  descriptionAdvice,
  inputsOf,
  mentionedIn,
  nameParts,
  saysTodo,
  stem,
  stemSet,
  words,
} from '../../command-text';
import type { CommandView, PackModel } from '../../model';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const MIN_WORDS = 4;
export const MIN_CHARS = 20;

/** Descriptions that say only that something runs: the stubs of the spec's own bare example and of generators. */
export const VAGUE_DESCRIPTIONS: ReadonlySet<string> = new Set([
  'run',
  'runs',
  'exec',
  'execute',
  'execute command',
  'executes a command',
  'run command',
  'run a command',
  'run the command',
  'runs the command',
  'call',
  'invoke',
  'command',
  'read',
  'write',
  'gated write',
  'domain read',
  'read command',
  'write command',
  'do it',
  'does the thing',
  'todo',
  'tbd',
  'fixme',
  'description',
  'no description',
  'wip',
]);
/** The longest stub in words: a description with more cannot be one, so its words need not be joined to look it up. */
const MAX_STUB_WORDS = Math.max(...[...VAGUE_DESCRIPTIONS].map((d) => d.split(' ').length));

/** Words that carry no meaning of their own in a description: articles, linking words and "run the command". */
const FILLER: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'it',
  'its',
  'to',
  'of',
  'for',
  'and',
  'or',
  'with',
  'on',
  'in',
  'by',
  'from',
  'as',
  'run',
  'runs',
  'execute',
  'executes',
  'invoke',
  'invokes',
  'call',
  'calls',
  'do',
  'does',
  'perform',
  'performs',
  'command',
  'subcommand',
  'cli',
  'tool',
  'wrapper',
  'wraps',
]);

/** Whether every content word of the description is a word of the command's name, its cli[] or the bin. */
function restatesName(said: string[], c: CommandView, model: PackModel): boolean {
  // nameParts of the names joined by spaces is the union of their nameParts (a space ends a word and a camelCase split alike).
  const names = [c.key, ...(c.cli ?? []), model.cliBin ?? ''].join(' ');
  // A name part contains its stem less the last letter (`entries` holds `entr` of `entry`) and lies in the lower-cased names,
  // so a first content word failing that test is no name part: most descriptions are decided here, without splitting the names.
  const first = said.find((w) => !FILLER.has(w));
  if (first !== undefined && !names.toLowerCase().includes(stem(first).slice(0, -1))) return false;
  const known = new Set(nameParts(names).map(stem));
  return said.every((w) => FILLER.has(w) || known.has(stem(w)));
}

/** Why a description is too vague for an agent to choose the command by it, or [] when it is specific enough. */
export function vagueness(description: string, c: CommandView, model: PackModel): string[] {
  const reasons: string[] = [];
  const said = words(description);
  const n = said.length;
  if (n <= MAX_STUB_WORDS && VAGUE_DESCRIPTIONS.has(said.join(' ')))
    reasons.push('it is a stub that says nothing about what the command does');
  else if (n < MIN_WORDS || description.trim().length < MIN_CHARS)
    reasons.push(`it has only ${n} word${n === 1 ? '' : 's'}`);
  else if (restatesName(said, c, model)) reasons.push('it only restates the command name');
  if (c.required.length > 0) {
    const stems = stemSet(said);
    if (!c.required.some((name) => mentionedIn(stems, name)))
      reasons.push(`it does not name the input (${c.required.join(', ')})`);
  }
  return reasons;
}

export const m005DescriptionSpecific = createRule({
  id: 'M005',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: 'The description names input and result, not "Run."',
    why: 'An agent picks a command and fills its arguments from the description alone. "Run." or "Gated write." gives it nothing to choose by; naming the input and what comes back does.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/transfer/description': 'Gated write.' },
      correct: {},
    }),
    fix: 'Rewrite the description as one sentence that names the input the command takes and what comes back (for a write, what it changes), e.g. "Pay the given amount to a saved payee and return the new entry."',
  },
  check: ({ model }) =>
    model.commands.flatMap((c) => {
      // A missing description is M004's, a TODO one M021's: judging a placeholder's wording would count it twice.
      if (c.description === undefined || c.description.trim() === '' || saysTodo(c.description)) return [];
      const reasons = vagueness(c.description, c, model);
      if (reasons.length === 0) return [];
      return [
        {
          file: 'surface.json',
          pointer: pointer('verbs', c.key, 'description'),
          message: `The description of ${quote(c.key)}, ${quote(c.description)}, is too vague: ${reasons.join('; ')}.`,
          fix: `Replace it with ${descriptionAdvice(inputsOf(c))}`,
        },
      ];
    }),
});
