import {
  AGENT_READINESS_VERSION,
  type AcceptedAgentFinding,
  type AgentFinding,
  type AgentReadiness,
} from '../core/agent-readiness';
import { confusion } from './confusion';
import { agentFinding, sortAgentFindings } from './findings';
import { hostMatrix } from './hosts';
import type { AgentInput } from './input';
import { countTokens } from './tokens';

export type { AgentInput, AgentTool, TaskInput, AcceptedDriftEntry, SkillDrift } from './input';

/**
 * The agent-readiness layer of one pack, from what its format hands over (lib/agent/input.ts): Skill drift (computed
 * by the format, which knows its Skill), confusion, tokens and host compatibility, with packstudio.json's accepted
 * drift taken out. Pure and synchronous: the browser runs it as the author types, the CLI after the probes.
 */
export function agentReadiness(input: AgentInput): AgentReadiness {
  const confused = confusion(input);
  const hosts = hostMatrix(input.tools);
  const tokens = countTokens(input);
  const all = [...(input.skill?.findings ?? []), ...confused.findings, ...hosts.findings];
  const { kept, accepted, unmatched } = applyAccepted(all, input.accepted);
  const findings = sortAgentFindings([...kept, ...unmatched]);
  const drift = kept.filter((f) => f.part === 'skill' && f.severity === 'warn').length;
  const { findings: _skillFindings, ...skill } = input.skill ?? { findings: [] };
  return {
    version: AGENT_READINESS_VERSION,
    findings,
    accepted,
    skill: input.skill ? { ...(skill as Omit<typeof input.skill, 'findings'>), drift } : null,
    confusion: confused.summary,
    tokens,
    hosts: hosts.matrix,
    figures: {
      skillDrift: input.skill ? drift : null,
      worstMargin: confused.summary.worstMargin,
      pairsFlagged: confused.summary.pairCount,
      tokens: tokens.total,
      hostRefusals: hosts.matrix.refusals,
    },
  };
}

/** Takes out each finding an entry accepts (id + subject); an entry that accepts nothing is said, as suppressions say theirs. */
function applyAccepted(findings: readonly AgentFinding[], entries: AgentInput['accepted']) {
  const kept: AgentFinding[] = [];
  const accepted: AcceptedAgentFinding[] = [];
  const used = new Set<number>();
  for (const f of findings) {
    const i = entries.findIndex((e) => e.id === f.id && e.subject === f.subject);
    if (i === -1) kept.push(f);
    else {
      accepted.push({ finding: f, reason: entries[i]!.reason });
      used.add(i);
    }
  }
  const unmatched = entries
    .filter((_, i) => !used.has(i))
    .map((e) =>
      agentFinding({
        id: 'agent/unmatched-accepted-drift',
        part: 'accepted',
        severity: 'info',
        at: e.at,
        subject: `${e.id}: ${e.subject}`,
        message: `acceptedDrift accepts ${e.id} for ${JSON.stringify(e.subject)}, which this check did not find.`,
        fix: 'Remove the entry if the drift is fixed, or copy the subject again from the report if the line changed.',
      }),
    );
  return { kept, accepted, unmatched };
}
