/**
 * The words the confusion index compares: split at anything that is not a letter or a digit (so `setup.status`,
 * `line_show` and `listOpenTasks` give their words), lower-cased, English stop words dropped and each word reduced to
 * a light stem (`entries` and `entry`, `listed` and `list` meet). Deterministic and small: the same text always gives
 * the same terms, in the browser and in the CLI.
 */

/** Common English words that say nothing about which command is meant. */
const STOP_WORDS = new Set(
  (
    'a an and any are as at be been but by can could do does each either else for from had has have how i if in into ' +
    "is it its it's just may me might more most must my no nor not of off on once one only or other our out over own " +
    'same should so some such than that the their them then there these they this those through to too under until ' +
    'up us very was we were what when where whether which while who whom why will with would you your'
  ).split(' '),
);

/** The words of a text, as written (camelCase split), lower-cased: what is left to stem. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word as the index keeps it, or null for a stop word or a lone character. */
export function term(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 2 || STOP_WORDS.has(w)) return null;
  return stem(w);
}

/** The terms of a text, in order (repeats kept: BM25 counts them). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const t = term(w);
    if (t) out.push(t);
  }
  return out;
}

/**
 * A light suffix stem: plural and -ing/-ed endings, then a final e, so `creates`, `created`, `creating` and `create`
 * share `creat`, and `entries` and `entry` share `entry`. Short words and digits stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/**
 * Verbs tool descriptions use for the same act, by their stems: an agent reading "Get a project" and "Show a
 * project" cannot tell the two apart, so the pair comparison hears each group as its first word. Only acts a
 * command is named for; `list` (many) stays apart from `show` (one).
 */
const SAME_ACT: readonly (readonly string[])[] = [
  ['show', 'get', 'describ', 'view', 'display', 'fetch', 'inspect', 'retriev'],
  ['list', 'ls', 'enumerat'],
  ['creat', 'add'],
  ['delet', 'remov', 'rm', 'destroy', 'eras'],
  ['updat', 'edit', 'modify', 'chang'],
  ['search', 'find', 'query', 'lookup'],
];
const ACT = new Map(SAME_ACT.flatMap((group) => group.map((s) => [s, group[0]!] as const)));

/** A term as the pair comparison hears it: the first verb of its group of same acts, else itself. */
export function act(stemmed: string): string {
  return ACT.get(stemmed) ?? stemmed;
}
