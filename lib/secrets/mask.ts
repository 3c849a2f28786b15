import { mapJsonText } from '../core/json-map';
import { ASSIGNMENT, assignsSecret, URL_PASSWORD } from './detect';
import { isLiteralSecret, isSecretKey } from './names';
import { mayHoldShape, SECRET_SHAPES } from './shapes';

/** What a masked secret shows as, in every report, the history and the studio. */
export const MASK = '••••';

/** `"apiKey": "…"` inside JSON text: the member's value is masked when its name says secret. */
const JSON_MEMBER = /"([^"\\\n]{1,64})"(\s*:\s*)"((?:[^"\\\n]|\\.)*)"/g;
/**
 * The same member inside a JSON string of JSON text, up to 4 levels deep (1, 3, 7 or 15 backslashes before each
 * quote: `"error": "{\"token\": \"…\"}"`). A match starts only where a run of backslashes starts and the run is
 * bounded, so a CLI printing a long run of backslashes costs one pass, not one pass per backslash (quadratic: 200 KB
 * of them held the event loop 68 s).
 */
const ESCAPED_JSON_MEMBER = /(?<!\\)(\\{1,15})"([^"\\\n]{1,64})\1"(\s*:\s*)\1"([^"\\\n]*)\1"/g;

/** A known value shorter than this is left alone inside text: masking "1" would hide every digit. */
export const MIN_KNOWN_LENGTH = 4;

/**
 * Text with its secrets shown as `••••`: every `known` value (a pack's agent_env values, values the author marked
 * secret), every credential shape (lib/secrets/shapes.ts, a PEM key's whole block), secret-named assignments and
 * JSON members, and passwords inside URLs. Masking an already masked text changes nothing.
 */
export function maskText(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const value of [...new Set(known)]
    .filter((v) => v.length >= MIN_KNOWN_LENGTH)
    .sort((a, b) => b.length - a.length))
    out = out.split(value).join(MASK);
  if (mayHoldShape(out))
    for (const shape of SECRET_SHAPES) out = out.replace(globally(shape.span ?? shape.pattern), MASK);
  if (out.includes('"')) {
    out = out.replace(JSON_MEMBER, (whole: string, name: string, separator: string, value: string) =>
      isSecretKey(name) && isLiteralSecret(value) ? `"${name}"${separator}"${MASK}"` : whole,
    );
    out = out.replace(
      ESCAPED_JSON_MEMBER,
      (whole: string, slashes: string, name: string, separator: string, value: string) =>
        isSecretKey(name) && isLiteralSecret(value)
          ? `${slashes}"${name}${slashes}"${separator}${slashes}"${MASK}${slashes}"`
          : whole,
    );
  }
  if (out.includes('=') || out.includes(':'))
    out = out.replace(ASSIGNMENT, (whole: string, name: string, separator: string, value: string) =>
      assignsSecret(name, separator, value) ? `${name}${separator}${MASK}` : whole,
    );
  if (out.includes('@'))
    out = out.replace(URL_PASSWORD, (whole: string, value: string) =>
      isLiteralSecret(value) ? whole.replace(`:${value}@`, `:${MASK}@`) : whole,
    );
  return out;
}

/**
 * A JSON value with every string and every member name masked as `maskText` does (`{"AKIA…": 1}` hides its name),
 * and a literal under a secret-named member masked whole.
 */
export function maskJson(value: unknown, known: readonly string[] = []): unknown {
  return mapJsonText(
    value,
    (text, key) => (key !== undefined && isSecretKey(key) && isLiteralSecret(text) ? MASK : maskText(text, known)),
    (name) => maskText(name, known),
  );
}

const globally = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
