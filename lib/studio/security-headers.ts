/**
 * The headers that keep another site's page and a hostile pack's text from driving the studio. Pure: the server
 * (lib/node/serve.mjs) sets FRAME_HEADERS on every response before Next sees the request, 421s included, and the
 * proxy (proxy.ts) sets the page policy with its nonce, repeating the frame headers for `next start` and `next dev`.
 */

/** No page of the studio may be shown inside another page: its Run, Save and Delete buttons could be clicked there. */
export const FRAME_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The Content-Security-Policy of every page. Script runs only from the studio's own files and the inline scripts
 * Next writes with this request's nonce ('strict-dynamic' lets those load their chunks), so an injected inline
 * script, an event-handler attribute or a `javascript:` URL never runs. Styles may be inline: Monaco writes style
 * elements as it goes and React writes style attributes, and a style cannot run code. Monaco's workers load from
 * the studio's own chunks; fetches go to the studio, or to an https address the author gives the API import. `next dev` needs eval for its error overlay; a production server never gets it.
 */
export function pagePolicy(nonce: string, options: { dev?: boolean } = {}): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    // https: for "New pack from an API description", which fetches the author's URL from the browser (no
    // credentials; the other server's CORS decides). Loopback and plain http stay out, as the CLI's import refuses them.
    'connect-src': options.dev ? "'self' https: ws:" : "'self' https:",
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** A fresh nonce: 128 random bits, base64. One per request; never reused. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The name Next reads the nonce from: it parses `'nonce-…'` out of this request header when it renders a page. */
export const CSP_HEADER = 'content-security-policy';
/** The request header the root layout reads the nonce from (for the theme script). */
export const NONCE_HEADER = 'x-nonce';
