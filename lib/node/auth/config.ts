import { normaliseEmail } from '../builds-store/access-store';
import { parseGroupRoles, type GroupRole } from './group-roles';

/**
 * How the review server knows who is acting. `open`: no sign-in, as the single-user studio has always been (loopback
 * only, or behind STUDIO_TOKEN); whoever reaches it may do everything, and a decision records a typed name marked
 * unverified. `oidc`: sign-in through the OpenID Connect provider at `issuer`; roles decide the rest.
 */
export type AuthConfig =
  | { mode: 'open' }
  | {
      mode: 'oidc';
      issuer: URL;
      clientId: string;
      /** Absent for a public client: PKCE alone then proves the code's owner. */
      clientSecret: string | undefined;
      /** The server's address as browsers reach it; the provider redirects to `${publicUrl}/auth/callback`. */
      publicUrl: URL;
      /** Admins of every project, from PACKSTUDIO_ADMINS: the first admin, before anyone has granted a role. */
      admins: ReadonlySet<string>;
      /** A session's absolute bound (PACKSTUDIO_SESSION_HOURS). */
      sessionMs: number;
      /** A session ends this long after its last request (PACKSTUDIO_SESSION_IDLE_MINUTES). */
      sessionIdleMs: number;
      /** Scopes asked for besides `openid email profile` (OIDC_EXTRA_SCOPES), e.g. `groups` where the provider wants it. */
      extraScopes: string[];
      /** The claim whose values PACKSTUDIO_GROUP_ROLES maps (PACKSTUDIO_ROLE_CLAIM, `groups` by default). */
      roleClaim: string;
      groupRoles: GroupRole[];
      /** Sign-in starts and callbacks allowed per client address per minute (PACKSTUDIO_SIGN_IN_PER_MINUTE). */
      signInPerMinute: number;
    };

export class AuthConfigError extends Error {}

const OIDC_VARS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const DEFAULT_SESSION_HOURS = 12;
const DEFAULT_IDLE_MINUTES = 60;
const DEFAULT_SIGN_IN_PER_MINUTE = 20;

/** The auth settings from the environment; throws an AuthConfigError naming what is missing or wrong. */
export function authConfigFromEnv(env: Record<string, string | undefined> = process.env): AuthConfig {
  if (!OIDC_VARS.some((name) => env[name])) return { mode: 'open' };
  const missing = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'PACKSTUDIO_PUBLIC_URL'].filter((name) => !env[name]);
  if (missing.length)
    throw new AuthConfigError(`sign-in through OpenID Connect also needs ${missing.join(', ')} (see README)`);
  const issuer = httpUrl(env.OIDC_ISSUER!, 'OIDC_ISSUER');
  const publicUrl = httpUrl(env.PACKSTUDIO_PUBLIC_URL!, 'PACKSTUDIO_PUBLIC_URL');
  for (const [name, url] of [
    ['OIDC_ISSUER', issuer],
    ['PACKSTUDIO_PUBLIC_URL', publicUrl],
  ] as const)
    if (url.protocol !== 'https:' && !isLoopbackName(url.hostname))
      throw new AuthConfigError(`${name} is http:// on ${url.hostname}: only a loopback address may skip https`);
  const hours = env.PACKSTUDIO_SESSION_HOURS ? Number(env.PACKSTUDIO_SESSION_HOURS) : DEFAULT_SESSION_HOURS;
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30)
    throw new AuthConfigError('PACKSTUDIO_SESSION_HOURS is a number of hours, more than 0 and at most 720');
  const idleMinutes = numberSetting(env, 'PACKSTUDIO_SESSION_IDLE_MINUTES', DEFAULT_IDLE_MINUTES, hours * 60);
  const signInPerMinute = numberSetting(env, 'PACKSTUDIO_SIGN_IN_PER_MINUTE', DEFAULT_SIGN_IN_PER_MINUTE, 10_000);
  const groupRoles = parseGroupRoles(env.PACKSTUDIO_GROUP_ROLES);
  if ('error' in groupRoles) throw new AuthConfigError(`PACKSTUDIO_GROUP_ROLES: ${groupRoles.error}`);
  const roleClaim = env.PACKSTUDIO_ROLE_CLAIM?.trim() || 'groups';
  const admins = (env.PACKSTUDIO_ADMINS ?? '').split(',').map(normaliseEmail).filter(Boolean);
  const notEmail = admins.filter((a) => !/^[^@\s]+@[^@\s]+$/.test(a));
  if (notEmail.length)
    throw new AuthConfigError(`PACKSTUDIO_ADMINS has entries that are not e-mails: ${notEmail.join(', ')}`);
  return {
    mode: 'oidc',
    issuer,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    publicUrl: new URL(publicUrl.origin),
    admins: new Set(admins),
    sessionMs: hours * 3_600_000,
    sessionIdleMs: idleMinutes * 60_000,
    extraScopes: (env.OIDC_EXTRA_SCOPES ?? '').split(/[\s,]+/).filter(Boolean),
    roleClaim,
    groupRoles: groupRoles.rules,
    signInPerMinute: Math.floor(signInPerMinute),
  };
}

/** A positive number setting at most `max`, or its default when unset; a clear error otherwise. */
function numberSetting(env: Record<string, string | undefined>, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return Math.min(fallback, max);
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > max)
    throw new AuthConfigError(`${name} is a number from 1 to ${max}, not ${JSON.stringify(raw)}`);
  return value;
}

function httpUrl(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AuthConfigError(`${name} is not an address: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AuthConfigError(`${name} is an http(s) address, not ${url.protocol}`);
  return url;
}

export function isLoopbackName(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** The one config of a process, read once (tests pass their own). */
const KEY = Symbol.for('packstudio.authConfig');
export function currentAuthConfig(): AuthConfig {
  const holder = globalThis as { [KEY]?: AuthConfig };
  return (holder[KEY] ??= authConfigFromEnv());
}
