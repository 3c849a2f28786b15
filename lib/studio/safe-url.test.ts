import { describe, expect, it } from 'vitest';
import { safeHref, safeLink, urlParserInput } from './safe-url';
import { URL_KEPT, URL_SCHEME_BYPASSES } from './url-bypasses';

/** Where a link would take the studio's page: the browser resolves it against the page's own address. */
const PAGE = 'http://127.0.0.1:3301/packs/ledger?file=HARNESS.md';
const landing = (href: string) => new URL(href, PAGE);

describe('safeLink', () => {
  for (const { name, destination } of URL_SCHEME_BYPASSES)
    it(`never gives a script or another site through ${name}`, () => {
      const link = safeLink(destination);
      if (!link) return;
      // What stays is a path of the studio itself (the encoded forms are no scheme to a browser).
      expect(link.external).toBe(false);
      expect(landing(link.href).origin).toBe(new URL(PAGE).origin);
    });

  it('refuses every scheme-written bypass outright', () => {
    const refused = URL_SCHEME_BYPASSES.filter((b) => !/&|%6A/.test(b.destination)).map((b) => b.destination);
    for (const destination of refused) expect(safeLink(destination), JSON.stringify(destination)).toBeNull();
  });

  for (const { destination, href, external } of URL_KEPT)
    it(`keeps ${JSON.stringify(destination)} as ${href}`, () => {
      expect(safeLink(destination)).toEqual({ href, external });
    });

  it('gives no href for an empty or missing address', () => {
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(' \t ')).toBeUndefined();
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('https://example.com')).toBe('https://example.com/');
  });
});

describe('urlParserInput', () => {
  it('drops tab and newline anywhere and controls or spaces at the ends, as the WHATWG parser does', () => {
    expect(urlParserInput('\x01 ja\tva\nscr\ript:x \x00')).toBe('javascript:x');
    // Inner spaces and other controls stay: the parser keeps (and percent-encodes) them.
    expect(urlParserInput('a b\x01c')).toBe('a b\x01c');
    // What the browser itself does, as a reference.
    expect(new URL('\x01 ja\tva\nscript:x').protocol).toBe('javascript:');
  });
});
