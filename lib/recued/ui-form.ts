import type { Finding } from '@/lib/core/finding';
import { AUTH_TYPES, isOAuth, type AuthType, type DroppedHint, type FormField } from './connection-form';
import { DEFAULT_PUBLISHER } from './vocabulary';

/** What the connection-form preview needs beyond connectionFormPreview: labels, the edit state, why a hint is gone. */

export const AUTH_TYPE_LABEL: Record<AuthType, string> = {
  api_key: 'API key',
  bearer: 'Bearer token',
  basic: 'User name and password',
  oauth2_client_credentials: 'OAuth 2 — client credentials',
  oauth2_authorization_code: 'OAuth 2 — authorization code',
};

export function isAuthType(value: unknown): value is AuthType {
  return typeof value === 'string' && (AUTH_TYPES as readonly string[]).includes(value);
}

export { isOAuth };

/** Refused: publishing fails on it. Dropped: publishing accepts it, but this form does nothing with it. */
export type DropKind = 'refused' | 'dropped';

export interface DropRow extends DroppedHint {
  kind: DropKind;
}

/** RFC 6901 escaping of one key, so "config.base_url" or "a/b" is matched exactly. */
function token(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Tells refusals from quiet drops: a hint value is refused when the live check reports an error at it
 * (C-hint-endpoint, C-hint-key, …); otherwise the form dropped it (OAuth-only key, no such field, pinned).
 */
export function classifyDropped(
  dropped: readonly DroppedHint[],
  findings: readonly Pick<Finding, 'severity' | 'pointer'>[],
): DropRow[] {
  const errors = findings.filter((f) => f.severity === 'error').map((f) => f.pointer);
  return dropped.map((d) => {
    const tails = [`/values/${token(d.key)}`, ...(d.key === 'setup_url' ? ['/setup_url'] : [])];
    const pattern = new RegExp(`^/connection_hints/\\d+(?:${tails.map(escapeRegExp).join('|')})(?:/.*)?$`);
    return { ...d, kind: errors.some((p) => pattern.test(p)) ? 'refused' : 'dropped' };
  });
}

/** The user's own edits to the form's boxes, by field key. */
export type FormEdits = Readonly<Record<string, string>>;

export interface BoxState {
  value: string;
  /** The publisher handle shown on a pre-filled box until the user edits it; null otherwise. */
  label: string | null;
  edited: boolean;
}

/** A box shows the user's edit once there is one; until then the hint's value, labelled with the publisher handle. */
export function boxState(
  field: Pick<FormField, 'key' | 'value' | 'prefilled' | 'prefilledBy'>,
  edits: FormEdits,
): BoxState {
  const edited = Object.prototype.hasOwnProperty.call(edits, field.key);
  if (edited) return { value: edits[field.key], label: null, edited: true };
  return { value: field.value, label: field.prefilled ? (field.prefilledBy ?? null) : null, edited: false };
}

/** The handle a pre-filled box is labelled with: the pack's publisher, else the studio's signed-in handle. */
export function labelHandle(packPublisher: string | null | undefined, signedIn: string): string {
  return packPublisher?.trim() || signedIn.trim() || DEFAULT_PUBLISHER;
}
