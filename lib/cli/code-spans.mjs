// Where a JavaScript or TypeScript source is code, and not a string, a comment, a template's text or a regular
// expression literal: the prebuilt CLI's source rewrites (import.meta, computed import()) apply to code only, so a
// regex that reads `|import(?:s|ing)?` or a string that mentions `import.meta.url` is left as it was written.

/** Words after which a `/` starts a regular expression rather than a division. */
const BEFORE_EXPRESSION = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);
const WORD = /[\w$]/;

/**
 * The [start, end) ranges of `text` that are code. A `/` starts a regular expression after an operator, an opening
 * bracket, a comma or one of BEFORE_EXPRESSION's words, else it divides (the usual reading of JavaScript's one
 * ambiguity; a regex right after a block's `}` is read as one too).
 */
export function codeRanges(text) {
  const ranges = [];
  const templates = []; // per open `${`: how many `{` deep its expression is
  const n = text.length;
  let start = 0;
  let i = 0;
  let regexMayStart = true;
  const leave = (at) => {
    if (at > start) ranges.push([start, at]);
  };
  /** From inside a template's text at `at`: past its end (returns that offset) or past a `${` (pushes it). */
  const templateText = (at) => {
    while (at < n) {
      const c = text[at];
      if (c === '\\') at += 2;
      else if (c === '`') return at + 1;
      else if (c === '$' && text[at + 1] === '{') {
        templates.push(0);
        return at + 2;
      } else at += 1;
    }
    return n;
  };
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      leave(i);
      const end = text.indexOf('\n', i);
      i = start = end < 0 ? n : end;
    } else if (c === '/' && next === '*') {
      leave(i);
      const end = text.indexOf('*/', i + 2);
      i = start = end < 0 ? n : end + 2;
    } else if (c === '"' || c === "'") {
      leave(i);
      i = start = stringEnd(text, i);
      regexMayStart = false;
    } else if (c === '`') {
      leave(i);
      const depth = templates.length;
      i = start = templateText(i + 1);
      regexMayStart = templates.length > depth; // inside `${` an expression starts
    } else if (c === '}' && templates.length && templates[templates.length - 1] === 0) {
      leave(i);
      templates.pop();
      i = start = templateText(i + 1);
      regexMayStart = false;
    } else if (c === '/' && regexMayStart) {
      const end = regexEnd(text, i);
      if (end < 0) {
        i += 1; // not a regex after all (it runs to the line's end): a division
        regexMayStart = true;
        continue;
      }
      leave(i);
      i = start = end;
      regexMayStart = false;
    } else if (WORD.test(c)) {
      let end = i + 1;
      while (end < n && WORD.test(text[end])) end += 1;
      regexMayStart = BEFORE_EXPRESSION.has(text.slice(i, end));
      i = end;
    } else {
      if (c === '{' && templates.length) templates[templates.length - 1] += 1;
      else if (c === '}' && templates.length) templates[templates.length - 1] -= 1;
      if (!/\s/.test(c)) regexMayStart = c !== ')' && c !== ']';
      i += 1;
    }
  }
  leave(n);
  return ranges;
}

function stringEnd(text, at) {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote || text[i] === '\n') return i + 1;
  }
  return text.length;
}

/** The offset after a regex literal that starts at `at` (its flags too), or -1 when none closes on its line. */
function regexEnd(text, at) {
  let inClass = false;
  for (let i = at + 1; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\n') return -1;
    if (c === '\\') i += 1;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      let end = i + 1;
      while (end < text.length && /[a-z]/i.test(text[end])) end += 1;
      return end;
    }
  }
  return -1;
}

/**
 * `text.replace(pattern, replace)` for the matches that start in code only; `pattern` must be global. `replace` gets
 * the match and its groups, as String.prototype.replace gives them.
 */
export function replaceInCode(text, pattern, replace) {
  const ranges = codeRanges(text);
  let r = 0;
  return text.replace(pattern, (...args) => {
    const offset = args[args.length - 2];
    while (r < ranges.length && ranges[r][1] <= offset) r += 1;
    const inCode = r < ranges.length && ranges[r][0] <= offset;
    return inCode ? replace(...args) : args[0];
  });
}

/**
 * `text` with every non-ASCII character outside code written as a `\uXXXX` escape, which means the same character in
 * a string, a regular expression literal (a surrogate pair too, with or without the `u` flag) and a comment. A
 * template's text is left as written (a tagged template reads its raw text, where an escape would show), and so is
 * code (an identifier). esbuild escapes strings and untagged templates itself (charset ascii); regex literals and
 * the comments it keeps stay as written, and a single one makes the whole bundle a two-byte string: twice the
 * memory, and a UTF-8 decode at every start instead of the ASCII fast path.
 */
export function escapeNonAscii(text) {
  if (!NON_ASCII.test(text)) return text;
  const ranges = codeRanges(text);
  let r = 0;
  let out = '';
  let copied = 0;
  for (const match of text.matchAll(NON_ASCII_ALL)) {
    const at = match.index;
    while (r < ranges.length && ranges[r][1] <= at) r += 1;
    if (r < ranges.length && ranges[r][0] <= at) continue; // code
    // The span this character sits in starts where the code before it ends: a quote, a comment's `//` or `/*`, a
    // regex's `/`, or a template's backtick or `}`.
    const opener = text[r > 0 ? ranges[r - 1][1] : 0];
    if (opener === '`' || opener === '}') continue;
    let backslashes = 0;
    while (text[at - 1 - backslashes] === '\\') backslashes += 1;
    // `\’` escapes a character that needs no escape: it means `’`, so the backslash goes with it.
    out += text.slice(copied, backslashes % 2 ? at - 1 : at);
    out += `\\u${text.charCodeAt(at).toString(16).padStart(4, '0')}`;
    copied = at + 1;
  }
  return out + text.slice(copied);
}

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;
