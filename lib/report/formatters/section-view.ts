import type { z } from 'zod';
import type { Report } from '@/lib/core/report';
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

/**
 * A part of a report one of the format's layers adds (a probe layer's runs, an eval summary): its key, its schema (a
 * report file is validated with it when read back), how every formatter draws it and how the studio shows it.
 */
export interface ReportSection<T = any> {
  /** Its key in `Report.sections`, and the JSON report's top-level key: never one of the report's own keys. */
  id: string;
  title: string;
  /** What a report's section must be; a report file whose section is not is another version's. */
  schema: z.ZodType<T>;
  /** Whether a run gave it anything to show: an empty one is left out of every output but the JSON (which keeps it). */
  present(data: T): boolean;
  /** How every formatter, and the studio's dashboard where the format has no panel of its own for it, draws it. */
  view(data: T): SectionView;
  /**
   * Its own drawing in a line-based output, in place of the view's (lines of that output, escaped by the section);
   * `[]` leaves it out of that output.
   */
  draw?: Partial<Record<'text' | 'markdown' | 'html' | 'agent', (data: T) => string[]>>;
}

/**
 * A format's sections by its id (lib/formats reportSectionsOf): what the engines that read reports (the formatters,
 * the report-file reader) are handed, since they know no format's registry entry.
 */
export type SectionsOf = (formatId: string) => readonly ReportSection[] | undefined;

/** A section of a report with its data, as every output draws it. */
export interface ShownSection {
  section: ReportSection;
  data: unknown;
}

/**
 * The sections of a report its format declares and the run gave something to show, in the format's order: what every
 * formatter and the dashboard draw. None for a format without sections, or one this studio does not have.
 */
export function shownSections(report: Pick<Report, 'format' | 'sections'>, sectionsOf: SectionsOf): ShownSection[] {
  const sections = report.sections ?? {};
  return (sectionsOf(report.format) ?? []).flatMap((section) =>
    section.id in sections && section.present(sections[section.id]) ? [{ section, data: sections[section.id] }] : [],
  );
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
