/**
 * Names that say their value is a secret (a JSON key, an environment variable, a query parameter, a header), and
 * values that are placeholders rather than secrets. One set of words for both formats.
 */

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
/** A secret word glued after another, as environment variables often are: PGPASSWORD, DBPASSWORD, MYAPIKEY, CSRFTOKEN. */
const GLUED_SECRET = /^[a-z0-9]+(?:password|passwd|passphrase|secret|apikey|token)$/;
/** Every SECRET_WORDS and SECRET_PAIRS entry contains one of these, so a lower-cased name without any cannot be one. */
const SECRET_NAME_HINT = /pass|pwd|secret|token|key|credential/;
/** A name ending in one of these names where a secret lives, or what kind it is, not the secret: GH_TOKEN_FILE, token_url. */
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
/** Query parameters and headers that carry a secret under a short or signing name (`?sig=…`, `?key=…`, `X-Amz-Signature`). */
const SECRET_PARAM = /^(?:sig|key|auth)$|signature/i;
const SECRET_HEADER = /^(?:proxy-)?authorization$|^cookie$/i;
const SAFE_LITERAL = /^(?:true|false|none|null|yes|no|on|off|required|optional|\d{1,3})$/i;

/** A key or variable whose name says it holds a secret: `apiKey`, `LEDGER_TOKEN`, `client_secret`; not `token_url`. */
export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (!SECRET_NAME_HINT.test(lower)) return false;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0 || NOT_A_SECRET.has(words[words.length - 1])) return false;
  return words.some((w, i) => SECRET_WORDS.has(w) || GLUED_SECRET.test(w) || SECRET_PAIRS.has(`${w} ${words[i + 1]}`));
}

/** A header that carries credentials whatever its value looks like (`Authorization: token …`, `Cookie: …`). */
export function isCredentialHeader(name: string): boolean {
  return SECRET_HEADER.test(name);
}

/** A query parameter or header whose name says its value is a secret (`X-Api-Key`, `Authorization`, `?sig=`). */
export function isSecretName(name: string): boolean {
  return isSecretKey(name) || SECRET_PARAM.test(name) || SECRET_HEADER.test(name);
}

/**
 * A stand-in, not a value someone typed in: `{{token}}`, `$GH_TOKEN`, `<token>`, `TODO`, `***`, or a help page's
 * metavariable named like a secret (`--password=PASSWORD`).
 */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  return (
    v === '' ||
    v.includes('{{') ||
    /^\$\{?[A-Za-z_]/.test(v) ||
    /^%[A-Za-z_]+%$/.test(v) ||
    /^<[^>]*>$/.test(v) ||
    /^\[[^\]]*\]$/.test(v) ||
    /^[xX*.…_•-]+$/.test(v) ||
    /^TODO\b/i.test(v) ||
    /^(?:your|my)[-_ ]/i.test(v) ||
    (/^[A-Z][A-Z_-]*$/.test(v) && isSecretKey(v))
  );
}

/** A literal that could be a secret: not a placeholder, a flag-like word, prose, a path or a URL. */
export function isLiteralSecret(value: string): boolean {
  const v = value.trim();
  if (isPlaceholder(v) || SAFE_LITERAL.test(v) || /\s/.test(v) || v.length < 4) return false;
  return !/^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(v) && !/^https?:\/\//i.test(v);
}
