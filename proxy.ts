import { NextResponse, type NextRequest } from 'next/server';
import { actionBodyProblem } from '@/lib/studio/limits';
import { REFUSED_HOST_STATUS, checkRequestHost } from '@/lib/studio/server/allowed-hosts';
import { CSP_HEADER, FRAME_HEADERS, NONCE_HEADER, newNonce, pagePolicy } from '@/lib/studio/server/security-headers';
import { TOKEN_COOKIE, gate, tokenFormHtml } from '@/lib/studio/server/token';

/**
 * First the Host allow-list (lib/studio/server/allowed-hosts.ts), for every path: lib/node/serve.mjs checks it before Next
 * sees a request, and this repeats it for a server started another way (`next start`, `next dev`).
 *
 * Then, with STUDIO_TOKEN set (required by lib/node/serve.mjs for any HOST other than loopback), every page and
 * server action needs the token: `?token=` once sets an httpOnly, SameSite=Strict cookie; otherwise 401 and a form.
 * Without STUDIO_TOKEN the studio is loopback-only and this passes everything through.
 *
 * Every answer carries the frame headers (lib/studio/server/security-headers.ts); every other one the page policy with a
 * fresh nonce, which Next reads from the request's Content-Security-Policy header and puts on its own scripts.
 */
export function proxy(request: NextRequest) {
  const host = checkRequestHost(request.headers.get('host'));
  if (!host.allowed)
    return withFrameHeaders(
      new NextResponse(`${host.reason}\n`, {
        status: REFUSED_HOST_STATUS,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      }),
    );
  // A body over the largest save is refused in the studio's words before Next reads it (its own limit is a 413/500).
  const tooLarge = request.method === 'POST' ? actionBodyProblem(request.headers.get('content-length')) : null;
  if (tooLarge)
    return withFrameHeaders(
      NextResponse.json({ ok: false, error: tooLarge }, { status: 413, headers: { 'cache-control': 'no-store' } }),
    );
  // Static chunks carry no data: the token is asked for everything else (pages, actions, the icon).
  if (STATIC.test(request.nextUrl.pathname)) return withFrameHeaders(NextResponse.next());
  const nonce = newNonce();
  const policy = pagePolicy(nonce, { dev: process.env.NODE_ENV === 'development' });
  const decision = gate(process.env.STUDIO_TOKEN, request.nextUrl, request.cookies.get(TOKEN_COOKIE)?.value);
  if (decision.action === 'pass') {
    const headers = new Headers(request.headers);
    headers.set(CSP_HEADER, policy);
    headers.set(NONCE_HEADER, nonce);
    return withPolicy(NextResponse.next({ request: { headers } }), policy);
  }
  if (decision.action === 'accept') {
    const response = NextResponse.redirect(new URL(decision.redirectTo, request.url), 303);
    response.cookies.set(TOKEN_COOKIE, request.nextUrl.searchParams.get('token') ?? '', {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.nextUrl.protocol === 'https:',
      path: '/',
    });
    return withPolicy(response, policy);
  }
  const isAction = request.method === 'POST' || request.headers.has('next-action');
  if (isAction)
    return withPolicy(
      NextResponse.json({ ok: false, error: `not authorised: ${decision.reason}` }, { status: 401 }),
      policy,
    );
  return withPolicy(
    new NextResponse(tokenFormHtml(decision.reason, request.nextUrl.pathname), {
      status: 401,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    }),
    policy,
  );
}

function withFrameHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(FRAME_HEADERS)) response.headers.set(name, value);
  return response;
}

/** The frame headers, with the page policy (which has its own frame-ancestors) in place of the frame-only CSP. */
function withPolicy(response: NextResponse, policy: string): NextResponse {
  withFrameHeaders(response).headers.set(CSP_HEADER, policy);
  return response;
}

const STATIC = /^\/_next\/(?:static|image)\//;

export const config = {
  // Every path: the Host check has no exceptions.
  matcher: ['/:path*'],
};
