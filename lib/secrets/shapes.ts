/**
 * Credential shapes: text that is a secret wherever it appears. The one list every caller reads: M015 (surface.json),
 * the Recued checks (pack.json hints, headers, argv) and the masking of a CLI's output as it enters the engine.
 * Each pattern is linear (no nested quantifiers), so hostile output cannot make it backtrack.
 */
export interface SecretShape {
  /** What the value looks like, as a message says it: "a GitHub token". */
  kind: string;
  /** Finds the shape. */
  pattern: RegExp;
  /** What masking hides, when more than the pattern (a PEM key's whole block, not only its first line). */
  span?: RegExp;
}

/**
 * Where a token may start: after a character that cannot be part of it (nor a backslash), or after an escape such as `\n` or
 * `\u0022` (a token inside JSON text printed with its newlines escaped, where `\b` sees "nghp_").
 */
export const TOKEN_START = String.raw`(?:(?<![A-Za-z0-9_\\])|(?<=\\[nrtbf])|(?<=\\u[0-9A-Fa-f]{4}))`;
/**
 * Where a token whose prefix could end an ordinary word (`sk-` in "disk-", `sk_` in "risk_", `ghs_` in "weighs_")
 * may start: after anything but a letter, so one glued after `_` or a digit (`key_sk_live_…`, `1ghp_…`) is found.
 */
const AFTER_NON_LETTER = String.raw`(?:(?<![A-Za-z\\])|(?<=\\[nrtbf])|(?<=\\u[0-9A-Fa-f]{4}))`;
const token = (source: string, flags = '') => new RegExp(TOKEN_START + source, flags);
/** A token that can follow a letter: `key_sk_…`, `1ghp_…`, never "task_…" or "disk-…". */
const wordEndToken = (source: string) => new RegExp(AFTER_NON_LETTER + source);
/**
 * A token whose prefix no word holds (`AKIA` and 16 capitals or digits, `AIza`, `glpat-`, `github_pat_`, `xoxb-`,
 * `npm_` and 36, a JWT's `eyJ….eyJ…`): found wherever it starts, glued after `_` or any other word character
 * (`key_AKIA…`, `tokenAIza…`), as a CLI prints it inside a JSON member's name.
 */
const gluedToken = (source: string) => new RegExp(source);

/** Prose that follows "Bearer" without being a token ("Bearer authentication", "Bearer token"). */
const BEARER_PROSE = '(?!(?:auth|authentication|authorization|token|tokens|header|scheme|schemes)\\b)';

/** "Basic" and base64 that mixes cases or holds a digit, so prose ("Basic usage", "Basic Configuration") is not one. */
const BASIC_CREDENTIALS = String.raw`[Bb]asic\s+(?=[A-Za-z0-9+/]+[A-Z0-9+/=])[A-Za-z0-9+/]{12,}={0,2}(?![A-Za-z0-9+/=])`;

export const SECRET_SHAPES: readonly SecretShape[] = [
  {
    kind: 'a PEM private key',
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/,
    span: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|$)/,
  },
  { kind: 'a bearer token', pattern: token(`Bearer\\s+${BEARER_PROSE}[A-Za-z0-9._~+/=-]{8,}`, 'i') },
  // Base64 of user:password: the scheme is a capitalised word, the value mixes cases or digits, unlike prose.
  { kind: 'HTTP Basic credentials', pattern: wordEndToken(BASIC_CREDENTIALS) },
  // Whatever the scheme (`token …`, `Digest …`, `AWS4-HMAC-SHA256 …`), an Authorization header's value: the name stays.
  // Checked only at a letter, the look back bounded, so a long run of spaces costs one pass.
  {
    kind: 'an HTTP Authorization header value',
    pattern: new RegExp(
      String.raw`(?=[A-Za-z])(?<=${AFTER_NON_LETTER}(?:proxy-)?authorization["']?[ \t]{0,4}[:=][ \t]{0,4}["']?)` +
        String.raw`[A-Za-z][\w-]{0,31}[ \t]+(?=[^\s"',;\\]*[0-9+/=])[^\s"',;\\]{8,}`,
      'i',
    ),
  },
  // After a letter only at a real token's full length (36): "highs_" and the like are words.
  {
    kind: 'a GitHub token',
    pattern: new RegExp(`${AFTER_NON_LETTER}gh[pousr]_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{36,}`),
  },
  { kind: 'a GitHub fine-grained token', pattern: gluedToken('github_pat_[A-Za-z0-9_]{20,}') },
  { kind: 'a GitLab token', pattern: gluedToken('glpat-[A-Za-z0-9_-]{20,}') },
  { kind: 'a Stripe key', pattern: wordEndToken('[sr]k_(?:live|test)_[A-Za-z0-9]{10,}') },
  { kind: 'an OpenAI-style secret key', pattern: wordEndToken('sk-(?:proj-)?[A-Za-z0-9_-]{20,}') },
  { kind: 'an API secret key (sk-…)', pattern: wordEndToken('[sr]k[-_](?:proj-)?[A-Za-z0-9_-]{16,}') },
  { kind: 'a Slack token', pattern: gluedToken('xox[abeprs]-[A-Za-z0-9-]{10,}') },
  { kind: 'an AWS access key id', pattern: gluedToken('(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])') },
  { kind: 'a Google API key', pattern: gluedToken('AIza[0-9A-Za-z_-]{30,}') },
  { kind: 'an npm token', pattern: gluedToken('npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])') },
  { kind: 'a JSON Web Token', pattern: gluedToken('eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]*') },
];

/** The shortest text any shape matches ("Bearer " and eight characters; `xoxb-` and ten). */
export const MIN_SHAPE_LENGTH = 15;
/** Every shape's match contains one of these, so a string without any (nearly all of a manifest) skips the list. */
const SHAPE_HINT =
  /-----BEGIN |bearer\s|basic\s|authorization|gh[pousr]_|github_pat_|glpat-|[sr]k[-_]|xox[abeprs]-|AKIA|ASIA|AIza|npm_|eyJ/i;

/** Cheap test before the list: false means no shape can match. */
export const mayHoldShape = (text: string) => text.length >= MIN_SHAPE_LENGTH && SHAPE_HINT.test(text);

/** The first shape the text holds, or undefined. */
export function secretShape(text: string): SecretShape | undefined {
  if (!mayHoldShape(text)) return undefined;
  return SECRET_SHAPES.find((shape) => shape.pattern.test(text));
}
