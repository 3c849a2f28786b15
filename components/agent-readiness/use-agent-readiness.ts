'use client';
import { useDeferredValue, useMemo } from 'react';
import type { AgentReadiness } from '@/lib/core/agent-readiness';
import type { AnyPackFormat } from '@/lib/formats';

/**
 * The format's agent-readiness layer of the texts in the editor, computed in the browser. It follows the editor a
 * beat behind (a deferred value), so typing never waits on it; `ms` is what the last computation took.
 */
export function useAgentReadiness(
  format: AnyPackFormat,
  texts: Partial<Record<string, string>>,
  packId: string,
): { agent: AgentReadiness | null; ms: number | null } {
  const deferred = useDeferredValue(texts);
  return useMemo(() => {
    if (!format.agentReadiness) return { agent: null, ms: null };
    const start = performance.now();
    const agent = format.agentReadiness(format.load(deferred, packId));
    return { agent, ms: performance.now() - start };
  }, [format, deferred, packId]);
}
