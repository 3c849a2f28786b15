import * as client from 'openid-client';
import { isLoopbackName, type AuthConfig } from './config';

type OidcConfig = Extract<AuthConfig, { mode: 'oidc' }>;

export const CALLBACK_PATH = '/auth/callback';

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
    scope: 'openid email profile',
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
  if (typeof idClaims.email !== 'string')
    claims = { ...(await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub)), ...idClaims };
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null;
  const name = [claims.name, claims.preferred_username, claims.email, idClaims.sub].find(
    (v): v is string => typeof v === 'string' && v.length > 0,
  )!;
  return { subject: `${idClaims.iss}#${idClaims.sub}`, email, name: name.slice(0, 120) };
}
