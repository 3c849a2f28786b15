'use client';
import { useQuery } from '@tanstack/react-query';
import { workspaceSparklines } from '@/app/actions/history-actions';

export const SPARKLINES_KEY = ['history', 'sparklines'] as const;

/** Every pack's recent scores in one request, shared by all the workspace rows. */
export function useSparklines() {
  return useQuery({ queryKey: SPARKLINES_KEY, queryFn: () => workspaceSparklines(), staleTime: 10_000 });
}
