import { Marked, type Tokens } from 'marked';
import { safeLink } from './safe-url';

/** HARNESS.md as HTML for the preview. Raw HTML in the source is shown as text; a link is kept only when safeLink (./safe-url.ts) passes it. */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const link = safeLink(href);
      if (!link) return inner;
      const t = title ? ` title="${escapeHtml(title)}"` : '';
      const external = link.external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(link.href)}"${t}${external}>${inner}</a>`;
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
