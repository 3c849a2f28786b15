import { NextResponse, type NextRequest } from 'next/server';
import { TOKEN_COOKIE, gate, tokenFormHtml } from '@/lib/studio/token';

/**
 * With STUDIO_TOKEN set (required by lib/node/serve.mjs for any HOST other than loopback), every page and
 * server action needs the token: `?token=` once sets an httpOnly, SameSite=Strict cookie; otherwise 401 and a form.
 * Without STUDIO_TOKEN the studio is loopback-only and this passes everything through.
 */
export function proxy(request: NextRequest) {
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

export const config = {
  // Static chunks carry no data; everything else (pages, actions, the icon) is gated.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
