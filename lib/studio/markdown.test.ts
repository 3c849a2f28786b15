import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { URL_SCHEME_BYPASSES } from './url-bypasses';

describe('renderMarkdown', () => {
  it('renders headings, tables and code', () => {
    const html = renderMarkdown('# HCP — Ledger\n\n| a | b |\n|---|---|\n| `x` | y |\n\n```bash\nledger status\n```\n');
    expect(html).toContain('<h1>HCP — Ledger</h1>');
    expect(html).toContain('<table>');
    expect(html).toContain('<code>x</code>');
    expect(html).toContain('ledger status');
  });
  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('Hello <img src=x onerror="alert(1)"> and\n\n<script>alert(2)</script>\n');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;');
  });
  it('keeps safe links and drops javascript: ones', () => {
    expect(renderMarkdown('[ok](https://example.com)')).toContain('<a href="https://example.com/"');
    const bad = renderMarkdown('[bad](javascript:alert(1))');
    expect(bad).not.toContain('href');
    expect(bad).toContain('bad');
  });
  it('links no bypass of the scheme check: every href left resolves to the studio itself', () => {
    const page = new URL('http://127.0.0.1:3301/packs/ledger');
    const source = URL_SCHEME_BYPASSES.map((b) => `- [${b.name}](<${b.destination}>)`).join('\n');
    const html = renderMarkdown(source);
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => unescapeAttribute(m[1]));
    for (const href of hrefs) expect(new URL(href, page).origin, href).toBe(page.origin);
    expect(html).not.toContain('target="_blank"');
    // Each bypass was read as a link (its name is in the list), not lost as text.
    for (const b of URL_SCHEME_BYPASSES) expect(html).toContain(b.name.replace(/&/g, '&amp;'));
  });
  it('links the checked URL, not the text as written', () => {
    expect(renderMarkdown('[a](<https://example.com/a\tb>)')).toContain('<a href="https://example.com/ab"');
  });
  it('never fetches images', () => {
    const html = renderMarkdown('![logo](https://example.com/x.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('[image: logo');
  });
});

function unescapeAttribute(value: string): string {
  return value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );
}
