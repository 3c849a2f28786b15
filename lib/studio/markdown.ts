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

/**
 * What the preview renders of a pack's HARNESS.md at most: deeper nesting (`> ` repeated, lists indented on and on)
 * overflows marked's stack or grows its time with the depth, and many emphasis or bracket delimiters in one block
 * take its inline parser quadratic time (200 KB of `*a` held a server for 32 s). A text past a budget is shown as
 * plain text with a note saying why; the time budget is the worker's deadline (components/hcp/markdown-preview.tsx).
 */
export const MARKDOWN_BUDGET = {
  chars: 512 * 1024,
  depth: 32,
  /** `*`, `_`, `~`, `[`, `]`, `<`, `` ` `` in one paragraph (fenced code not counted). */
  delimitersPerBlock: 1500,
  /** How long the browser's worker may take before the preview shows plain text. */
  deadlineMs: 1500,
} as const;

export type BoundedMarkdown = { html: string } | { plain: string; note: string };

/** HARNESS.md as HTML when it is within the budget, else its text with the note that says which limit it passed. */
export function renderMarkdownBounded(source: string, budget = MARKDOWN_BUDGET): BoundedMarkdown {
  const problem = markdownBudgetProblem(source, budget);
  if (problem) return plainMarkdown(source, problem);
  try {
    return { html: renderMarkdown(source) };
  } catch (error) {
    return plainMarkdown(source, `the renderer gave up (${(error as Error).message.split('\n')[0]})`);
  }
}

export function plainMarkdown(source: string, why: string): { plain: string; note: string } {
  return { plain: source, note: `Shown as plain text: ${why}.` };
}

const DELIMITER = /[*_~[\]<`]/g;

/** Which budget the text passes, in words, or null: one pass over the lines, no regex that can backtrack. */
export function markdownBudgetProblem(source: string, budget = MARKDOWN_BUDGET): string | null {
  if (source.length > budget.chars)
    return `it is ${Math.round(source.length / 1024)} KB, past the preview's ${budget.chars / 1024} KB`;
  let fenced = false;
  let delimiters = 0;
  for (const line of source.split('\n')) {
    if (/^ {0,3}(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    if (!line.trim()) {
      delimiters = 0;
      continue;
    }
    const depth = nestingOf(line);
    if (depth > budget.depth)
      return `it nests ${depth} levels deep (quotes or lists), past the preview's ${budget.depth}`;
    delimiters += line.match(DELIMITER)?.length ?? 0;
    if (delimiters > budget.delimitersPerBlock)
      return `one paragraph holds more than ${budget.delimitersPerBlock} emphasis, link or code marks`;
  }
  return null;
}

/** How deep a line sits: its `>` quote marks, plus list levels (two spaces or a tab each) before a list marker. */
function nestingOf(line: string): number {
  let quotes = 0;
  let indent = 0;
  let i = 0;
  for (; i < line.length; i++) {
    const c = line[i];
    if (c === '>') quotes++;
    else if (c === ' ') indent++;
    else if (c === '\t') indent += 2;
    else break;
  }
  const listed = /^([-*+]|\d{1,9}[.)])(\s|$)/.test(line.slice(i));
  return quotes + (listed ? Math.floor(indent / 2) + 1 : 0);
}
