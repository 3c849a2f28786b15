/** The studio's access token: a `?token=` once sets this cookie; every page and action then checks it. */
export const TOKEN_COOKIE = 'packstudio_token';
export const TOKEN_PARAM = 'token';

/** Compares two strings in time that depends only on their lengths, not on where they differ. */
export function tokensEqual(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export type GateDecision =
  | { action: 'pass' }
  /** A valid `?token=`: set the cookie and redirect to the same address without it. */
  | { action: 'accept'; redirectTo: string }
  | { action: 'deny'; reason: string };

/**
 * What the proxy does with a request. `expected` is STUDIO_TOKEN (undefined or "" = no token needed, loopback use).
 * `url` is the request's address; `cookie` the token cookie's value.
 */
export function gate(expected: string | undefined, url: URL, cookie: string | undefined): GateDecision {
  if (!expected) return { action: 'pass' };
  const given = url.searchParams.get(TOKEN_PARAM);
  if (given !== null) {
    if (!tokensEqual(given, expected)) return { action: 'deny', reason: 'That token is not right.' };
    const clean = new URL(url);
    clean.searchParams.delete(TOKEN_PARAM);
    return { action: 'accept', redirectTo: clean.pathname + clean.search };
  }
  if (tokensEqual(cookie, expected)) return { action: 'pass' };
  return {
    action: 'deny',
    reason: cookie ? 'Your token is no longer valid; enter the current one.' : 'This studio asks for its access token.',
  };
}

/** The small page a denied request gets: a form that sends `?token=` to the same address. */
export function tokenFormHtml(reason: string, path: string): string {
  const esc = (s: string) =>
    s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pack Studio — token needed</title>
<style>body{font:15px/1.5 system-ui,sans-serif;background:#fafafa;color:#18181b;display:grid;place-items:center;min-height:100vh;margin:0}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}input{background:#18181b;color:#f4f4f5;border-color:#3f3f46}}
form{display:grid;gap:.75rem;width:min(22rem,90vw)}h1{font-size:1.125rem;margin:0}p{margin:0;color:#71717a}
input{padding:.5rem .75rem;border:1px solid #d4d4d8;border-radius:.375rem;font:inherit}button{padding:.5rem .75rem;border:0;border-radius:.375rem;background:#4f46e5;color:#fff;font:inherit;cursor:pointer}</style></head>
<body><form method="get" action="${esc(path)}"><h1>Pack Studio</h1><p>${esc(reason)}</p>
<label for="t">Access token</label><input id="t" name="${TOKEN_PARAM}" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Open the studio</button></form></body></html>`;
}
