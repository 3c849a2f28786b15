/** Reading the words of a command: its name, description, argument names and `{{…}}` placeholders. */
import { matchesOf } from '../core/matches';
import type { CommandView } from './model';

/** Lower-case word tokens of a text: its runs of a-z and 0-9 (what `/[a-z0-9]+/g` matches), read without a regex on this hot path. */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    const inWord = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      out.push(lower.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) out.push(lower.slice(start));
  return out;
}

/** The parts of an identifier: `issue_number`, `issueNumber`, `issue-number` and `setup.status` all split into words. */
export function nameParts(name: string): string[] {
  // The camelCase split needs an upper-case letter; most names (snake_case, dotted, plain words) have none.
  return words(/[A-Z]/.test(name) ? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2') : name);
}

/** A word and its plural/singular compare equal: `payee` matches `payees`, `entry` matches `entries`. */
export function stem(word: string): string {
  // Every rule below strips a final `s`; stem runs on every word of every description, and most words end otherwise.
  if (!word.endsWith('s')) return word;
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  // `(?:ss|sh|ch|x)es$`, spelt out.
  if (
    word.length > 3 &&
    (word.endsWith('sses') || word.endsWith('shes') || word.endsWith('ches') || word.endsWith('xes'))
  )
    return word.slice(0, -2);
  if (word.length > 3 && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Whether a text mentions an identifier by one of its significant parts (3+ letters), ignoring plurals. */
export function mentions(text: string, name: string): boolean {
  return mentionedIn(stemSet(words(text)), name);
}

/** The stems of a text's words, to test several names against one text with `mentionedIn`. */
export function stemSet(textWords: readonly string[]): Set<string> {
  return new Set(textWords.map(stem));
}

/** `mentions` for a text whose stems are already known. */
export function mentionedIn(said: ReadonlySet<string>, name: string): boolean {
  const parts = nameParts(name).filter((p) => p.length >= 3);
  return parts.length === 0 || parts.some((p) => said.has(stem(p)));
}

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl)\.(?=\s)/gi;
const CODE_SPAN = /`[^`]*`/g;
const BOUNDARY = /[.!?]+["')\]]*\s+|\s*\n\s*/g;
/** BOUNDARY without the global flag, for a stateless test. */
const ANY_BOUNDARY = new RegExp(BOUNDARY.source);

/** The sentences of a description: split after `.`, `!` or `?` and at line breaks, not inside code spans or after `e.g.`. */
export function sentences(text: string): string[] {
  // Masking only removes boundaries, so a text without one is one sentence (or none): the common case, and the cheap one.
  if (!ANY_BOUNDARY.test(text)) {
    const whole = text.trim();
    return whole === '' ? [] : [whole];
  }
  const hide = (m: string) => m.replace(/[.!?\n]/g, '\u0000');
  const masked = text.replace(CODE_SPAN, hide).replace(ABBREVIATION, hide);
  const out: string[] = [];
  let start = 0;
  for (const m of matchesOf(BOUNDARY, masked)) {
    const end = m.index + m[0].length;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  out.push(text.slice(start).trim());
  return out.filter((s) => s !== '');
}

/** Several sentences joined into one with semicolons, as a fix can propose it. */
export function joinSentences(parts: string[]): string {
  const body = parts.map((s, i) => {
    const bare = s.replace(/[.!?]+$/, '');
    return i === 0 || /^[A-Z]{2}/.test(bare) ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
  });
  return body.join('; ') + '.';
}

export interface BraceSpan {
  /** The whole `{{ … }}` text. */
  text: string;
  /** What is between the braces, trimmed. */
  name: string;
}

const BRACES = /\{\{([^{}]*)\}\}/g;

/**
 * Everything written between `{{` and `}}`, whatever it is: `{{argv...}}`, `{{*}}` and `{{ ...rest }}` included.
 * lib/hcp/templates.ts parses the argument placeholders a template renders; this finds what it would not.
 */
export function braceSpans(template: string): BraceSpan[] {
  if (!template.includes('{{')) return [];
  return matchesOf(BRACES, template).map((m) => ({ text: m[0], name: m[1].trim() }));
}

/** The string items of a JSON array with their indexes, skipping items of other types. */
export function stringItems(value: unknown): [number, string][] {
  const items: [number, string][] = [];
  if (Array.isArray(value)) value.forEach((item, i) => typeof item === 'string' && items.push([i, item]));
  return items;
}

/** How to write a command description: one sentence naming the input and the result, shaped for this command's arguments. */
export function descriptionAdvice(inputs: string[]): string {
  if (inputs.length === 0)
    return 'one sentence that names what the command reads or changes and what it returns, in the form "Return the <result> of <what it reads>."';
  const given = inputs.length === 1 ? inputs[0] : `${inputs.slice(0, -1).join(', ')} and ${inputs[inputs.length - 1]}`;
  return `one sentence that names its input (${inputs.join(', ')}) and what it returns, in the form "<Verb> the given ${given} … and return <result>."`;
}

/** The argument names a description should name: the required ones, else every declared one. */
export function inputsOf(c: Pick<CommandView, 'required' | 'args'>): string[] {
  return c.required.length > 0 ? c.required : c.args.map((a) => a.name);
}

const TODO = /\bTODO\b/;

/** Whether a text is still a placeholder (M021's finding): other rules neither judge it nor build names from it. */
export function saysTodo(text: string | undefined): boolean {
  return text !== undefined && TODO.test(text);
}
