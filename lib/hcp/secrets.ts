import { isRecord } from '../core/guards';
import { pointer, type Segment } from '../json/pointer';

/** Secret-looking values in a JSON document: known token formats, bearer headers, PEM keys, and secret-named keys holding a literal. */
export interface SecretHit {
  pointer: string;
  /** What the value looks like, e.g. "a GitHub personal access token". */
  kind: string;
  /** The value cut to a few characters, so a report never repeats the secret. */
  redacted: string;
}

const TOKEN_PATTERNS: [kind: string, pattern: RegExp][] = [
  ['a PEM private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/],
  ['a GitHub token', /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}/],
  ['a GitHub fine-grained token', /\bgithub_pat_[A-Za-z0-9_]{20,}/],
  ['a GitLab token', /\bglpat-[A-Za-z0-9_-]{20,}/],
  ['a Stripe live key', /\b[sr]k_live_[A-Za-z0-9]{10,}/],
  ['an OpenAI-style secret key', /\bsk-[A-Za-z0-9_-]{20,}/],
  ['a Slack token', /\bxox[bpars]-[A-Za-z0-9-]{10,}/],
  ['an AWS access key id', /\bAKIA[0-9A-Z]{16}\b/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{30,}/],
  ['a bearer token', /\bBearer\s+[A-Za-z0-9._~+/=-]{16,}/],
];

/** The shortest text any TOKEN_PATTERN matches (a Slack token: `xoxb-` and ten characters). */
const MIN_TOKEN_LENGTH = 15;
/** Each TOKEN_PATTERN starts with one of these, so a string without any (nearly all of a manifest) skips the ten patterns. */
const TOKEN_HINT = /-----BEGIN |\b(?:gh[pousr]_|github_pat_|glpat-|[sr]k_live_|sk-|xox[bpars]-|AKIA|AIza|Bearer\s)/;

const URL_PASSWORD = /\/\/[^/\s:@]+:([^/\s@]+)@/;

/** `password=hunter2`, `--token=abc…`, `token:abc…`; a colon and a space is prose ("token: the API token"), not an assignment. */
const ASSIGNMENT =
  /(?<![A-Za-z0-9])(?:password|passwd|pwd|passphrase|secret|client_secret|token|api[_-]?key|access[_-]?key)(?:\s*=\s*|:)([^\s&;,"']+)/i;
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'pwd',
  'secret',
  'token',
  'apikey',
  'credential',
  'credentials',
]);
const SECRET_PAIRS = new Set(['api key', 'access key', 'private key', 'secret key', 'auth token', 'access token']);
/** Every SECRET_WORDS and SECRET_PAIRS entry contains one of these, so a lower-cased key without any cannot be a secret's name. */
const SECRET_KEY_HINT = /pass|pwd|secret|token|key|credential/;
/** A key ending in one of these names where a secret lives, not the secret: GH_TOKEN_FILE, token_url. */
const NOT_A_SECRET = new Set([
  'file',
  'path',
  'dir',
  'url',
  'uri',
  'endpoint',
  'env',
  'var',
  'name',
  'type',
  'header',
  'mode',
  'required',
  'scope',
  'scopes',
  'command',
  'cmd',
  'help',
  'description',
]);
const SAFE_LITERAL = /^(?:true|false|none|null|yes|no|on|off|required|optional|\d{1,3})$/i;

export function findSecrets(value: unknown): SecretHit[] {
  const hits: SecretHit[] = [];
  walk(value, undefined, [], hits);
  return hits;
}

/** `path` is one stack shared by the whole walk; a pointer is built from it only for a hit. */
function walk(value: unknown, key: string | undefined, path: Segment[], hits: SecretHit[]): void {
  if (typeof value === 'string') {
    const kind = secretKind(value, key);
    if (kind) hits.push({ pointer: pointer(...path), kind, redacted: redact(value) });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) continue; // a hole, skipped as forEach skips it
      path.push(i);
      walk(value[i], key, path, hits);
      path.pop();
    }
  } else if (isRecord(value))
    for (const k of Object.keys(value)) {
      path.push(k);
      walk(value[k], k, path, hits);
      path.pop();
    }
}

/** Why a string looks like a credential, or undefined. `key` is the name of the object property holding it. */
export function secretKind(value: string, key?: string): string | undefined {
  if (value.length >= MIN_TOKEN_LENGTH && TOKEN_HINT.test(value))
    for (const [kind, pattern] of TOKEN_PATTERNS) if (pattern.test(value)) return kind;
  // An assignment needs its `=` or `:`, a password in a URL its `@`: cheap tests before the patterns.
  const assigned = value.includes('=') || value.includes(':') ? ASSIGNMENT.exec(value)?.[1] : undefined;
  if (assigned !== undefined && isLiteralSecret(assigned)) return 'a password or token assigned inline';
  const inUrl = value.includes('@') ? URL_PASSWORD.exec(value)?.[1] : undefined;
  if (inUrl !== undefined && isLiteralSecret(inUrl)) return 'a password inside a URL';
  if (key !== undefined && isSecretKey(key) && isLiteralSecret(value))
    return `a literal value for ${JSON.stringify(key)}`;
  return undefined;
}

export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (!SECRET_KEY_HINT.test(lower)) return false;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0 || NOT_A_SECRET.has(words[words.length - 1])) return false;
  return words.some((w, i) => SECRET_WORDS.has(w) || SECRET_PAIRS.has(`${w} ${words[i + 1]}`));
}

/** A value someone typed in, not a placeholder (`{{token}}`, `$GH_TOKEN`, `<token>`, `TODO`, `***`) or a path to one. */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  return (
    v === '' ||
    v.includes('{{') ||
    /^\$\{?[A-Za-z_]/.test(v) ||
    /^%[A-Za-z_]+%$/.test(v) ||
    /^<[^>]*>$/.test(v) ||
    /^[xX*.…_-]+$/.test(v) ||
    /^TODO\b/i.test(v) ||
    /^(?:your|my)[-_ ]/i.test(v)
  );
}

function isLiteralSecret(value: string): boolean {
  const v = value.trim();
  if (isPlaceholder(v) || SAFE_LITERAL.test(v) || /\s/.test(v) || v.length < 4) return false;
  return !/^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(v) && !/^https?:\/\//i.test(v);
}

function redact(value: string): string {
  const v = value.trim();
  return v.length <= 8 ? '•'.repeat(v.length) : `${v.slice(0, 4)}…(${v.length} characters)`;
}

/** What a masked secret shows as in the studio's run log and result. */
export const MASK = '••••';

/**
 * Text with its secrets shown as `••••`: every `known` value (the pack's wrap.agent_env values), then every
 * credential-shaped string as M015 finds them (token formats, bearer headers, inline `token=…` assignments,
 * passwords in URLs). A known value shorter than 4 characters is left alone: masking "1" would hide every digit.
 */
export function maskText(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const value of [...new Set(known)].filter((v) => v.length >= 4).sort((a, b) => b.length - a.length))
    out = out.split(value).join(MASK);
  if (out.length >= MIN_TOKEN_LENGTH && TOKEN_HINT.test(out))
    for (const [, pattern] of TOKEN_PATTERNS) out = out.replace(globally(pattern), MASK);
  out = out.replace(globally(ASSIGNMENT), (whole: string, value: string) =>
    isLiteralSecret(value) ? whole.slice(0, whole.length - value.length) + MASK : whole,
  );
  out = out.replace(globally(URL_PASSWORD), (whole: string, value: string) =>
    isLiteralSecret(value) ? whole.replace(`:${value}@`, `:${MASK}@`) : whole,
  );
  return out;
}

/** A JSON value with every string masked as `maskText` does, and a literal under a secret-named key masked whole. */
export function maskJson(value: unknown, known: readonly string[] = [], key?: string): unknown {
  if (typeof value === 'string')
    return key !== undefined && isSecretKey(key) && isLiteralSecret(value) ? MASK : maskText(value, known);
  if (Array.isArray(value)) return value.map((v) => maskJson(v, known, key));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskJson(v, known, k)]));
  return value;
}

const globally = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
