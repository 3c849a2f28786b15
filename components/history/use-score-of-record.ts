'use client';
import { useQuery } from '@tanstack/react-query';
import { packScoreOfRecord } from '@/app/actions/history-actions';

/** The score of record as the action answers it (components take its type from the action, never from lib/node). */
export type ScoreOfRecordResult = Awaited<ReturnType<typeof packScoreOfRecord>>;
export type ScoreOfRecordView = Extract<ScoreOfRecordResult, { ok: true }>['record'];

export const recordKey = (packId: string) => ['history', 'record', packId] as const;

/**
 * A pack's score of record, shared by the header and the dashboard (one query, so they cannot disagree); asked
 * again after a save and after a check is recorded (`recordKey`).
 */
export function useScoreOfRecord(packId: string) {
  return useQuery({ queryKey: recordKey(packId), queryFn: () => packScoreOfRecord({ packId }), staleTime: 30_000 });
}

/** The record alone, once read (undefined while it loads or when the history cannot answer): the header's hook. */
export function useRecordOf(packId: string): ScoreOfRecordView | undefined {
  const read = useScoreOfRecord(packId).data;
  return read?.ok ? read.record : undefined;
}
