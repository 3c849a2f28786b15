import { headers } from 'next/headers';
import type { RequestView } from '@/lib/node/builds-server/reviewer';

/** The request a page or server action is answering, for the review server's role checks. */
export async function currentRequest(): Promise<RequestView> {
  try {
    const all = await headers();
    return { cookie: all.get('cookie') ?? undefined, headers: new Headers(all) };
  } catch {
    return { cookie: undefined, headers: new Headers() }; // outside a request (tests): no cookie, no Origin
  }
}
