import { isRecord } from '../core/guards';
import { pointer, type Segment } from '../json/pointer';
import { isLiteralSecret, isSecretKey, isSecretName } from './names';
import { secretShape, TOKEN_START } from './shapes';

/**
 * Secrets written into text: `name=value` / `name: value` assignments whose name says secret, and passwords inside
 * URLs. Shared by the detectors below and by masking (lib/secrets/mask.ts), so both see the same secrets.
 */

/**
 * `password=hunter2`, `--api-key=…`, `GITHUB_TOKEN=…`, `token:abc…`, `token: s3cr3t-42`. The value stops at a
 * backslash, so inside JSON text (`…=hunter2\npassword: …`) it does not swallow the next line.
 */
export const ASSIGNMENT = new RegExp(
  String.raw`${TOKEN_START}([A-Za-z_][A-Za-z0-9_.-]{0,63})(\s*=\s*|:\s*)([^\s\\&;,"'<>]+)`,
  'g',
);
export const URL_PASSWORD = /\/\/[^/\s:@]+:([^/\s@]+)@/g;

/**
 * Whether one ASSIGNMENT match assigns a secret. After a colon and a space it is prose unless the value looks
 * generated (a letter and a digit, 8 characters or more): "token: the API token" and "token: expired" are not secrets.
 */
export function assignsSecret(name: string, separator: string, value: string): boolean {
  if (!isSecretKey(name) || !isLiteralSecret(value)) return false;
  const spaced = separator.startsWith(':') && separator.length > 1;
  return !spaced || (value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value));
}

function hasAssignedSecret(text: string): boolean {
  if (!text.includes('=') && !text.includes(':')) return false;
  for (const [, name, separator, value] of text.matchAll(ASSIGNMENT))
    if (assignsSecret(name, separator, value)) return true;
  return false;
}

function hasUrlPassword(text: string): boolean {
  if (!text.includes('@')) return false;
  for (const [, password] of text.matchAll(URL_PASSWORD)) if (isLiteralSecret(password)) return true;
  return false;
}

/** Why a string looks like a credential (M015's reading of surface.json), or undefined. `key` names the property holding it. */
export function secretKind(value: string, key?: string): string | undefined {
  const shape = secretShape(value);
  if (shape) return shape.kind;
  if (hasAssignedSecret(value)) return 'a password or token assigned inline';
  if (hasUrlPassword(value)) return 'a password inside a URL';
  if (key !== undefined && isSecretKey(key) && isLiteralSecret(value))
    return `a literal value for ${JSON.stringify(key)}`;
  return undefined;
}

/** Where a JSON document holds something secret-looking, what it looks like, and the value cut so a report never repeats it. */
export interface SecretHit {
  pointer: string;
  kind: string;
  redacted: string;
}

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

/** The value cut to a few characters, so a message names it without repeating it. */
export function redact(value: string): string {
  const v = value.trim();
  return v.length <= 8 ? '•'.repeat(v.length) : `${v.slice(0, 4)}…(${v.length} characters)`;
}

/** Why a Recued hint value (a URL, a header, an argv item) looks like it carries a secret, or null. */
export function secretProblem(value: string): string | null {
  const shape = secretShape(value);
  if (shape) return `it looks like ${shape.kind}`;
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
