'use client';
import type { ComponentType } from 'react';
import type { Report } from '@/lib/core/report';
import { reportSectionsOf } from '@/lib/formats';
import { shownSections, type ReportSection, type SectionView } from '@/lib/report/formatters/section-view';
import { sectionPanel } from '../section-panels';
import { Card } from '../ui/card';
import { DataTable, type Column } from '../ui/table';

/** What a format's studio panel for one of its report sections is given: the section's data, as its schema reads. */
export interface SectionPanelProps {
  data: unknown;
}

export type SectionPanel = ComponentType<SectionPanelProps>;

/** A section drawn from its view (title, summary, table): the panel of a section whose format has none of its own. */
export function SectionViewTable({ view }: { view: SectionView }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">{view.summary}</p>
      <DataTable caption={view.title} columns={view.columns.map(viewColumn)} rows={view.rows} />
    </div>
  );
}

const viewColumn = (header: string, j: number): Column<readonly string[]> => ({ header, cell: (row) => row[j] });

/** One section's data, drawn by its format's panel (components/section-panels.tsx), else from its engine's view. */
export function SectionBody({ formatId, section, data }: { formatId: string; section: ReportSection; data: unknown }) {
  const Panel = sectionPanel(formatId, section.id);
  return (
    <div data-testid={`report-section-${section.id}`}>
      {Panel ? <Panel data={data} /> : <SectionViewTable view={section.view(data)} />}
    </div>
  );
}

/**
 * A report's sections beyond its findings (a probe layer's runs, an eval summary), each in its card. `except` leaves
 * out the sections drawn elsewhere (the dashboard's layer cards).
 */
export function ReportSections({
  report,
  except = [],
}: {
  report: Pick<Report, 'format' | 'sections'>;
  except?: readonly string[];
}) {
  return (
    <>
      {shownSections(report, reportSectionsOf)
        .filter(({ section }) => !except.includes(section.id))
        .map(({ section, data }) => (
          <Card key={section.id} title={section.title}>
            <SectionBody formatId={report.format} section={section} data={data} />
          </Card>
        ))}
    </>
  );
}
