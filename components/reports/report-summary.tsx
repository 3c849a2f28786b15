import type { ReactNode } from 'react';
import type { Report } from '@/lib/core/report';
import { isScored, layersNotRun } from '@/lib/core/report';
import { scoreRecordOf, scoreStory } from '@/lib/core/score-story';
import { packCategories } from '@/lib/formats';
import type { FormatFacts } from '@/lib/formats/types';
import { ReportFindings } from '../check/report-findings';
import { Card } from '../ui/card';
import { CategoryBars } from '../check/score-dial';
import { ReportSuppressed, SpecScoreDial } from '../check/suppression-scores';
import { ReportSections } from '../check/report-sections';
import { CountBadges } from '../ui/badges';
import { ReportDownloads } from './report-downloads';

/**
 * One report as the dashboard shows it: score dial and categories (where the format scores), findings, and the
 * sections its format adds (a probe layer's runs, an eval summary).
 * `format`: the facts of the report's format, when this studio has it (a report of another format shows its id).
 * `beside` sits next to the summary card (under it on a narrow screen), above the findings, however many there are.
 */
export function ReportSummary({
  name,
  report,
  format,
  beside,
  at,
}: {
  name: string;
  report: Report;
  format?: FormatFacts;
  beside?: ReactNode;
  /** The report's time (ms): with it, the card offers the report in every format, named for that time. */
  at?: number;
}) {
  const verdict = format?.verdict ?? { pass: 'passing', fail: 'failing' };
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const layersOff = report.layers.filter((l) => l.status !== 'ran').map((l) => l.layer);
  const summary = (
    <Card>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0">
          <span className="font-mono text-sm font-semibold" data-testid="report-pack">
            {report.pack_id}
          </span>
          <span className="ml-2 text-xs text-muted">
            {format?.label ?? report.format} · {name}
          </span>
        </p>
        <span className="flex gap-1.5">
          <CountBadges counts={report.counts} />
        </span>
      </div>
      {isScored(report) ? (
        <div className="flex flex-wrap items-center gap-6">
          <SpecScoreDial
            story={{ ...scoreStory(scoreRecordOf(report, packCategories())), score: report.score, grade: report.grade }}
            size={112}
          />
          <div className="min-w-48 flex-1">
            <CategoryBars categories={report.categories} notRun={layersOff} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-fg-soft" data-testid="report-unscored">
          {report.ok ? `${capital(verdict.pass)}: no error.` : `${capital(verdict.fail)}: fix the errors below.`}{' '}
          {format ? `${format.label}s are` : 'This format is'} not scored.
        </p>
      )}
      {layersNotRun(report).map((n) => (
        <p key={n.layer} className="mt-3 text-xs text-muted">
          <b className="capitalize">{n.layer}</b> did not run: {n.reason}
        </p>
      ))}
      {at !== undefined && (
        <div className="mt-4 border-t border-line pt-3">
          <ReportDownloads report={report} at={at} />
        </div>
      )}
    </Card>
  );
  return (
    <div className="min-w-0 space-y-4" data-testid="report-summary">
      {beside ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          {summary}
          {beside}
        </div>
      ) : (
        summary
      )}
      <ReportFindings findings={report.findings} />
      {report.suppressed.length > 0 && <ReportSuppressed suppressed={report.suppressed} />}
      <ReportSections report={report} />
    </div>
  );
}
