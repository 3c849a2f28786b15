import { htmlText, markdownText, plainText } from './escape';

/**
 * A format's report section as every formatter can draw it without knowing the format: a title, a one-line summary
 * and a table of plain-text cells. A format's section gives this view (lib/formats/types.ts `ReportSection.view`), and
 * may draw itself its own way in a formatter that wants more (a probe table's own lines in text).
 */
export interface SectionView {
  title: string;
  summary: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** The formatters a section may draw itself in, each as lines of that formatter's output (JSON carries the data). */
export type SectionFormatterName = 'text' | 'markdown' | 'html' | 'agent' | 'junit' | 'sarif' | 'github';

/** `text`: a blank line, `title: summary`, then each row indented. */
export function textSection(view: SectionView): string[] {
  return [
    '',
    `${plainText(view.title)}: ${plainText(view.summary)}`,
    ...view.rows.map((row) => `  ${row.map(plainText).join('  ')}`),
  ];
}

function markdownTable(view: SectionView): string[] {
  if (!view.rows.length) return [];
  return [
    '',
    `| ${view.columns.map(markdownText).join(' | ')} |`,
    `|${view.columns.map(() => '---').join('|')}|`,
    ...view.rows.map((row) => `| ${row.map(markdownText).join(' | ')} |`),
  ];
}

/** `markdown` (a PR comment): a folded block titled with the summary, holding the table. */
export function markdownSection(view: SectionView): string[] {
  return [
    `<details><summary>${markdownText(view.title)}: ${markdownText(view.summary)}</summary>`,
    ...markdownTable(view),
    '',
    '</details>',
  ];
}

/** `agent`: a heading, the table, the summary. */
export function agentSection(view: SectionView): string[] {
  return ['', `## ${markdownText(view.title)}`, ...markdownTable(view), '', markdownText(view.summary)];
}

/** An HTML table; `cells` are HTML already (the caller escapes what it puts there). */
export function htmlTable(head: readonly string[], cells: readonly (readonly string[])[]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${htmlText(h)}</th>`).join('')}</tr></thead><tbody>${cells.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

/** `html`: a heading with the summary, then the table. */
export function htmlSection(view: SectionView): string[] {
  return [
    `<h2>${htmlText(view.title)} <span class="muted">${htmlText(view.summary)}</span></h2>`,
    ...(view.rows.length
      ? [
          htmlTable(
            view.columns,
            view.rows.map((row) => row.map(htmlText)),
          ),
        ]
      : []),
  ];
}

/** `github` (a CI log): one plain line per section, never an annotation (annotations are findings on a line). */
export function githubSection(view: SectionView, packId: string): string[] {
  return [`${plainText(packId)}: ${plainText(view.title.toLowerCase())}: ${plainText(view.summary)}`];
}
