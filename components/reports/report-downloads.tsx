'use client';
import { useId, useState } from 'react';
import type { Report } from '@/lib/core/report';
import type { DownloadFormat } from '@/lib/studio/report-downloads';
import { Button } from '../ui/button';

/** The formats' names, here so the buttons show before the formatters load (they come with the first click). */
const FORMATS: readonly { format: DownloadFormat; label: string }[] = [
  { format: 'html', label: 'HTML' },
  { format: 'sarif', label: 'SARIF' },
  { format: 'markdown', label: 'Markdown' },
  { format: 'junit', label: 'JUnit' },
  { format: 'json', label: 'JSON' },
];

/** Saves a text as a file through the browser's download (nothing leaves the machine). */
function saveFile(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The report as a reviewer sends it: HTML, SARIF, Markdown, JUnit or JSON, each written in the browser by the CLI's
 * own formatter. The formatters are loaded on the first click, so no page carries them in its first load.
 * `packDir`: the pack's folder in the workspace (SARIF's paths), absent when unknown (the report viewer).
 */
export function ReportDownloads({ report, at, packDir }: { report: Report; at: number; packDir?: string }) {
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const download = async (format: DownloadFormat) => {
    try {
      const { renderReport } = await import('@/lib/studio/report-downloads');
      const file = renderReport(report, format, new Date(at), { docsBase: window.location.origin, packDir });
      saveFile(file.fileName, file.type, file.text);
      setError(null);
    } catch (e) {
      setError(`The ${format} report could not be written: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <div className="flex flex-col gap-1.5" data-testid="report-downloads">
      <span className="text-xs font-medium text-muted" id={labelId}>
        Download the report
      </span>
      <div className="flex flex-wrap gap-1.5" role="group" aria-labelledby={labelId}>
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            size="sm"
            onClick={() => void download(format)}
            data-testid={`download-${format}`}
            aria-label={`Download the ${label} report`}
          >
            {label}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
    </div>
  );
}
