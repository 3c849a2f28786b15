import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_BUDGET, markdownBudgetProblem, renderMarkdown, renderMarkdownBounded } from './markdown';
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

describe('renderMarkdownBounded: a hostile HARNESS.md is shown as plain text with a note', () => {
  const attacks: [string, string, RegExp][] = [
    ['200 KB of *a (quadratic emphasis)', '*a'.repeat(100_000), /emphasis, link or code marks/],
    ['100 KB of _a', '_a'.repeat(50_000), /emphasis, link or code marks/],
    ['*a_ mixed, 2,000 times', '*a_'.repeat(2_000), /emphasis, link or code marks/],
    ['> repeated 100,000 times (stack overflow)', '> '.repeat(100_000), /nests 100000 levels/],
    [
      'a list nested 300 deep',
      Array.from({ length: 300 }, (_, i) => `${' '.repeat(i * 2)}- x`).join('\n'),
      /nests \d+ levels/,
    ],
    ['600 KB of text', 'word '.repeat(120_000), /past the preview's 512 KB/],
  ];
  for (const [name, source, why] of attacks)
    it(name, () => {
      const out = renderMarkdownBounded(source);
      expect('plain' in out && out.plain).toBe(source);
      expect('note' in out && out.note).toMatch(why);
      expect('note' in out && out.note).toMatch(/^Shown as plain text: /);
    });

  it("renders every example pack's HARNESS.md, and a fenced block full of marks, as HTML", () => {
    for (const pack of readdirSync('packs', { withFileTypes: true }).filter((d) => d.isDirectory())) {
      const path = join('packs', pack.name, 'HARNESS.md');
      if (!existsSync(path)) continue;
      const out = renderMarkdownBounded(readFileSync(path, 'utf8'));
      expect('html' in out, path).toBe(true);
    }
    const code = `# Code\n\n\`\`\`\n${'snake_case_name *ptr '.repeat(2_000)}\n\`\`\`\n`;
    expect('html' in renderMarkdownBounded(code)).toBe(true);
  });

  it('a depth or mark count within the budget renders', () => {
    expect(markdownBudgetProblem('> '.repeat(MARKDOWN_BUDGET.depth) + 'x')).toBeNull();
    expect(markdownBudgetProblem('*a* '.repeat(MARKDOWN_BUDGET.delimitersPerBlock / 2))).toBeNull();
    expect(markdownBudgetProblem('*a* '.repeat(MARKDOWN_BUDGET.delimitersPerBlock / 2 + 1))).not.toBeNull();
  });
});
