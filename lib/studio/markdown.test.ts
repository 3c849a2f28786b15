import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderMarkdown } from './markdown';

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
    expect(renderMarkdown('[ok](https://example.com)')).toContain('<a href="https://example.com"');
    const bad = renderMarkdown('[bad](javascript:alert(1))');
    expect(bad).not.toContain('href');
    expect(bad).toContain('bad');
  });
  it('never fetches images', () => {
    const html = renderMarkdown('![logo](https://example.com/x.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('[image: logo');
  });
});

it('isSafeUrl', () => {
  for (const url of ['https://a.b', 'http://a', 'mailto:x@y', '#anchor', './rel', 'rel/path'])
    expect(isSafeUrl(url)).toBe(true);
  for (const url of ['javascript:alert(1)', ' JavaScript:x', 'data:text/html,x', 'vbscript:x', '//evil.example'])
    expect(isSafeUrl(url)).toBe(false);
});
