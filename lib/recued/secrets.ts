/** Token shapes that are secrets wherever they appear. Each regex is linear: no nested quantifiers. */
const SECRET_SHAPES: readonly [RegExp, string][] = [
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a private key'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/i, 'a bearer token'],
  [/\bgh[pousr]_[A-Za-z0-9]{20,}/, 'a GitHub token'],
  [/\bgithub_pat_[A-Za-z0-9_]{20,}/, 'a GitHub token'],
  [/\bxox[abprse]-[A-Za-z0-9-]{10,}/, 'a Slack token'],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/, 'an AWS access key'],
  [/\bAIza[0-9A-Za-z_-]{35}/, 'a Google API key'],
  [/\b[sr]k[-_](?:live_|test_|proj-)?[A-Za-z0-9_-]{16,}/, 'an API secret key (sk-…)'],
  [/\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/, 'a JSON Web Token'],
];

const SECRET_PARAM =
  /token|secret|passw|pwd|api[-_]?key|apikey|access[-_]?key|signature|^sig$|^key$|^auth$|credential/i;
const SECRET_HEADER = /^(?:proxy-)?authorization$|^cookie$/i;

/** A query parameter or header whose name says its value is a secret. */
export function isSecretName(name: string): boolean {
  return SECRET_PARAM.test(name) || SECRET_HEADER.test(name);
}

/** Why a hint value looks like it carries a secret, or null. */
export function secretProblem(value: string): string | null {
  for (const [shape, what] of SECRET_SHAPES) if (shape.test(value)) return `it looks like ${what}`;
  const param = secretQueryParam(value);
  if (param) return `its query carries "${param}", which looks like a secret`;
  if (highEntropyRun(value)) return 'it holds a long random-looking string, which looks like a key';
  return null;
}

function secretQueryParam(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  for (const [name, v] of url.searchParams) if (v && isSecretName(name)) return name;
  return null;
}

/** 32+ characters of key alphabet mixing upper case, lower case and digits: how generated keys look. */
function highEntropyRun(value: string): boolean {
  for (const [run] of value.matchAll(/[A-Za-z0-9_+=-]{32,}/g)) {
    if (/[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run)) return true;
  }
  return false;
}
