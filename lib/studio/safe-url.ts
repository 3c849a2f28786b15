/**
 * The one check for every address the studio puts in an href from text it did not write: links in a pack's
 * HARNESS.md preview, a Recued hint's setup_url and install docs, the rule links of a report opened from disk.
 *
 * The address is judged the way the browser will read it: first the WHATWG URL parser's own clean-up (ASCII tab
 * and newline are dropped anywhere, C0 controls and spaces at either end), then the scheme. `java\tscript:` and
 * `\x01javascript:` are `javascript:` to a browser, so they are to this check. Only http, https and mailto
 * addresses, paths and fragments pass.
 */

export interface SafeLink {
  /** What to put in the href: the parsed URL's own serialisation, or the cleaned relative reference. */
  href: string;
  /** An http(s) address on another page: opened in a new tab, with no referrer. */
  external: boolean;
}

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** `//host`, `\\host`, `/\host`: another site written as if it were a path (browsers read `\` as `/`). */
const SCHEME_RELATIVE = /^[\\/]{2}/;
/** Any base serves to parse a relative reference: only whether it parses matters, never where it points. */
const PARSE_BASE = 'http://relative.invalid/';

/** The text as the URL parser sees it before parsing: no tab or newline anywhere, no control or space at either end. */
export function urlParserInput(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** The link to render for an untrusted address, or null when it must show as text only. */
export function safeLink(address: string): SafeLink | null {
  const text = urlParserInput(address);
  if (!text || SCHEME_RELATIVE.test(text)) return null;
  if (SCHEME.test(text)) {
    const url = parse(text);
    if (!url || !ALLOWED_SCHEMES.has(url.protocol)) return null;
    return { href: url.href, external: url.protocol !== 'mailto:' };
  }
  // A path or fragment keeps the page's own scheme and host, whatever the page's address.
  return parse(text, PARSE_BASE) ? { href: text, external: false } : null;
}

/** The href for an untrusted address, or undefined (no link) when it is not one the studio follows. */
export function safeHref(address: string | undefined | null): string | undefined {
  return address ? safeLink(address)?.href : undefined;
}

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
