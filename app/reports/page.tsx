import type { Metadata } from 'next';
import { ReportViewer } from '@/components/reports/report-viewer';

export const metadata: Metadata = {
  title: 'Reports',
  description: 'Open a JSON check report made anywhere, or compare two.',
};

/** Static: the viewer reads files in the browser and asks the server for nothing. */
export default function ReportsPage() {
  return <ReportViewer />;
}
