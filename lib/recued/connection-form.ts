import { endpointProblem } from './addresses';
import type { RecuedPack } from './schema';
import { secretProblem } from '../secrets';
import {
  CONNECTION_REQUIREMENT_FIELDS,
  HINT_KEYS,
  HINT_KEY_INFO,
  MAX_HINT_VALUE_LENGTH,
  isOneOf,
  type HintKey,
} from './vocabulary';
import { ingredientConnections, rec, str, viewPack } from './walk';

export { installCommands, type InstallLine, type InstallCommands } from './install-commands';
export { operationSummary, type OperationSummary } from './operation-summary';

/**
 * A pure model of the general connection form a user meets after install
 * (install → the pack's Connections row → Set up → the form), with the pack's hints applied.
 */

export const AUTH_TYPES = [
  'api_key',
  'bearer',
  'oauth2_client_credentials',
  'oauth2_authorization_code',
  'basic',
] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export function isOAuth(authType: AuthType): boolean {
  return authType === 'oauth2_client_credentials' || authType === 'oauth2_authorization_code';
}

interface FieldSpec {
  key: string;
  label: string;
  /** Typed by the user, never pre-filled. */
  secret?: boolean;
}

const hintField = (key: HintKey): FieldSpec => ({ key, label: HINT_KEY_INFO[key].label });
const OAUTH_CLIENT: FieldSpec[] = [
  { key: 'auth.client_id', label: 'Client ID' },
  { key: 'auth.client_secret', label: 'Client secret', secret: true },
];

/**
 * The form's boxes per auth type, as the studio models them. Client credentials has no
 * browser step, so it has no authorize URL box: a hint for it is dropped as "no such field".
 */
const FORM_FIELDS: Record<AuthType, FieldSpec[]> = {
  api_key: [hintField('config.base_url'), { key: 'auth.api_key', label: 'API key', secret: true }],
  bearer: [hintField('config.base_url'), { key: 'auth.token', label: 'Bearer token', secret: true }],
  basic: [
    hintField('config.base_url'),
    { key: 'auth.username', label: 'User name' },
    { key: 'auth.password', label: 'Password', secret: true },
  ],
  oauth2_client_credentials: [
    hintField('config.base_url'),
    ...OAUTH_CLIENT,
    hintField('auth.token_endpoint'),
    hintField('auth.scope'),
    hintField('auth.scopes'),
  ],
  oauth2_authorization_code: [
    hintField('config.base_url'),
    ...OAUTH_CLIENT,
    hintField('auth.authorize_url'),
    hintField('auth.token_endpoint'),
    hintField('auth.scope'),
    hintField('auth.scopes'),
  ],
};

export interface FormField {
  key: string;
  label: string;
  value: string;
  prefilled: boolean;
  /** The publisher handle shown as the box's label until the user edits it. */
  prefilledBy?: string;
  oauthOnly: boolean;
  secret: boolean;
}

export interface DroppedHint {
  key: string;
  value: string;
  reason: string;
}

export interface ConnectionFormPreview {
  connection: string | null;
  setupUrl?: string;
  fields: FormField[];
  dropped: DroppedHint[];
}

export interface FormOptions {
  authType: AuthType;
  /** The pack's publisher handle, shown on pre-filled boxes. */
  publisher: string;
  /** Which connection's form; default the one the pack's ingredient uses. */
  connection?: string;
  /** Fields a registered vendor pins; a hint may not move them. */
  pinned?: readonly string[];
}

const OAUTH_ONLY_REASON =
  'the OAuth keys only appear after the user picks a matching OAuth auth type, so this hint does nothing for a user who signs in another way';

/**
 * The auth type a user is likely to pick for a connection, from what the pack's hints say (Recued's setup guide works
 * it out the same way): an authorize URL is an OAuth sign-in in the browser, a token endpoint or scope without one
 * is client credentials. Null when the hints say nothing of auth: the form opens on an API key.
 */
export function suggestedAuthType(pack: RecuedPack, connection: string | null): AuthType | null {
  const keys = new Set<string>();
  for (const hint of viewPack(pack).hints) {
    if (connection !== null && str(hint.value, 'connection') !== connection) continue;
    for (const key of Object.keys(rec(hint.value, 'values') ?? {})) keys.add(key);
  }
  if (keys.has('auth.authorize_url')) return 'oauth2_authorization_code';
  if (keys.has('auth.token_endpoint') || keys.has('auth.scope') || keys.has('auth.scopes'))
    return 'oauth2_client_credentials';
  return null;
}

/** The form the user sees for one connection, with the pack's hints pre-filled where the form allows. */
export function connectionFormPreview(pack: RecuedPack, opts: FormOptions): ConnectionFormPreview {
  const view = viewPack(pack);
  const connection =
    opts.connection ??
    ingredientConnections(view)[0] ??
    view.hints.map((h) => str(h.value, 'connection')).find(Boolean) ??
    null;
  const specs = FORM_FIELDS[opts.authType] ?? FORM_FIELDS.api_key;
  const fields: FormField[] = specs.map((spec) => ({
    key: spec.key,
    label: spec.label,
    value: '',
    prefilled: false,
    oauthOnly: isOneOf(HINT_KEYS, spec.key) && HINT_KEY_INFO[spec.key].oauthOnly,
    secret: spec.secret ?? false,
  }));
  const dropped: DroppedHint[] = [];
  let setupUrl: string | undefined;

  for (const hint of view.hints) {
    if (connection === null || str(hint.value, 'connection') !== connection) continue;
    for (const [key, raw] of Object.entries(rec(hint.value, 'values') ?? {})) {
      if (typeof raw !== 'string') {
        dropped.push({ key, value: JSON.stringify(raw) ?? String(raw), reason: 'a hint value is text' });
        continue;
      }
      const field = fields.find((f) => f.key === key);
      const reason = refusal(key, raw) ?? formReason(key, field, opts);
      if (reason || !field) dropped.push({ key, value: raw, reason: reason ?? 'the form has no such field' });
      else Object.assign(field, { value: raw, prefilled: true, prefilledBy: opts.publisher });
    }
    const setup = hint.value.setup_url;
    if (setup === undefined) continue;
    if (typeof setup !== 'string') {
      dropped.push({ key: 'setup_url', value: JSON.stringify(setup) ?? String(setup), reason: 'setup_url is text' });
      continue;
    }
    const reason =
      urlRefusal(setup) ?? (setupUrl !== undefined ? 'an earlier hint entry already set the setup link' : null);
    if (reason) dropped.push({ key: 'setup_url', value: setup, reason });
    else setupUrl = setup;
  }
  return { connection, ...(setupUrl ? { setupUrl } : {}), fields, dropped };
}

/** Why publishing refuses this hint value, or null. */
function refusal(key: string, value: string): string | null {
  if (isOneOf(CONNECTION_REQUIREMENT_FIELDS, key))
    return `"${key}" is a connection_requirements field, refused inside a hint`;
  if (!isOneOf(HINT_KEYS, key)) return `"${key}" is not a key a hint can set; publishing refuses it`;
  if (value.length > MAX_HINT_VALUE_LENGTH) return `a value over ${MAX_HINT_VALUE_LENGTH} characters is refused`;
  if (HINT_KEY_INFO[key].endpoint) {
    const problem = endpointProblem(value);
    if (problem) return `${problem}; an endpoint value must be a public https URL with no secret in it`;
  }
  const secret = secretProblem(value);
  return secret ? `${secret}; a hint never carries a secret, the user types it` : null;
}

function urlRefusal(value: string): string | null {
  if (value.length > MAX_HINT_VALUE_LENGTH) return `a value over ${MAX_HINT_VALUE_LENGTH} characters is refused`;
  const problem = endpointProblem(value) ?? secretProblem(value);
  return problem
    ? `${problem}; setup_url is a link you are asking someone to click, so it follows the endpoint rules`
    : null;
}

/** Why the form drops an accepted hint: OAuth-only, no such field, pinned, or already set. */
function formReason(key: string, field: FormField | undefined, opts: FormOptions): string | null {
  if (isOneOf(HINT_KEYS, key) && HINT_KEY_INFO[key].oauthOnly && !isOAuth(opts.authType)) return OAUTH_ONLY_REASON;
  if (!field) return `the form has no such field for ${opts.authType}`;
  if (opts.pinned?.includes(key))
    return 'the form pins this field: a registered vendor may fix its own endpoint, and a hint may not move it';
  if (field.prefilled) return 'an earlier hint entry already set this field';
  return null;
}
