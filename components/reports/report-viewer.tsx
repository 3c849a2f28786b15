'use client';
import { useState } from 'react';
import { diffReports } from '@/lib/diff/diff';
import { formatById } from '@/lib/formats';
import { RunDiff } from '../history/run-diff';
import { Button } from '../ui/button';
import { ReportFilePicker, type OpenedReport } from './report-file-picker';
import { ReportSummary } from './report-summary';
import type { FormatFacts } from '@/lib/formats/types';

/**
 * /reports: a JSON report made anywhere, opened in the browser and shown with the dashboard's pieces; with a
 * second one, "what changed" from the first to the second and both side by side.
 */
/** `formats`: the registered formats' facts by id (from the server page), to name each report's format. */
export function ReportViewer({ formats }: { formats: Record<string, FormatFacts> }) {
  const [first, setFirst] = useState<OpenedReport | null>(null);
  const [second, setSecond] = useState<OpenedReport | null>(null);
  return (
    <main className="mx-auto w-full max-w-7xl space-y-6 px-6 py-8" data-testid="report-viewer">
      <div>
        <h1 className="text-xl font-semibold tracking-tight">Reports</h1>
        <p className="text-sm text-muted">
          Open a report written by <code className="font-mono text-xs">packstudio check --json</code>,{' '}
          <code className="font-mono text-xs">composition check --json</code>, a CI job or the studio&apos;s JSON
          download. Each report opened here downloads as HTML, SARIF, Markdown, JUnit or JSON too. Open a second one to
          see what changed.
        </p>
      </div>
      {!first ? (
        <ReportFilePicker label="Open a report" onOpen={setFirst} testId="open-first" />
      ) : (
        <>
          {first && second && (
            <section className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm">
              <header className="mb-4 flex items-center justify-between gap-4">
                <h2 className="text-sm font-semibold">What changed</h2>
                <Button
                  size="sm"
                  onClick={() => {
                    setFirst(second);
                    setSecond(first);
                  }}
                  data-testid="swap-reports"
                >
                  Swap
                </Button>
              </header>
              <RunDiff
                diff={diffReports(first.report, second.report, {
                  categories: formatById(second.report.format)?.categories,
                })}
                before={first.name}
                after={second.name}
              />
            </section>
          )}
          {second ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="min-w-0 space-y-3">
                <Slot
                  label="Before"
                  onClose={() => {
                    setFirst(second);
                    setSecond(null);
                  }}
                />
                <ReportSummary
                  name={first.name}
                  report={first.report}
                  format={formats[first.report.format]}
                  at={first.at}
                />
              </div>
              <div className="min-w-0 space-y-3">
                <Slot label="After" onClose={() => setSecond(null)} />
                <ReportSummary
                  name={second.name}
                  report={second.report}
                  format={formats[second.report.format]}
                  at={second.at}
                />
              </div>
            </div>
          ) : (
            <div className="min-w-0 space-y-3">
              <Slot label="Report" onClose={() => setFirst(null)} />
              {/* Beside the summary, above the findings: the second report is found without scrolling past them. */}
              <ReportSummary
                name={first.name}
                report={first.report}
                format={formats[first.report.format]}
                at={first.at}
                beside={
                  <ReportFilePicker
                    label="Compare with a second report"
                    onOpen={setSecond}
                    compact
                    testId="open-second"
                  />
                }
              />
            </div>
          )}
        </>
      )}
    </main>
  );
}

function Slot({ label, onClose }: { label: string; onClose(): void }) {
  return (
    <div className="flex items-center justify-between">
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</h2>
      <Button variant="ghost" size="sm" onClick={onClose} data-testid={`close-${label.toLowerCase()}`}>
        Close
      </Button>
    </div>
  );
}
