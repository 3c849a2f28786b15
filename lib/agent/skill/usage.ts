import type { ShellWord } from './shell-words';

/**
 * A command line written as usage rather than as a call: optional parts in brackets (`[--memo <memo>]`,
 * `[<amount>]`) and words that stand for "any options" (`[options]`, `[flags]`, `...`). The brackets are dropped
 * from the words they open and close, and the filler words are left out, so the line reads as the call it
 * describes. Only unquoted words: a quoted `'[a]'` or a jq path `.[0]` is a value.
 */
const FILLER = /^\[(?:-*)(?:options?|flags?|opts|args?|arguments?|global[ _-]?(?:options|flags))(?:\.\.\.|…)?\]$/i;
const ELLIPSIS = new Set(['...', '…', '[...]', '[…]']);

export function usageWords(words: readonly ShellWord[]): ShellWord[] {
  const out: ShellWord[] = [];
  for (const word of words) {
    if (word.quoted) {
      out.push(word);
      continue;
    }
    if (FILLER.test(word.text) || ELLIPSIS.has(word.text)) continue;
    let text = word.text;
    // `[--memo` opens an optional part; `<memo>]` closes one (no `[` of its own, so never `.[0]`).
    if (/^\[+[-<{$A-Za-z]/.test(text)) text = text.replace(/^\[+/, '');
    if (!text.includes('[')) text = text.replace(/\]+$/, '');
    if (text) out.push(text === word.text ? word : { ...word, text });
  }
  return out;
}
