'use client';
import { useId, useRef, useState } from 'react';
import type { Report } from '@/lib/core/report';
import { readReport } from '@/lib/report-file/read';
import { FileInput } from '../ui/field';

export interface OpenedReport {
  name: string;
  report: Report;
  /** The file's time (ms): its downloads in other formats are named for it, as the studio names a check's. */
  at: number;
}

/** The largest report the viewer reads: far more than any check writes, small enough for the browser to parse. */
export const MAX_VIEWER_BYTES = 32 * 1024 * 1024;

/** Reads a dropped or picked file in the browser: nothing is uploaded. */
export async function openReportFile(
  file: File,
): Promise<{ ok: true; opened: OpenedReport } | { ok: false; error: string }> {
  if (file.size > MAX_VIEWER_BYTES)
    return {
      ok: false,
      error: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB, over the ${MAX_VIEWER_BYTES / 1024 / 1024} MB a report can be.`,
    };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return {
      ok: false,
      error: `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const read = readReport(text, file.name);
  return read.ok ? { ok: true, opened: { name: file.name, report: read.report, at: file.lastModified } } : read;
}

/** A drop zone that is also a file picker (click, Enter or Space), for one JSON report. */
export function ReportFilePicker({
  label,
  onOpen,
  compact = false,
  testId,
}: {
  label: string;
  onOpen(opened: OpenedReport): void;
  compact?: boolean;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const take = async (file: File | undefined) => {
    if (!file) return;
    const result = await openReportFile(file);
    if (result.ok) {
      setError(null);
      onOpen(result.opened);
    } else setError(result.error);
  };
  return (
    // A column, so beside a taller card (the first report's summary) the drop zone fills the height it is given.
    <div className="flex flex-col" data-testid={testId}>
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void take(e.dataTransfer.files[0]);
        }}
        className={`flex flex-1 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed text-center transition-colors ${compact ? 'px-4 py-4' : 'px-6 py-12'} ${over ? 'border-accent bg-accent-soft' : 'border-line-strong bg-surface-raised hover:border-accent'}`}
        data-testid={`${testId}-zone`}
      >
        <span className="text-sm font-medium">{label}</span>
        <span className="text-xs text-muted">
          Drop a JSON report here, or click to choose one. It is read in this browser; nothing is uploaded.
        </span>
      </label>
      <FileInput
        ref={input}
        id={id}
        accept=".json,application/json"
        onChange={(e) => {
          void take(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid={`${testId}-input`}
      />
      {error && (
        <p
          role="alert"
          className="mt-2 rounded-md border border-error-line bg-error-soft px-3 py-2 text-sm text-error-fg"
          data-testid="report-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}
