'use client';
import { useScoreOfRecord } from '../history/use-score-of-record';
import { RecordSummaryCard } from './record-summary';

/**
 * The pack's score of record on the dashboard: the last full check, whether it saw the files as they are, and the
 * one line that explains its score. Left out when this page's own run is that check (its card says all of it).
 */
export function RecordCard({
  packId,
  sessionRun,
  unsaved,
}: {
  packId: string;
  /** The history id of the run this page just made, if any. */
  sessionRun: number | null;
  unsaved: number;
}) {
  const read = useScoreOfRecord(packId);
  if (!read.data) return null;
  if (!read.data.ok) return null;
  const { record, note } = read.data;
  if (record.last && record.last.runId === sessionRun && record.current && !unsaved) return null;
  return <RecordSummaryCard record={record} unsaved={unsaved} note={note} />;
}
