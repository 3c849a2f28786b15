import { cookies } from 'next/headers';
import { WorkspaceError } from '@/lib/node/workspace';
import { fail, type ActionResult } from '@/lib/studio/results';
import { TOKEN_COOKIE, tokensEqual } from '@/lib/studio/token';

/**
 * The proxy already turns away requests without the token; each action checks again, because a proxy
 * matcher is easy to narrow by accident and actions are POSTs to whatever page uses them.
 */
export async function authorized(): Promise<boolean> {
  const expected = process.env.STUDIO_TOKEN;
  if (!expected) return true;
  try {
    const jar = await cookies();
    return tokensEqual(jar.get(TOKEN_COOKIE)?.value, expected);
  } catch {
    return false; // outside a request there is no cookie to show
  }
}

/** Runs an action's work: the token check, then the work, with any failure turned into a one-line error. */
export async function guarded<T extends object>(name: string, work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  if (!(await authorized())) return fail('not authorised: open the studio with ?token=<STUDIO_TOKEN> first');
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkspaceError) return fail(error.message);
    console.error(`[packstudio] ${name} failed:`, error);
    return fail(`${name} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}
