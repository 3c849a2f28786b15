import * as client from 'openid-client';
import { isLoopbackName, type AuthConfig } from './config';
import { groupsFromClaim } from './group-roles';

type OidcConfig = Extract<AuthConfig, { mode: 'oidc' }>;

export const CALLBACK_PATH = '/auth/callback';
/** Where the provider sends the browser back after signing out there (register it as a post-logout redirect URI). */
export const SIGNED_OUT_PATH = '/auth/signed-out';

/** What the browser keeps between leaving for the provider and coming back: proves the answer is to this request. */
export interface SignInTransaction {
  state: string;
  nonce: string;
  verifier: string;
  /** A path on this server to return to, checked again when used. */
  returnTo: string;
}

/** Who the provider says signed in. `email` only when the provider vouches for it (email_verified). */
export interface SignedInIdentity {
  subject: string;
  email: string | null;
  name: string;
  /** The values of the configured role claim (`groups`), for the roles PACKSTUDIO_GROUP_ROLES maps. */
  groups: string[];
  /** The ID token, kept with the session for the provider's sign-out. */
  idToken: string | null;
}

/**
 * The provider's discovered configuration, fetched once per process (and again after a failure). Plain http is
 * accepted only for a loopback issuer: the tests' provider, or one on the same machine.
 */
const discovered = new Map<string, Promise<client.Configuration>>();
export function providerConfiguration(config: OidcConfig): Promise<client.Configuration> {
  const key = `${config.issuer.href}\0${config.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const auth = config.clientSecret ? client.ClientSecretPost(config.clientSecret) : client.None();
    found = client.discovery(
      config.issuer,
      config.clientId,
      config.clientSecret ? { client_secret: config.clientSecret } : undefined,
      auth,
      isLoopbackName(config.issuer.hostname) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

export function redirectUri(config: OidcConfig): string {
  return new URL(CALLBACK_PATH, config.publicUrl).href;
}

/** The provider's authorization address for a new sign-in (code flow with PKCE S256, state and nonce). */
export async function startSignIn(
  config: OidcConfig,
  returnTo: string,
): Promise<{ url: URL; transaction: SignInTransaction }> {
  const provider = await providerConfiguration(config);
  const transaction: SignInTransaction = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    returnTo,
  };
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri(config),
    scope: ['openid', 'email', 'profile', ...config.extraScopes].join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
  });
  return { url, transaction };
}

/**
 * Trades the callback's code for tokens (the library checks state, nonce, PKCE, the ID token's signature, issuer,
 * audience and times), then reads who signed in: from the ID token, or the userinfo endpoint where the provider
 * keeps e-mail and name out of the ID token.
 */
export async function finishSignIn(
  config: OidcConfig,
  callbackUrl: URL,
  transaction: SignInTransaction,
): Promise<SignedInIdentity> {
  const provider = await providerConfiguration(config);
  // The callback as the provider was told to call it: the public address, whatever Host the request came with.
  const current = new URL(redirectUri(config));
  current.search = callbackUrl.search;
  const tokens = await client.authorizationCodeGrant(provider, current, {
    pkceCodeVerifier: transaction.verifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims()!;
  let claims: Record<string, unknown> = idClaims;
  // The userinfo endpoint where the ID token leaves out the e-mail or the groups (many providers keep them there).
  if (typeof idClaims.email !== 'string' || (config.groupRoles.length > 0 && !(config.roleClaim in idClaims)))
    claims = { ...(await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub)), ...idClaims };
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null;
  const name = [claims.name, claims.preferred_username, claims.email, idClaims.sub].find(
    (v): v is string => typeof v === 'string' && v.length > 0,
  )!;
  return {
    subject: `${idClaims.iss}#${idClaims.sub}`,
    email,
    name: name.slice(0, 120),
    groups: groupsFromClaim(claims[config.roleClaim]),
    idToken: tokens.id_token ?? null,
  };
}

/**
 * Where to send a browser that signs out: the provider's end_session_endpoint (RP-initiated logout, with the session's
 * ID token as id_token_hint and this server's signed-out page to come back to) when the provider offers one, so the
 * user is signed out there too; null when it offers none or the session holds no ID token (signed out here only).
 */
export async function providerSignOutUrl(config: OidcConfig, idToken: string | null): Promise<URL | null> {
  const provider = await providerConfiguration(config);
  if (!idToken || !provider.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(provider, {
    id_token_hint: idToken,
    post_logout_redirect_uri: new URL(SIGNED_OUT_PATH, config.publicUrl).href,
  });
}
