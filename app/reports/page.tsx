import type { Metadata } from 'next';
import { ReportViewer } from '@/components/reports/report-viewer';
import { allFormatFacts } from '@/lib/formats';

export const metadata: Metadata = {
  title: 'Reports',
  description: 'Open a JSON check report made anywhere, or compare two.',
};

/** Static: the viewer reads files in the browser and asks the server for nothing (the formats' names come with the page). */
export default function ReportsPage() {
  return <ReportViewer formats={allFormatFacts()} />;
}
