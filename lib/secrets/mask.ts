import { mapJsonText } from '../core/json-map';
import { ASSIGNMENT, assignsSecret, URL_PASSWORD } from './detect';
import { isCredentialHeader, isLiteralSecret, isPlaceholder, isSecretKey } from './names';
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
  for (const value of [...new Set(known.flatMap(knownForms))]
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
 * A known value and the forms a CLI prints it in without meaning to hide it: percent-encoded (a URL's query or
 * userinfo) and base64 (a Basic header of `user:value`, a config blob, a Kubernetes secret). Base64 depends on
 * where the value sits among the bytes around it, so each of the three alignments gives its own core: the
 * characters made of the value's bytes alone (the value's own padding and any character shared with a
 * neighbour left out), kept only when long enough to mean the value.
 */
export function knownForms(value: string): string[] {
  if (value.length < MIN_KNOWN_LENGTH) return [value];
  const forms = new Set([value, encodeURIComponent(value)]);
  // TextEncoder and btoa, not Buffer: this module also runs in the browser.
  const bytes = String.fromCharCode(...new TextEncoder().encode(value));
  for (const lead of [0, 1, 2]) {
    const encoded = btoa('\0'.repeat(lead) + bytes);
    // Character i holds bits 6i to 6i+6; the value's bytes hold bits 8·lead to 8·(lead + length).
    const core = encoded.slice(Math.ceil((lead * 4) / 3), Math.floor(((lead + bytes.length) * 4) / 3));
    if (core.length >= MIN_ENCODED_LENGTH) {
      forms.add(core);
      forms.add(core.replaceAll('+', '-').replaceAll('/', '_'));
    }
  }
  return [...forms];
}

/** A base64 core shorter than this could be any text's: a value that short is masked only as itself. */
const MIN_ENCODED_LENGTH = 8;

/**
 * A JSON value with every string and every member name masked as `maskText` does (`{"AKIA…": 1}` hides its name),
 * and a literal under a secret-named member masked whole.
 */
export function maskJson(value: unknown, known: readonly string[] = []): unknown {
  return mapJsonText(
    value,
    (text, key) => (key !== undefined && isSecretMember(key, text) ? MASK : maskText(text, known)),
    (name) => maskText(name, known),
  );
}

/** A member whose name says its value is secret: a secret-named key's literal, or any header credential but a placeholder. */
function isSecretMember(name: string, value: string): boolean {
  if (isCredentialHeader(name)) return !isPlaceholder(value) && value.trim().length >= MIN_KNOWN_LENGTH;
  return isSecretKey(name) && isLiteralSecret(value);
}

const globally = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
