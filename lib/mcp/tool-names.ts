/**
 * A command's key as an MCP tool name that the strictest common host accepts (letters, digits, `_` and `-`, at most
 * 64 characters: Anthropic's and OpenAI's tool APIs), and back again.
 *
 * - `a`–`z`, `0`–`9` and `_` stay as they are; `.` becomes `-` (M002 names never hold a `-`), so `setup.status` is
 *   `setup-status` and every name M002 accepts reads as written.
 * - Any other character becomes `X` and its code point in hex written with the letters `A`–`P` (0–15): `:` is
 *   `XDK`, `S` is `XFD`. Plain characters are never upper case, so an escape ends at the first character that is
 *   not `A`–`P`, and the spelling is a prefix code: two keys never share a name.
 * - A spelling over 64 characters keeps its first 55 and adds `Z` and eight hex digits of the key's FNV-1a hash.
 *   No other spelling holds a `Z`, so such a name is never decoded, only looked up in the pack's listing.
 */
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
export const MAX_TOOL_NAME = 64;

const PLAIN = /[a-z0-9_]/;
const NIBBLES = 'ABCDEFGHIJKLMNOP';
const HASHED_PREFIX = MAX_TOOL_NAME - 9;

export function toolNameOf(key: string): string {
  let name = '';
  for (const char of key) {
    if (PLAIN.test(char)) name += char;
    else if (char === '.') name += '-';
    else
      name += 'X' + [...char.codePointAt(0)!.toString(16)].map((digit) => NIBBLES[Number.parseInt(digit, 16)]).join('');
  }
  return name.length <= MAX_TOOL_NAME ? name : `${name.slice(0, HASHED_PREFIX)}Z${fnv1a(key)}`;
}

/**
 * The key a tool name spells; undefined for a name no key spells (`XGB` decodes to `a`, whose name is `a`), or a
 * hashed one (look that one up instead).
 */
export function commandKeyOf(name: string): string | undefined {
  let key = '';
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (PLAIN.test(char)) key += char;
    else if (char === '-') key += '.';
    else if (char === 'X') {
      let hex = '';
      while (i + 1 < name.length && NIBBLES.includes(name[i + 1])) hex += NIBBLES.indexOf(name[++i]).toString(16);
      const point = hex ? Number.parseInt(hex, 16) : Number.NaN;
      if (!(point <= 0x10ffff)) return undefined;
      key += String.fromCodePoint(point);
    } else return undefined;
  }
  return toolNameOf(key) === name ? key : undefined;
}

/** 32-bit FNV-1a over the key's UTF-16 units, as eight hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
