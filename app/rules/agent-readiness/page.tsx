import type { Metadata } from 'next';
import { AGENT_CHECKS, agentCheckAnchor } from '@/lib/agent/checks';
import { PAIR_THRESHOLD } from '@/lib/agent/confusion';
import { HOSTS } from '@/lib/agent/hosts';
import { AgentReadinessDocs } from '@/components/agent-readiness/readiness-docs';

export const metadata: Metadata = { title: 'Agent readiness' };

/** The agent-readiness layer explained: its four parts, every check it reports (an anchor each), each host's rules. */
export default function AgentReadinessPage() {
  return (
    <AgentReadinessDocs
      checks={AGENT_CHECKS.map((c) => ({ ...c, anchor: agentCheckAnchor(c.id) }))}
      hosts={HOSTS.map((h) => ({
        ...h.info,
        rules: h.rules.map((r) => ({ id: r.id, feature: r.feature, source: r.source })),
      }))}
      pairThreshold={PAIR_THRESHOLD}
    />
  );
}
