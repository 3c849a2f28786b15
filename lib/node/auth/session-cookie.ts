import type { AuthConfig } from './config';

type OidcConfig = Extract<AuthConfig, { mode: 'oidc' }>;

/**
 * The session cookie's name. Over https it takes the `__Host-` prefix: the browser then keeps it only when it was set
 * Secure, for Path=/, without a Domain, so a sibling subdomain cannot plant one.
 */
export function sessionCookieName(config: OidcConfig): string {
  return isSecure(config) ? '__Host-packstudio_session' : 'packstudio_session';
}

export const SIGN_IN_COOKIE = 'packstudio_signin';

export const isSecure = (config: OidcConfig) => config.publicUrl.protocol === 'https:';
