import { NextResponse, type NextRequest } from 'next/server';
import { REFUSED_HOST_STATUS, checkRequestHost } from '@/lib/studio/server/allowed-hosts';
import { TOKEN_COOKIE, gate, tokenFormHtml } from '@/lib/studio/server/token';

/**
 * First the Host allow-list (lib/studio/server/allowed-hosts.ts), for every path: lib/node/serve.mjs checks it before Next
 * sees a request, and this repeats it for a server started another way (`next start`, `next dev`).
 *
 * Then, with STUDIO_TOKEN set (required by lib/node/serve.mjs for any HOST other than loopback), every page and
 * server action needs the token: `?token=` once sets an httpOnly, SameSite=Strict cookie; otherwise 401 and a form.
 * Without STUDIO_TOKEN the studio is loopback-only and this passes everything through.
 */
export function proxy(request: NextRequest) {
  const host = checkRequestHost(request.headers.get('host'));
  if (!host.allowed)
    return new NextResponse(`${host.reason}\n`, {
      status: REFUSED_HOST_STATUS,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  // Static chunks carry no data: the token is asked for everything else (pages, actions, the icon).
  if (STATIC.test(request.nextUrl.pathname)) return NextResponse.next();
  const decision = gate(process.env.STUDIO_TOKEN, request.nextUrl, request.cookies.get(TOKEN_COOKIE)?.value);
  if (decision.action === 'pass') return NextResponse.next();
  if (decision.action === 'accept') {
    const response = NextResponse.redirect(new URL(decision.redirectTo, request.url), 303);
    response.cookies.set(TOKEN_COOKIE, request.nextUrl.searchParams.get('token') ?? '', {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.nextUrl.protocol === 'https:',
      path: '/',
    });
    return response;
  }
  const isAction = request.method === 'POST' || request.headers.has('next-action');
  if (isAction) return NextResponse.json({ ok: false, error: `not authorised: ${decision.reason}` }, { status: 401 });
  return new NextResponse(tokenFormHtml(decision.reason, request.nextUrl.pathname), {
    status: 401,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

const STATIC = /^\/_next\/(?:static|image)\//;

export const config = {
  // Every path: the Host check has no exceptions.
  matcher: ['/:path*'],
};
