/**
 * Argument safety: the one check every argv token an agent's value reaches goes through, whatever face the call came
 * from (exec, the studio's Run tab, eval, `packstudio mcp`, twin): they all build argv with lib/hcp/argv.ts, which
 * fills each token here. Pure (no Node), so the studio's preview would refuse the same values.
 *
 * What a value may not do, wherever it lands in a token (`{{x}}`, `{{owner}}/{{repo}}`, `{{a}}{{b}}`, `-l {{x}}`):
 * - **start an option**: the first visible character of a token may come from a value only when no CLI could read
 *   it as the start of an option: not `-` nor anything that looks like or normalises to it (Unicode dashes, the
 *   minus sign, fullwidth and small hyphen-minus), not `@` (a response file for gcc, javac, .NET and argparse
 *   CLIs), not `+` before anything but a digit (`vim +cmd`, `less +!cmd`, `dig +short`). Leading spaces and
 *   invisible format characters are looked through, since a CLI that trims its arguments would. A token that
 *   starts with the template's own text (`--flag={{x}}`, `@{{scope}}/{{name}}`) carries any value: there the value
 *   cannot start anything. After a literal flag (`-l {{x}}`) the value still may not: whether `-l` takes a value
 *   is the CLI's business, and a boolean `-l` leaves the next token to be read as an option.
 * - **move a `key=value` split**: a value holding `=` where the template puts a literal `=` after it.
 * - **make a token empty on its own**: an empty operand is "here" to many CLIs (`git -C ''`) or shifts the
 *   operands after it; right after a literal flag (`--memo {{memo}}`) it is that flag's empty value.
 * - **carry control characters**: NUL cannot be passed in argv at all; the other C0 and C1 controls (tab and line
 *   breaks excepted: a body or a message may hold them) have no place in a value and would run in a terminal or a
 *   log that shows the argv; nor may bidi overrides and isolates, which reorder what the approval card shows.
 * A value's own `{{placeholders}}` are its text: each template token is filled in one pass, never twice.
 */

import { ownValue } from '../core/guards';
import { BIDI_CONTROL } from '../terminal/escapes';

/** A value that starts a token must not look like the start of an option: what each refused first character is. */
const OPTION_STARTERS: readonly { test: (first: string, next: string) => boolean; what: string }[] = [
  { test: (c) => c === '-', what: '"-", so the CLI could read it as an option' },
  {
    test: (c) => DASHLIKE.test(c),
    what: 'a dash that looks like (or normalises to) "-", so a CLI or a person could take it for an option',
  },
  {
    test: (c) => c === '@',
    what: '"@", which CLIs with response files (gcc, javac, .NET, argparse) read as a file of options',
  },
  {
    test: (c, next) => c === '+' && !/^[0-9]?$/.test(next),
    what: '"+" before a non-digit, which some CLIs read as an option or a command (vim +cmd, less +!cmd, dig +short)',
  },
];

/** "-" and what looks like it: Unicode's dash punctuation, the minus signs and the hyphen bullet. */
const DASHLIKE = /[\p{Pd}\u2212\u2796\u02D7\u2043]/u;
/** Control characters a value may not hold: C0 but tab, LF and CR; DEL; C1. NUL included. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** What a trimming CLI skips before the first character it reads: spaces and invisible format characters. */
const SKIPPED = /[\s\p{Cf}]/u;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

export type FilledToken = { ok: true; text: string } | { ok: false; error: string };

interface Part {
  /** The argument's name; absent for the template's own text. */
  name?: string;
  text: string;
}

/**
 * One template token filled with the arguments' values, or why a value may not land where the template puts it.
 * `afterFlag`: the token before this one is a literal flag (`--memo`), so an empty value is that flag's value.
 * `bin`: the CLI's name, for the message. Every value named in the token must be in `values`.
 */
export function fillToken(
  token: string,
  values: Readonly<Record<string, string>>,
  context: { afterFlag: boolean; bin: string },
): FilledToken {
  const parts = partsOf(token, values);
  for (const [i, part] of parts.entries()) {
    if (part.name === undefined) continue;
    const refusal =
      controlRefusal(part.text) ?? (literalAfter(parts, i).includes('=') && part.text.includes('=') ? EQUALS : null);
    if (refusal) return { ok: false, error: message(part, token, context.bin, refusal) };
  }
  const text = parts.map((p) => p.text).join('');
  const start = optionStartRefusal(parts);
  if (start)
    return {
      ok: false,
      error: message(start.part, token, context.bin, `would start the argv token with ${start.what}`),
    };
  if (text === '' && !context.afterFlag) {
    const part = parts.find((p) => p.name !== undefined)!;
    return { ok: false, error: message(part, token, context.bin, EMPTY) };
  }
  return { ok: true, text };
}

const EQUALS =
  'holds "=" where the template puts a literal "=" after it, so it would move where the CLI splits key=value';
const EMPTY =
  'is empty and would be the whole argv token: many CLIs read an empty operand as the current folder or shift the operands after it';

/** The token split into the template's text and the values put in its placeholders, in one pass. */
function partsOf(token: string, values: Readonly<Record<string, string>>): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const m of token.matchAll(PLACEHOLDER)) {
    if (m.index > at) parts.push({ text: token.slice(at, m.index) });
    parts.push({ name: m[1], text: ownValue(values, m[1]) ?? '' });
    at = m.index + m[0].length;
  }
  if (at < token.length) parts.push({ text: token.slice(at) });
  return parts;
}

/** The template's own text after part `i` of the token. */
function literalAfter(parts: Part[], i: number): string {
  return parts
    .slice(i + 1)
    .filter((p) => p.name === undefined)
    .map((p) => p.text)
    .join('');
}

function controlRefusal(value: string): string | null {
  const bidi = BIDI_CONTROL.exec(value);
  if (bidi)
    return `holds the bidi control ${escapeChar(bidi[0])}, which reorders how the argv is shown (the approval card, a log) without being seen`;
  const found = CONTROL.exec(value);
  if (!found) return null;
  return found[0] === '\u0000'
    ? 'holds a NUL character, which an argv cannot carry'
    : `holds the control character ${escapeChar(found[0])}, which has no place in an argument (only tab and line breaks do)`;
}

/**
 * The token's first visible character, when a value put it there and it could start an option: which value, and
 * why. Spaces and format characters before it are looked through, wherever they came from.
 */
function optionStartRefusal(parts: Part[]): { part: Part; what: string } | null {
  const chars = parts.flatMap((part) => [...part.text].map((char) => ({ char, part })));
  const first = chars.findIndex(({ char }) => !SKIPPED.test(char));
  if (first === -1 || chars[first].part.name === undefined) return null;
  // A look-alike is named as one (the small and fullwidth hyphen-minus, normalise to "-" only under NFKC).
  const raw = chars[first].char;
  const char = DASHLIKE.test(raw) ? raw : raw.normalize('NFKC').charAt(0);
  const next = (chars[first + 1]?.char ?? '').normalize('NFKC').charAt(0);
  const starter = OPTION_STARTERS.find((s) => s.test(char, next));
  return starter ? { part: chars[first].part, what: starter.what } : null;
}

function message(part: Part, token: string, bin: string, why: string): string {
  const where = token === `{{${part.name}}}` ? '' : ` in the argv token ${JSON.stringify(token)}`;
  return `argument "${part.name}" value ${shownValue(part.text)}${where} of ${bin} ${why}`;
}

/** A value as a refusal shows it: quoted, invisible and look-alike characters escaped, cut to a readable length. */
export function shownValue(value: string, max = 80): string {
  const cut = [...value].length > max ? [...value].slice(0, max).join('') + '…' : value;
  return `"${[...cut].map((c) => (c === '"' || c === '\\' ? `\\${c}` : c === '-' || (VISIBLE.test(c) && !DASHLIKE.test(c)) ? c : escapeChar(c))).join('')}"`;
}

/** Printable ASCII and letters, digits, marks and symbols elsewhere; dashes, spaces, controls and format characters are escaped. */
const VISIBLE = /^(?:[\x20-\x7E]|[\p{L}\p{N}\p{M}\p{S}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}\p{Pc}])$/u;

function escapeChar(c: string): string {
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  const code = c.codePointAt(0)!;
  return code > 0xffff
    ? `\\u{${code.toString(16).toUpperCase()}}`
    : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
