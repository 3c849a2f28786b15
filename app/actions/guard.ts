import { cookies, headers } from 'next/headers';
import { actorOf } from '@/lib/node/auth/access';
import { currentAuthConfig } from '@/lib/node/auth/config';
import { currentBuildStore } from '@/lib/node/builds-server/current';
import { isReviewServer } from '@/lib/node/builds-server/mode';
import { WorkspaceError } from '@/lib/node/workspace';
import { checkRequestHost } from '@/lib/studio/server/allowed-hosts';
import { fail, type ActionResult } from '@/lib/studio/server/results';
import { TOKEN_COOKIE, tokensEqual } from '@/lib/studio/server/token';
import { currentRequest } from './request-view';

/**
 * The proxy already turns away requests without the token; each action checks again, because a proxy
 * matcher is easy to narrow by accident and actions are POSTs to whatever page uses them.
 */
export async function authorized(): Promise<boolean> {
  // The review server with sign-in: its own studio (every action but a review's decision) is its admins'.
  if (isReviewServer() && currentAuthConfig().mode === 'oidc') return signedInServerAdmin();
  const expected = process.env.STUDIO_TOKEN;
  if (!expected) return true;
  try {
    const jar = await cookies();
    return tokensEqual(jar.get(TOKEN_COOKIE)?.value, expected);
  } catch {
    return false; // outside a request there is no cookie to show
  }
}

async function signedInServerAdmin(): Promise<boolean> {
  try {
    const request = await currentRequest();
    const actor = await actorOf(await currentBuildStore(), currentAuthConfig(), request.cookie);
    return actor.kind === 'user' && actor.serverAdmin;
  } catch {
    return false; // outside a request, or the store does not answer: no one is an admin
  }
}

/** The Host allow-list again, for the same reason; null when answered. Outside a request (tests) there is no Host to check. */
export async function hostRefusal(): Promise<string | null> {
  let host: string | null;
  try {
    host = (await headers()).get('host');
  } catch {
    return null;
  }
  const verdict = checkRequestHost(host);
  return verdict.allowed ? null : verdict.reason;
}

const NOT_AUTHORISED = 'not authorised: open the studio with ?token=<STUDIO_TOKEN> first';

/** Why this request may not run an action (a Host the studio does not serve, or no token), or null when it may. */
export async function accessRefusal(): Promise<string | null> {
  return (await hostRefusal()) ?? ((await authorized()) ? null : NOT_AUTHORISED);
}

/** Runs an action's work: the Host and token checks, then the work, with any failure turned into a one-line error. */
export async function guarded<T extends object>(
  name: string,
  work: () => Promise<ActionResult<T>>,
  refusalOf: () => Promise<string | null> = accessRefusal,
): Promise<ActionResult<T>> {
  const refusal = await refusalOf();
  if (refusal) return fail(refusal);
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkspaceError) return fail(error.message);
    console.error(`[packstudio] ${name} failed:`, error);
    return fail(`${name} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}
