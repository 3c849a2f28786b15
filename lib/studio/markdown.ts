import { Marked, type Tokens } from 'marked';

/** HARNESS.md as HTML for the preview. Raw HTML in the source is shown as text, and links keep only safe schemes. */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return inner;
      const t = title ? ` title="${escapeHtml(title)}"` : '';
      const external = /^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${t}${external}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      // A preview never fetches: images show as their alt text and address.
      return `<span class="md-image">[image: ${escapeHtml(text || 'no alt text')}${href ? ` — ${escapeHtml(href)}` : ''}${title ? ` “${escapeHtml(title)}”` : ''}]</span>`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false }) as string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function isSafeUrl(href: string): boolean {
  const url = href.trim();
  if (/^(https?:|mailto:)/i.test(url)) return true;
  // Relative links and fragments, but nothing that names a scheme (javascript:, data:, vbscript:…).
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}
