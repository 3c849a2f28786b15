import type { Report } from '../core/report';
import { FORMATTERS } from '../report/formatters';
import { catalogue, catalogueEntry } from '../rules-catalogue';
import { reportFileName } from '../report-file/file-name';
import { reportSectionsOf } from '../formats';

/**
 * The report formats a reviewer can download from the studio (the dashboard and the report viewer), each written by
 * the CLI's own formatter (lib/report/formatters), so a download and `check --format NAME` never differ.
 */
export const DOWNLOAD_FORMATS = [
  { format: 'html', label: 'HTML', extension: 'html', type: 'text/html' },
  { format: 'sarif', label: 'SARIF', extension: 'sarif', type: 'application/sarif+json' },
  { format: 'markdown', label: 'Markdown', extension: 'md', type: 'text/markdown' },
  { format: 'junit', label: 'JUnit', extension: 'junit.xml', type: 'application/xml' },
  { format: 'json', label: 'JSON', extension: 'json', type: 'application/json' },
] as const satisfies readonly { format: keyof typeof FORMATTERS; label: string; extension: string; type: string }[];

export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number]['format'];

export interface ReportDownload {
  fileName: string;
  type: string;
  text: string;
}

export interface DownloadPlace {
  /** The studio's origin: every rule link in the file points at its rule pages. */
  docsBase: string;
  /**
   * The pack's folder relative to the workspace (the studio's pack id): SARIF and the other formats that name files
   * give them as the workspace sees them (`ledger/policy.json`). Absent (a report opened in the viewer, whose
   * folder is unknown): files stand relative to the pack. Never a path that climbs out (`../`).
   */
  packDir?: string;
}

/** One report in one format, with the name the download gets (as the JSON download's, with the format's extension). */
export function renderReport(report: Report, format: DownloadFormat, at: Date, place: DownloadPlace): ReportDownload {
  const spec = DOWNLOAD_FORMATS.find((d) => d.format === format)!;
  const packDir = place.packDir && !place.packDir.split(/[\\/]/).includes('..') ? place.packDir : undefined;
  const text = FORMATTERS[format].format([report], {
    docsBase: place.docsBase,
    rule: catalogueEntry,
    rules: catalogue,
    sectionsOf: reportSectionsOf,
    ...(packDir ? { packDirs: [packDir] } : {}),
  });
  return {
    fileName: reportFileName(report, at, spec.extension),
    type: `${spec.type};charset=utf-8`,
    text: text.endsWith('\n') ? text : `${text}\n`,
  };
}
