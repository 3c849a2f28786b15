import type { AgentFinding } from '../core/agent-readiness';
import { agentFinding } from '../agent/findings';
import { policyDrift, teachingWords } from '../diff/policy-diff';
import type { LoadedPack } from './load';
import { hcpPolicySummary } from './policy-summary';
import { headingAbove } from './skill-lines';

export const SKILL_POLICY_DRIFT = 'agent/skill-policy-drift';

/**
 * Skill ↔ policy drift as findings of the agent-readiness layer's Skill part: a hot-path row that teaches a risk
 * policy.json does not give the command, or a confirm gate it does not have. The Skill is what an agent and a
 * reviewer read; a gate it promises and the runtime never asks for is the one drift a reviewer must see.
 */
export function skillPolicyDrift(pack: LoadedPack): AgentFinding[] {
  if (!pack.skill || !pack.policy?.ok) return [];
  const doc = pack.skill;
  return policyDrift(hcpPolicySummary(pack)).map(({ teaching, policy, confirm }) => {
    const taught = teachingWords(teaching.risk, teaching.confirm);
    const actual = teachingWords(policy.risk, policy.confirm);
    const gate = confirm && !policy.confirm;
    return agentFinding({
      id: SKILL_POLICY_DRIFT,
      part: 'skill',
      severity: 'warn',
      at: { file: 'HARNESS.md', pointer: headingAbove(doc, teaching.line), line: teaching.line, column: 1 },
      subject: `${teaching.command}: ${taught}`,
      message: `HARNESS.md teaches "${teaching.command}" as "${taught}" (line ${teaching.line}), but policy.json makes it "${actual}"${gate ? ': no person is asked before it runs' : ''}.`,
      fix: `Make the two agree: change the Risk cell at line ${teaching.line} to "${actual}", or set policy.json's verbs.${teaching.command} to ${JSON.stringify(policyRowFor(teaching.risk, teaching.confirm))}.`,
    });
  });
}

function policyRowFor(risk: string, confirm: boolean | 'always'): Record<string, unknown> {
  return confirm ? { risk, confirm } : { risk };
}
